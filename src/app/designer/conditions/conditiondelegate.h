#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;

namespace hexstride {

/// The cell editor of a RulesetListModel's list: a Condition cell opens the condition form
/// (ConditionDialog) instead of a line edit, and its OK applies the condition as one undo
/// step; other cells are edited as usual. Enter on a Condition cell opens the form too.
class ConditionDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ConditionDelegate(QAbstractItemView *view);
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAbstractItemView *m_view;
};

} // namespace hexstride
