#include "costcelldelegate.h"

#include "costtablemodel.h"

#include <QComboBox>
#include <QLineEdit>

namespace hexstride {

QWidget *CostCellDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &,
                                        const QModelIndex &) const
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("costCellEditor"));
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    // No completion popup: it would take the Enter that ends typing a value ("no", a number).
    combo->setCompleter(nullptr);
    combo->addItem(designerstyle::notAllowedText());
    combo->setToolTip(tr("Type a number of movement points, or choose \"%1\"")
                          .arg(designerstyle::notAllowedText()));
    // Choosing from the list is the whole edit: no Enter needed.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto *self = const_cast<CostCellDelegate *>(this);
        emit self->commitData(combo);
        emit self->closeEditor(combo);
    });
    return combo;
}

void CostCellDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (!combo)
        return QStyledItemDelegate::setEditorData(editor, index);
    combo->setEditText(index.data(Qt::EditRole).toString());
    combo->lineEdit()->selectAll();
}

void CostCellDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (!combo)
        return QStyledItemDelegate::setModelData(editor, model, index);
    model->setData(index, combo->currentText(), Qt::EditRole);
}

} // namespace hexstride
