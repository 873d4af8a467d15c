#include "userguidewindow.h"

#include "i18n/translations.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QImage>
#include <QPixmap>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

namespace hexstride {

namespace {
const QString kContentsPage = QStringLiteral("index.md");

/// An image resource as a text browser loads it (bytes, image or pixmap).
QImage toImage(const QVariant &data)
{
    if (data.userType() == QMetaType::QByteArray)
        return QImage::fromData(data.toByteArray());
    if (data.userType() == QMetaType::QImage)
        return data.value<QImage>();
    if (data.userType() == QMetaType::QPixmap)
        return data.value<QPixmap>().toImage();
    return {};
}
} // namespace

UserGuideWindow::UserGuideWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_browser(new QTextBrowser(this))
    , m_back(new QToolButton(this))
    , m_forward(new QToolButton(this))
    , m_contents(new QToolButton(this))
{
    setObjectName(QStringLiteral("userGuideWindow"));
    m_browser->setObjectName(QStringLiteral("userGuideBrowser"));
    // Links to the web leave the guide for the system's browser; pages of the guide stay here.
    m_browser->setOpenExternalLinks(true);
    m_back->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_forward->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_contents->setIcon(style()->standardIcon(QStyle::SP_DirHomeIcon));
    m_back->setEnabled(false);
    m_forward->setEnabled(false);
    connect(m_back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_contents, &QToolButton::clicked, this, [this] { showPage(kContentsPage); });
    connect(m_browser, &QTextBrowser::backwardAvailable, m_back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forward, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, [this] {
        fitPictures();
        retranslate();
    });
    m_browser->viewport()->installEventFilter(this);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_forward);
    buttons->addWidget(m_contents);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(m_browser);
    resize(820, 640);
    retranslate();
}

QUrl UserGuideWindow::pageUrl(const QString &language, const QString &page)
{
    return QUrl(QStringLiteral("qrc:/guide/%1/%2").arg(language, page));
}

void UserGuideWindow::showPage(const QString &page)
{
    // The type is given, not guessed from the suffix: the pages are Markdown.
    m_browser->setSource(pageUrl(uiLanguage(), page), QTextDocument::MarkdownResource);
}

QString UserGuideWindow::currentPage() const
{
    const QString name = m_browser->source().fileName();
    return name.isEmpty() ? kContentsPage : name;
}

bool UserGuideWindow::eventFilter(QObject *watched, QEvent *e)
{
    if (watched == m_browser->viewport() && e->type() == QEvent::Resize)
        fitPictures();
    return QWidget::eventFilter(watched, e);
}

void UserGuideWindow::fitPictures()
{
    // Screenshots are wider than a guide window: shown at most as wide as the page, never
    // enlarged. Markdown cannot give a picture a width, so the image formats get one here.
    QTextDocument *doc = m_browser->document();
    // The page's margins and some slack: a picture exactly as wide as the text still scrolls.
    const int room
        = std::max(200, m_browser->viewport()->width() - 2 * int(doc->documentMargin()) - 24);
    struct Picture
    {
        int position;
        QTextImageFormat format;
    };
    QList<Picture>
        pictures; // collected first: changing a format while walking the blocks is unsafe
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            if (it.fragment().charFormat().isImageFormat())
                pictures.append(
                    {it.fragment().position(), it.fragment().charFormat().toImageFormat()});
        }
    }
    for (Picture &p : pictures) {
        const QUrl name(p.format.name());
        const QUrl url = m_browser->source().resolved(name);
        QImage original = m_originals.value(url);
        if (original.isNull()) {
            original = toImage(m_browser->loadResource(QTextDocument::ImageResource, url));
            if (original.isNull())
                continue;
            m_originals.insert(url, original);
        }
        const int width = std::min(original.width(), room);
        if (qRound(p.format.width()) == width)
            continue;
        // Scaled here, smoothly: the document would scale it pixel by pixel when drawing.
        const QImage shown = width < original.width()
                                 ? original.scaledToWidth(width, Qt::SmoothTransformation)
                                 : original;
        // The document looks a picture up by its name as written or resolved: give both.
        doc->addResource(QTextDocument::ImageResource, name, shown);
        doc->addResource(QTextDocument::ImageResource, url, shown);
        p.format.setWidth(shown.width());
        p.format.setHeight(shown.height());
        QTextCursor c(doc);
        c.setPosition(p.position);
        c.setPosition(p.position + 1, QTextCursor::KeepAnchor);
        c.setCharFormat(p.format);
    }
}

void UserGuideWindow::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange) {
        // The same page in the new language (the history stays in the old one).
        if (!m_browser->source().isEmpty())
            showPage(currentPage());
        retranslate();
    }
    QWidget::changeEvent(e);
}

void UserGuideWindow::retranslate()
{
    m_back->setToolTip(tr("Back"));
    m_forward->setToolTip(tr("Forward"));
    m_contents->setToolTip(tr("Contents"));
    // Markdown has no title field: the page's first heading names it.
    const QString title
        = m_browser->source().isEmpty() ? QString() : m_browser->document()->firstBlock().text();
    setWindowTitle(title.isEmpty() ? tr("Hexstride User Guide")
                                   : tr("%1 — Hexstride User Guide").arg(title));
}

QString guidePageForTool(const QString &toolId)
{
    if (toolId == QLatin1String("plan-movement"))
        return QStringLiteral("player.md");
    static const QStringList editing{
        QStringLiteral("terrain-brush"), QStringLiteral("flood-fill"),
        QStringLiteral("edge-feature"),  QStringLiteral("edge-eraser"),
        QStringLiteral("hex-feature"),   QStringLiteral("elevation"),
        QStringLiteral("label"),         QStringLiteral("unit"),
        QStringLiteral("select-rect"),   QStringLiteral("select-lasso")};
    if (editing.contains(toolId))
        return QStringLiteral("referee.md");
    return kContentsPage;
}

} // namespace hexstride
