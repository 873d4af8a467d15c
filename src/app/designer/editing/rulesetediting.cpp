#include "rulesetediting.h"

#include "commands/changerulesetcommand.h"
#include "commands/rulesetandmapcommand.h"
#include "mapdocument.h"
#include "rules/rulesetwriter.h"

namespace hexstride {

RulesetEditor::RulesetEditor(QObject *parent)
    : QObject(parent)
{}

void RulesetEditor::setDocument(MapDocument *document)
{
    if (m_document == document)
        return;
    disconnect(m_connection);
    m_document = document;
    if (document)
        m_connection
            = connect(document, &MapDocument::rulesetChanged, this, &RulesetEditor::rulesetChanged);
    emit rulesetChanged();
}

std::shared_ptr<const Ruleset> RulesetEditor::ruleset() const
{
    return m_document ? m_document->ruleset() : nullptr;
}

QUndoStack *RulesetEditor::undoStack() const
{
    return m_document ? m_document->undoStack() : nullptr;
}

MapRulesetRef RulesetEditor::embedded(const Ruleset &ruleset)
{
    return {rulesetToJson(ruleset), {}};
}

QString RulesetEditor::apply(const QString &path, const QJsonValue &value,
                             const DescribedCommand::Describe &description)
{
    const auto before = ruleset();
    if (!before) {
        const QString error = tr("The map has no ruleset to edit.");
        emit editRefused(error);
        return error;
    }
    return applyEdited(editRuleset(*before, path, value), description);
}

QString RulesetEditor::applyEdited(RulesetLoadResult edited,
                                   const DescribedCommand::Describe &description)
{
    const auto before = ruleset();
    QString error = edited.error;
    if (!before) {
        error = tr("The map has no ruleset to edit.");
    } else if (edited.ruleset) {
        if (*edited.ruleset == *before)
            return {};
        // An edited ruleset is the map's own from now on: embedded, so it is saved with it.
        auto after = std::make_shared<const Ruleset>(std::move(*edited.ruleset));
        const MapRulesetRef ref = embedded(*after);
        m_document->undoStack()->push(
            new ChangeRulesetCommand(m_document, std::move(after), ref, description));
        return {};
    }
    emit editRefused(error);
    return error;
}

void RulesetEditor::replace(std::shared_ptr<const Ruleset> ruleset,
                            const DescribedCommand::Describe &description)
{
    if (ruleset)
        replace(ruleset, embedded(*ruleset), description);
}

void RulesetEditor::replace(std::shared_ptr<const Ruleset> ruleset, const MapRulesetRef &ref,
                            const DescribedCommand::Describe &description)
{
    if (!m_document || !ruleset)
        return;
    if (m_document->ruleset() && *m_document->ruleset() == *ruleset
        && m_document->customRuleset() == ref)
        return;
    m_document->undoStack()->push(
        new ChangeRulesetCommand(m_document, std::move(ruleset), ref, description));
}

void RulesetEditor::replaceWithMap(std::shared_ptr<const Ruleset> ruleset, HexMap map,
                                   const DescribedCommand::Describe &description)
{
    if (!m_document || !ruleset)
        return;
    const MapRulesetRef ref = embedded(*ruleset);
    replaceWithMap(std::move(ruleset), ref, std::move(map), description);
}

void RulesetEditor::replaceWithMap(std::shared_ptr<const Ruleset> ruleset, const MapRulesetRef &ref,
                                   HexMap map, const DescribedCommand::Describe &description)
{
    if (!m_document || !ruleset)
        return;
    m_document->undoStack()->push(
        new RulesetAndMapCommand(m_document, std::move(ruleset), ref, std::move(map), description));
}

QString RulesetEditor::replaceWithMap(const RulesetLoadResult &edited, const MapRenames &renames,
                                      const DescribedCommand::Describe &description)
{
    if (!edited.ruleset || !m_document) {
        const QString error = edited.ruleset ? tr("The map has no ruleset to edit.") : edited.error;
        emit editRefused(error);
        return error;
    }
    if (m_document->ruleset() && *m_document->ruleset() == *edited.ruleset)
        return {}; // nothing changed: no undo step
    auto after = std::make_shared<const Ruleset>(*edited.ruleset);
    replaceWithMap(after, mapForRulesetEdit(m_document->map(), *after, renames), description);
    return {};
}

void RulesetEditor::setCustomRuleset(const MapRulesetRef &ref,
                                     const DescribedCommand::Describe &description)
{
    if (m_document && m_document->ruleset())
        replace(m_document->ruleset(), ref, description);
}

} // namespace hexstride
