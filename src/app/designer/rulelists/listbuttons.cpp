#include "listbuttons.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace hexstride {

ListButtons::ListButtons(QWidget *page, const QString &noun, Actions actions)
    : m_actions(std::move(actions))
    , m_add(new QPushButton(page))
    , m_edit(new QPushButton(page))
    , m_up(new QPushButton(page))
    , m_down(new QPushButton(page))
    , m_remove(new QPushButton(page))
    , m_row(new QHBoxLayout)
{
    m_add->setObjectName(QStringLiteral("add") + noun);
    m_edit->setObjectName(QStringLiteral("edit") + noun);
    m_up->setObjectName(QStringLiteral("move%1Up").arg(noun));
    m_down->setObjectName(QStringLiteral("move%1Down").arg(noun));
    m_remove->setObjectName(QStringLiteral("remove") + noun);
    for (QPushButton *b : {m_add, m_edit, m_up, m_down, m_remove})
        m_row->addWidget(b);
    m_row->addStretch(1);
    const Actions &a = m_actions;
    QObject::connect(m_add, &QPushButton::clicked, page, [a] { a.add(); });
    QObject::connect(m_edit, &QPushButton::clicked, page, [a] { a.edit(); });
    QObject::connect(m_remove, &QPushButton::clicked, page, [a] { a.remove(a.current()); });
    QObject::connect(m_up, &QPushButton::clicked, page,
                     [a] { a.move(a.current(), a.current() - 1); });
    QObject::connect(m_down, &QPushButton::clicked, page,
                     [a] { a.move(a.current(), a.current() + 1); });
    retranslate();
}

void ListButtons::retranslate()
{
    m_add->setText(tr("&Add…"));
    m_edit->setText(tr("Ed&it…"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_remove->setText(tr("Remo&ve"));
}

void ListButtons::update(bool canAdd, int count,
                         const std::function<bool(int from, int to)> &canMove)
{
    const int row = m_actions.current();
    const bool item = row >= 0 && row < count;
    m_add->setEnabled(canAdd);
    m_edit->setEnabled(item);
    m_up->setEnabled(item && canMove(row, row - 1));
    m_down->setEnabled(item && canMove(row, row + 1));
    m_remove->setEnabled(item);
}

} // namespace hexstride
