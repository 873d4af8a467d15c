#include "conditiondelegate.h"

#include "conditiondialog.h"
#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/rulesetlistmodel.h"

#include <QAbstractItemView>
#include <QKeyEvent>
#include <QPersistentModelIndex>

namespace hexstride {

ConditionDelegate::ConditionDelegate(QAbstractItemView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
    view->installEventFilter(this);
}

bool ConditionDelegate::eventFilter(QObject *watched, QEvent *event)
{
    // A view takes Enter for "activate", not "edit": on a condition it opens the form (a
    // condition cell never has an editor of its own open that would want the key).
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const auto *model = qobject_cast<const RulesetListModel *>(m_view->model());
        const QModelIndex current = m_view->currentIndex();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && model
            && model->conditionAt(current)) {
            m_view->edit(current);
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

QWidget *ConditionDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    auto *model = qobject_cast<RulesetListModel *>(const_cast<QAbstractItemModel *>(index.model()));
    const std::optional<Condition> condition = model ? model->conditionAt(index) : std::nullopt;
    if (!condition)
        return QStyledItemDelegate::createEditor(parent, option, index);
    // The form is a window of its own; it is opened, not executed, so that the view stays
    // responsive to the tests that drive it. No cell editor is made.
    auto *dialog = new ConditionDialog(model->editor()->ruleset(), *condition,
                                       parent ? parent->window() : nullptr);
    if (model->readsUnitOnly(index.column()))
        dialog->offerUnitTestsOnly();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setCheck(
        [model, cell = QPersistentModelIndex(index)](const QString &, const Condition &c) {
            return cell.isValid() ? model->checkCondition(cell, c) : QString();
        });
    connect(dialog, &QDialog::accepted, model,
            [model, dialog, cell = QPersistentModelIndex(index)] {
                if (cell.isValid())
                    model->setCondition(cell, dialog->condition());
            });
    dialog->open();
    return nullptr;
}

} // namespace hexstride
