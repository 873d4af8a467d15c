#include "changebackgroundcommand.h"

#include "hexchanges.h"

namespace hexstride {

ChangeBackgroundCommand::ChangeBackgroundCommand(MapDocument *document, MapBackground after,
                                                 Describe describe, Kind kind)
    : DescribedCommand(std::move(describe))
    , m_document(document)
    , m_before(document->map().background())
    , m_after(std::move(after))
    , m_kind(kind)
{}

int ChangeBackgroundCommand::id() const
{
    return m_kind == Kind::Nudge ? NudgeBackgroundId : -1;
}

bool ChangeBackgroundCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeBackgroundCommand *>(other);
    if (next->m_kind != Kind::Nudge || next->m_document != m_document)
        return false;
    m_after = next->m_after;
    return true;
}

void ChangeBackgroundCommand::apply(const MapBackground &background)
{
    m_document->mapForCommands().setBackground(background);
    m_document->announceBackground();
}

} // namespace hexstride
