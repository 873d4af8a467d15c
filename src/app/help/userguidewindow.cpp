#include "userguidewindow.h"

#include "i18n/translations.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QStyle>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace hexstride {

namespace {
const QString kContentsPage = QStringLiteral("index.md");
}

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
    connect(m_browser, &QTextBrowser::sourceChanged, this, &UserGuideWindow::retranslate);

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
    const QString title = m_browser->source().isEmpty() ? QString()
                                                        : m_browser->document()->firstBlock().text();
    setWindowTitle(title.isEmpty() ? tr("Hexstride User Guide")
                                   : tr("%1 — Hexstride User Guide").arg(title));
}

QString guidePageForTool(const QString &toolId)
{
    if (toolId == QLatin1String("plan-movement"))
        return QStringLiteral("player.md");
    static const QStringList editing{
        QStringLiteral("terrain-brush"), QStringLiteral("flood-fill"), QStringLiteral("edge-feature"),
        QStringLiteral("edge-eraser"),   QStringLiteral("hex-feature"), QStringLiteral("elevation"),
        QStringLiteral("label"),         QStringLiteral("unit"),        QStringLiteral("select-rect"),
        QStringLiteral("select-lasso")};
    if (editing.contains(toolId))
        return QStringLiteral("referee.md");
    return kContentsPage;
}

} // namespace hexstride
