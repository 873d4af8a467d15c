#pragma once

#include "mapdocument.h"

#include "describedcommand.h"

namespace hexstride {

/// Gives the map another ruleset (a designer edit, a loaded ruleset file, the bundled one again)
/// together with how the map file keeps it. On the document's undo stack, because both change
/// what saving (and autosaving) the map writes: the document is modified until saved.
class ChangeRulesetCommand : public DescribedCommand
{
public:
    ChangeRulesetCommand(MapDocument *document, std::shared_ptr<const Ruleset> after,
                         MapRulesetRef afterRef, Describe describe);

    void redo() override { apply(m_after, m_afterRef); }
    void undo() override { apply(m_before, m_beforeRef); }

private:
    void apply(const std::shared_ptr<const Ruleset> &ruleset, const MapRulesetRef &ref);

    MapDocument *m_document;
    std::shared_ptr<const Ruleset> m_before, m_after;
    MapRulesetRef m_beforeRef, m_afterRef;
};

} // namespace hexstride
