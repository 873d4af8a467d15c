#include "rulesetandmapcommand.h"

namespace hexstride {

RulesetAndMapCommand::RulesetAndMapCommand(MapDocument *document,
                                           std::shared_ptr<const Ruleset> ruleset,
                                           MapRulesetRef ref, HexMap map, Describe describe)
    : DescribedCommand(std::move(describe))
    , m_ruleset(std::make_unique<ChangeRulesetCommand>(document, std::move(ruleset), std::move(ref),
                                                       Describe{}))
    , m_map(std::make_unique<ReplaceMapCommand>(document, std::move(map), Describe{}))
{}

void RulesetAndMapCommand::redo()
{
    // The ruleset first: when the map is reset its new ids are already defined.
    m_ruleset->redo();
    m_map->redo();
}

void RulesetAndMapCommand::undo()
{
    m_map->undo();
    m_ruleset->undo();
}

} // namespace hexstride
