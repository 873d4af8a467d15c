#include "changerulesetcommand.h"

namespace hexstride {

ChangeRulesetCommand::ChangeRulesetCommand(MapDocument *document,
                                           std::shared_ptr<const Ruleset> after,
                                           MapRulesetRef afterRef, Describe describe)
    : DescribedCommand(std::move(describe))
    , m_document(document)
    , m_before(document->ruleset())
    , m_after(std::move(after))
    , m_beforeRef(document->customRuleset())
    , m_afterRef(std::move(afterRef))
{}

void ChangeRulesetCommand::apply(const std::shared_ptr<const Ruleset> &ruleset,
                                 const MapRulesetRef &ref)
{
    // The reference first: listeners of rulesetChanged() may save or autosave at once.
    m_document->setCustomRuleset(ref);
    m_document->setRuleset(ruleset);
}

} // namespace hexstride
