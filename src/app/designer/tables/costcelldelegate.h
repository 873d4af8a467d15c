#pragma once

#include <QStyledItemDelegate>

namespace hexstride {

/// The editor of a cost cell: a number typed in, or "Not allowed" chosen from the list (no
/// keyword to remember). What is typed goes to CostTableModel::setData, which has the loader
/// judge it.
class CostCellDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace hexstride
