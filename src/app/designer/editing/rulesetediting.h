#pragma once

#include "commands/describedcommand.h"

#include "io/customruleset.h"
#include "mapdocument.h"
#include "rules/ruleset.h"
#include "rules/rulesetauthoring_parts.h"
#include "rules/rulesetloader.h"

#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QUndoStack>
#include <memory>

namespace hexstride {

/// Applies designer edits to the open document's ruleset. Each edit is a JSON value at a path
/// of the ruleset's file form, validated by the ruleset loader (editRuleset), and pushed on the
/// document's own undo stack (ChangeRulesetCommand): an edited ruleset is the map's own,
/// embedded in the map file, so the edit marks the document modified, is saved and autosaved
/// with the map and undone with the map's other changes. Doing and undoing set a new ruleset
/// value on the document, whose rulesetChanged() makes plans, overlays and explanations recompute.
class RulesetEditor : public QObject
{
    Q_OBJECT
public:
    explicit RulesetEditor(QObject *parent = nullptr);

    /// The document whose ruleset is edited (null: nothing to edit).
    void setDocument(MapDocument *document);
    MapDocument *document() const { return m_document; }
    /// The current ruleset, or null.
    std::shared_ptr<const Ruleset> ruleset() const;
    /// The document's undo stack (null without a document).
    QUndoStack *undoStack() const;

    /// Sets `value` at `path` (e.g. "costTables[0].rows[2].cells[1]"). Returns an empty string
    /// when the edit was applied (the map's ruleset is then embedded in the map file),
    /// otherwise the translated reason it was refused (then nothing changes and editRefused()
    /// is emitted too).
    QString apply(const QString &path, const QJsonValue &value,
                  const DescribedCommand::Describe &description);
    /// The same with a fixed undo text (not said again after a language switch).
    QString apply(const QString &path, const QJsonValue &value, const QString &description)
    {
        return apply(path, value,
                     DescribedCommand::Describe([description] { return description; }));
    }
    /// Applies a ruleset computed by a typed authoring operation (rulesetauthoring_*.h) as one
    /// undo step, as apply() does: empty when applied (or nothing changed), otherwise the
    /// operation's error (then nothing changes and editRefused() is emitted too).
    QString applyEdited(RulesetLoadResult edited, const DescribedCommand::Describe &description);
    /// Replaces the whole ruleset (a loaded file) as one undoable step; the map file keeps it as
    /// `ref` says (by default embedded; a path; or empty: the bundled ruleset of the map's id).
    void replace(std::shared_ptr<const Ruleset> ruleset,
                 const DescribedCommand::Describe &description);
    void replace(std::shared_ptr<const Ruleset> ruleset, const MapRulesetRef &ref,
                 const DescribedCommand::Describe &description);
    /// Replaces the ruleset (embedded in the map file) and the map with it as one undoable step:
    /// a terrain added or removed changes the map's ids too.
    void replaceWithMap(std::shared_ptr<const Ruleset> ruleset, HexMap map,
                        const DescribedCommand::Describe &description);
    /// The same with the map file keeping the ruleset as `ref` says (a path: a file used).
    void replaceWithMap(std::shared_ptr<const Ruleset> ruleset, const MapRulesetRef &ref,
                        HexMap map, const DescribedCommand::Describe &description);
    /// Applies a typed edit (rulesetauthoring_parts.h) with the map in the edited ruleset's
    /// vocabulary and options (`renames`), as one undoable step. Returns the edit's error (then
    /// editRefused() is emitted and nothing changes) or empty.
    QString replaceWithMap(const RulesetLoadResult &edited, const MapRenames &renames,
                           const DescribedCommand::Describe &description);
    /// Sets how the map file keeps its current ruleset (embedded, by path, or none).
    void setCustomRuleset(const MapRulesetRef &ref, const DescribedCommand::Describe &description);
    /// The reference that embeds `ruleset` in the map file.
    static MapRulesetRef embedded(const Ruleset &ruleset);

    /// The ruleset as it came (the bundled one, or the file opened): the designer marks the
    /// values that differ from it as changed, and the booklet export says so.
    std::shared_ptr<const Ruleset> baseline() const { return m_baseline; }
    void setBaseline(std::shared_ptr<const Ruleset> baseline) { m_baseline = std::move(baseline); }

signals:
    /// The document's ruleset changed (edit, undo, another document).
    void rulesetChanged();
    void editRefused(const QString &message);

private:
    QPointer<MapDocument> m_document;
    std::shared_ptr<const Ruleset> m_baseline;
    QMetaObject::Connection m_connection;
};

} // namespace hexstride
