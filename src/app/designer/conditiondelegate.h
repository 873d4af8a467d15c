#pragma once

#include <QStyledItemDelegate>

namespace hexstride {

/// The cell editor of a RulesetListModel's list: a Condition cell opens the condition form
/// (ConditionDialog) instead of a line edit, and its OK applies the condition as one undo
/// step; other cells are edited as usual.
class ConditionDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
};

} // namespace hexstride
