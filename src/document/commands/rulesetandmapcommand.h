#pragma once

#include "changerulesetcommand.h"
#include "replacemapcommand.h"

#include <memory>

namespace hexstride {

/// A ruleset change that changes the map with it (a terrain added, removed or put onto another
/// one): one undo step, so undoing it never leaves a map whose ids its ruleset lacks.
class RulesetAndMapCommand : public DescribedCommand
{
public:
    RulesetAndMapCommand(MapDocument *document, std::shared_ptr<const Ruleset> ruleset,
                         MapRulesetRef ref, HexMap map, Describe describe);

    void redo() override;
    void undo() override;

private:
    // Built from the document as it is now, before either is applied.
    std::unique_ptr<ChangeRulesetCommand> m_ruleset;
    std::unique_ptr<ReplaceMapCommand> m_map;
};

} // namespace hexstride
