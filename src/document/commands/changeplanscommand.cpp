#include "changeplanscommand.h"

namespace hexstride {

ChangePlansCommand::ChangePlansCommand(MapDocument *document, QList<MovementPlan> plans,
                                       Describe describe)
    : DescribedCommand(describe ? std::move(describe) : [] { return tr("Change Plans"); })
    , m_document(document)
    , m_before(document->map().plans())
    , m_after(std::move(plans))
{}

void ChangePlansCommand::apply(const QList<MovementPlan> &plans)
{
    m_document->mapForCommands().plans() = plans;
    m_document->announcePlans();
}

} // namespace hexstride
