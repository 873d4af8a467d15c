#include "finddialog.h"

#include "mapdocument.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

namespace hexstride {

FindDialog::FindDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QLineEdit(this))
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Find"));
    m_text->setObjectName(QStringLiteral("findText"));
    m_text->setPlaceholderText(tr("Name of a label or unit"));
    m_text->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("findResults"));
    auto *layout = new QVBoxLayout(this);
    auto *prompt = new QLabel(tr("&Find:"), this);
    prompt->setBuddy(m_text);
    layout->addWidget(prompt);
    layout->addWidget(m_text);
    layout->addWidget(m_list);
    connect(m_text, &QLineEdit::textChanged, this, &FindDialog::refresh);
    // Enter in the text goes to the first result.
    connect(m_text, &QLineEdit::returnPressed, this,
            [this] { choose(std::max(0, m_list->currentRow())); });
    m_text->installEventFilter(this);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { choose(m_list->row(item)); });
    resize(360, 320);
}

void FindDialog::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::labelsChanged, this, &FindDialog::refresh);
        connect(document, &MapDocument::unitsChanged, this, &FindDialog::refresh);
        connect(document, &MapDocument::mapReset, this, &FindDialog::refresh);
    }
    refresh();
}

int FindDialog::search(const QString &text)
{
    m_text->setText(text);
    refresh();
    return int(m_results.size());
}

void FindDialog::choose(int row)
{
    if (row >= 0 && row < int(m_results.size()))
        emit hexChosen(m_results[std::size_t(row)].hex);
}

bool FindDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Down (or Page Down) in the text goes into the results, at the result Enter would choose.
    if (watched == m_text && event->type() == QEvent::KeyPress && m_list->count() > 0) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_PageDown) {
            if (m_list->currentRow() < 0)
                m_list->setCurrentRow(0);
            m_list->setFocus(Qt::TabFocusReason);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void FindDialog::keepClearOf(const QRect &spot, const QRect &area)
{
    const QRect frame = frameGeometry();
    if (!frame.intersects(spot))
        return;
    // The corner of the area farthest from the spot, the dialog inside the area there.
    const bool right = spot.center().x() < area.center().x();
    const bool below = spot.center().y() < area.center().y();
    const int x = right ? area.right() - frame.width() + 1 : area.left();
    const int y = below ? area.bottom() - frame.height() + 1 : area.top();
    move(pos() + QPoint(x, y) - frame.topLeft());
}

void FindDialog::refresh()
{
    m_list->clear();
    m_results
        = m_document ? findByName(m_document->map(), m_text->text()) : std::vector<FoundObject>{};
    for (const FoundObject &f : m_results) {
        const QString where = m_document->map().label(f.hex);
        m_list->addItem(f.kind == FoundObject::Label ? tr("%1 — label, hex %2").arg(f.name, where)
                                                     : tr("%1 — unit, hex %2").arg(f.name, where));
    }
    if (!m_results.empty())
        m_list->setCurrentRow(0);
}

} // namespace hexstride
