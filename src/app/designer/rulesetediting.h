#pragma once

#include "io/customruleset.h"
#include "mapdocument.h"
#include "rules/ruleset.h"

#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QUndoStack>
#include <memory>

namespace hexstride {

/// Applies designer edits to the open document's ruleset. Each edit is a JSON value at a path
/// of the ruleset's file form, validated by the ruleset loader (editRuleset), pushed on the
/// designer's own undo stack; doing and undoing set a new ruleset value on the document, whose
/// rulesetChanged() makes plans, overlays and explanations recompute.
class RulesetEditor : public QObject
{
    Q_OBJECT
public:
    explicit RulesetEditor(QObject *parent = nullptr);

    /// The document whose ruleset is edited (null: nothing to edit). Clears the undo stack.
    void setDocument(MapDocument *document);
    MapDocument *document() const { return m_document; }
    /// The current ruleset, or null.
    std::shared_ptr<const Ruleset> ruleset() const;
    QUndoStack *undoStack() { return &m_undo; }

    /// Sets `value` at `path` (e.g. "costTables[0].rows[2].cells[1]"). Returns an empty string
    /// when the edit was applied, otherwise the translated reason it was refused (then nothing
    /// changes and editRefused() is emitted too).
    QString apply(const QString &path, const QJsonValue &value, const QString &description);
    /// Replaces the whole ruleset (a loaded file) as one undoable step.
    void replace(std::shared_ptr<const Ruleset> ruleset, const QString &description);
    /// Sets how the map file keeps its ruleset (embedded, by path, or none: the bundled one).
    /// Pushed on the document's own undo stack: it changes what saving the map writes.
    void setCustomRuleset(const MapRulesetRef &ref, const QString &description);

signals:
    /// The document's ruleset changed (edit, undo, another document).
    void rulesetChanged();
    void editRefused(const QString &message);

private:
    QPointer<MapDocument> m_document;
    QUndoStack m_undo;
    QMetaObject::Connection m_connection;
};

} // namespace hexstride
