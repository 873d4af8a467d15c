#include "changeunitscommand.h"

namespace hexstride {

ChangeUnitsCommand::ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units,
                                       Describe describe)
    : ChangeUnitsCommand(
        document, std::move(units), document->map().plans(),
        describe ? std::move(describe) : [] { return tr("Change Units"); })
{}

ChangeUnitsCommand::ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units,
                                       QList<MovementPlan> plans, Describe describe)
    : DescribedCommand(std::move(describe))
    , m_document(document)
    , m_before(document->map().units())
    , m_after(std::move(units))
    , m_plansBefore(document->map().plans())
    , m_plansAfter(std::move(plans))
{}

void ChangeUnitsCommand::apply(const QList<MapUnit> &units, const QList<MovementPlan> &plans)
{
    m_document->mapForCommands().units() = units;
    const bool plansChange = m_document->map().plans() != plans;
    if (plansChange)
        m_document->mapForCommands().plans() = plans;
    m_document->announceUnits();
    if (plansChange)
        m_document->announcePlans();
}

} // namespace hexstride
