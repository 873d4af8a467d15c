#include "playerarmies.h"

#include "commands/changeplanscommand.h"
#include "io/playerorders.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "plannersession.h"

#include <QUndoStack>
#include <algorithm>

namespace hexstride {

PlayerArmies::PlayerArmies(PlannerSession *session, QObject *parent)
    : QAbstractListModel(parent)
    , m_session(session)
{
    connect(session, &PlannerSession::rulesChanged, this, &PlayerArmies::watchDocument);
    // The army being planned shows the orders plotted so far.
    connect(session, &PlannerSession::planChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole});
    });
    watchDocument();
}

void PlayerArmies::watchDocument()
{
    beginResetModel();
    MapDocument *d = m_session->document();
    if (d != m_document) {
        // Another map: what an orders file said was about the one before.
        if (m_document)
            disconnect(m_document, nullptr, this, nullptr);
        m_document = d;
        m_header.reset();
        m_ordersFile.clear();
        m_names.clear(); // a package's armies are not the next map's (walk12 #30)
        m_mapSha256.clear();
        m_keptIndex = -1;
        const bool hadSide = !m_side.isEmpty();
        m_side.clear();
        m_session->setPlayerSide({});
        if (d) {
            const auto reset = [this] {
                beginResetModel();
                endResetModel();
            };
            connect(d, &MapDocument::unitsChanged, this, reset);
            connect(d, &MapDocument::plansChanged, this, reset);
        }
        if (hadSide)
            emit sideChanged();
    }
    endResetModel();
}

void PlayerArmies::setSide(const QString &side)
{
    if (side == m_side)
        return;
    beginResetModel();
    m_side = side;
    m_session->setPlayerSide(side);
    endResetModel();
    emit sideChanged();
}

void PlayerArmies::setOrders(const std::optional<OrdersHeader> &header, const QString &file,
                             const QStringList &names)
{
    m_header = header;
    m_ordersFile = file;
    m_names = names;
}

QList<const MapUnit *> PlayerArmies::armiesOf(const QString &side) const
{
    QList<const MapUnit *> out;
    if (!m_document || side.isEmpty())
        return out;
    // A campaign's player has the armies of the orders form, not every army of the side.
    for (const MapUnit &u : m_document->map().units())
        if (u.side == side && (m_names.isEmpty() || m_names.contains(u.name)))
            out << &u;
    return out;
}

const MovementPlan *PlayerArmies::planOf(const QString &army) const
{
    if (!m_document)
        return nullptr;
    for (const MovementPlan &p : m_document->map().plans())
        if (p.unit == army)
            return &p;
    return nullptr;
}

int PlayerArmies::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(armies().size());
}

QString PlayerArmies::armyName(int row) const
{
    const QList<const MapUnit *> list = armies();
    return row >= 0 && row < list.size() ? list[row]->name : QString();
}

QVariant PlayerArmies::data(const QModelIndex &index, int role) const
{
    const QString name = armyName(index.row());
    if (!index.isValid() || name.isEmpty() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    QString orders;
    if (name == m_session->unitName() && m_session->start()) {
        orders = m_session->ordersThisTurn();
    } else if (const MovementPlan *p = planOf(name)) {
        orders = m_session->rules() ? planOrdersThisTurn(*m_session->rules(), m_document->map(), *p)
                                    : p->orders.join(QStringLiteral(", "));
    }
    const QString text
        = orders.isEmpty() ? tr("%1: no orders yet").arg(name) : tr("%1: %2").arg(name, orders);
    return role == Qt::ToolTipRole ? plainToolTip(text) : text; // a name is never markup
}

std::optional<MovementPlan> PlayerArmies::unkeptPlanOf(const QString &side) const
{
    const QString name = m_session->unitName();
    if (!m_document || !m_session->start() || name.isEmpty())
        return std::nullopt;
    bool mine = false;
    for (const MapUnit *u : armiesOf(side))
        mine = mine || u->name == name;
    if (!mine)
        return std::nullopt;
    const MovementPlan plan = m_session->toPlan(name);
    const MovementPlan *stored = planOf(name);
    if (stored ? *stored == plan : plan.orders.isEmpty())
        return std::nullopt;
    return plan;
}

QList<MovementPlan> PlayerArmies::plansWith(const MovementPlan &plan) const
{
    QList<MovementPlan> plans = m_document->map().plans();
    bool replaced = false;
    for (MovementPlan &p : plans) {
        if (p.unit == plan.unit && !replaced) {
            p = plan;
            replaced = true;
        }
    }
    if (!replaced)
        plans << plan;
    return plans;
}

QList<MovementPlan> PlayerArmies::plansKeepingCurrent(const QString &side) const
{
    if (!m_document)
        return {};
    const std::optional<MovementPlan> plan = unkeptPlanOf(side);
    return plan ? plansWith(*plan) : m_document->map().plans();
}

void PlayerArmies::keepCurrentPlan()
{
    const std::optional<MovementPlan> plan = unkeptPlan();
    if (!plan)
        return;
    const QString name = plan->unit;
    m_document->undoStack()->push(new ChangePlansCommand(
        m_document, plansWith(*plan), [name] { return tr("Keep the Orders of “%1”").arg(name); }));
}

void PlayerArmies::markKeptInOrdersFile()
{
    m_keptIndex = m_document ? m_document->undoStack()->index() : -1;
}

bool PlayerArmies::onlyPlansChangedSinceSave() const
{
    QUndoStack *stack = m_document->undoStack();
    const int clean = stack->cleanIndex();
    if (clean < 0)
        return false; // the file on disk is no state of the stack
    // The commands between the saved state and this one, done or undone.
    for (int i = std::min(clean, stack->index()); i < std::max(clean, stack->index()); ++i)
        if (!dynamic_cast<const ChangePlansCommand *>(stack->command(i)))
            return false;
    return true;
}

bool PlayerArmies::hasWorkAtStake() const
{
    if (!m_document)
        return false;
    if (hasUnkeptPlan())
        return true;
    if (!m_document->isModified())
        return false;
    return m_keptIndex != m_document->undoStack()->index() || !onlyPlansChangedSinceSave();
}

void PlayerArmies::activate(int row)
{
    const QString name = armyName(row);
    if (name.isEmpty() || !m_document)
        return;
    keepCurrentPlan();
    show(row);
}

void PlayerArmies::show(int row)
{
    const QString name = armyName(row);
    if (name.isEmpty() || !m_document)
        return;
    if (const qsizetype unit = m_document->map().unitIndex(name); unit >= 0)
        m_session->selectUnit(int(unit));
    if (const MovementPlan *p = planOf(name))
        m_session->loadPlan(*p);
}

} // namespace hexstride
