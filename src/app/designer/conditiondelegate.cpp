#include "conditiondelegate.h"

#include "conditiondialog.h"
#include "rulesetediting.h"
#include "rulesetlistmodel.h"

#include <QPersistentModelIndex>

namespace hexstride {

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
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, model,
            [model, dialog, cell = QPersistentModelIndex(index)] {
                if (cell.isValid())
                    model->setCondition(cell, dialog->condition());
            });
    dialog->open();
    return nullptr;
}

} // namespace hexstride
