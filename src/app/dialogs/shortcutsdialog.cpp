#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hexstride {

namespace {
QString plain(QString text)
{
    // "&File" → "File", "Save &As…" → "Save As…" ("&&" is a literal ampersand).
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

/// The actions of a menu and its submenus with shortcuts, named by their menu path.
void collect(const QMenu *menu, const QString &path, QList<QPair<QString, QString>> &rows,
             QList<const QAction *> &seen)
{
    for (const QAction *a : menu->actions()) {
        if (a->menu()) {
            collect(a->menu(), path + plain(a->text()) + QStringLiteral(" ▸ "), rows, seen);
            continue;
        }
        if (a->isSeparator() || a->shortcut().isEmpty() || seen.contains(a))
            continue;
        seen << a;
        rows.append({a->shortcut().toString(QKeySequence::NativeText), path + plain(a->text())});
    }
}
} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window, const QList<QPair<QString, QString>> &toolKeys,
                                 QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    QList<QPair<QString, QString>> rows;
    QList<const QAction *> seen;
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (const QAction *top : main->menuBar()->actions()) {
            if (top->menu())
                collect(top->menu(), plain(top->text()) + QStringLiteral(" ▸ "), rows, seen);
        }
    }
    // Actions with shortcuts outside the menus (tool bars, docks).
    for (const QAction *a : window->findChildren<QAction *>()) {
        if (!a->shortcut().isEmpty() && !seen.contains(a) && !a->text().isEmpty()) {
            seen << a;
            rows.append({a->shortcut().toString(QKeySequence::NativeText), plain(a->text())});
        }
    }
    rows += toolKeys;
    m_table->setColumnCount(2);
    m_table->setRowCount(int(rows.size()));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    for (int i = 0; i < rows.size(); ++i) {
        m_table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        auto *action = new QTableWidgetItem(rows[i].second);
        action->setToolTip(rows[i].second); // whole, should a narrow window cut it
        m_table->setItem(i, 1, action);
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // One line a row, all rows as high: rows sized to their contents before the dialog had its
    // width wrapped some texts in a narrow column and not others (walk12 #25).
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    // Wide enough for the longest row on one line (Russian menu paths are long), within the
    // screen.
    const QFontMetrics fm(m_table->font());
    int keys = 0, actions = 0;
    for (const auto &[k, what] : rows) {
        keys = std::max(keys, fm.horizontalAdvance(k));
        actions = std::max(actions, fm.horizontalAdvance(what));
    }
    int width = std::max(fontMetrics().averageCharWidth() * 110, keys + actions + 100);
    if (const QScreen *screen = window->screen())
        width = std::min(width, screen->availableGeometry().width() * 9 / 10);
    resize(width, fontMetrics().height() * 36);
}

QList<QPair<QString, QString>> ShortcutsDialog::rows() const
{
    QList<QPair<QString, QString>> rows;
    for (int i = 0; i < m_table->rowCount(); ++i)
        rows.append({m_table->item(i, 0)->text(), m_table->item(i, 1)->text()});
    return rows;
}

} // namespace hexstride
