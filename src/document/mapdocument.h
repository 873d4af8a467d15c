#pragma once

#include "hex/edge.h"
#include "io/customruleset.h"
#include "map/hexmap.h"
#include "rules/ruleset.h"

#include <QList>
#include <QObject>
#include <QUndoStack>
#include <memory>

namespace hexstride {

/// The open map: owns the HexMap, its undo stack and its file name, and is the only object
/// that announces changes to it. Views listen to the fine-grained signals (which hexes, which
/// edges) so that they repaint only what changed.
class MapDocument : public QObject
{
    Q_OBJECT
public:
    explicit MapDocument(HexMap map, QObject *parent = nullptr);

    const HexMap &map() const { return m_map; }
    /// For undo commands only: every change goes through a command on undoStack().
    HexMap &mapForCommands() { return m_map; }
    QUndoStack *undoStack() { return &m_undoStack; }

    /// The rules the map is played by (its ruleset id resolved), or null when unknown.
    const std::shared_ptr<const Ruleset> &ruleset() const { return m_ruleset; }
    void setRuleset(std::shared_ptr<const Ruleset> ruleset);
    /// The map's own ruleset (embedded in or referenced by the map file), saved with the map.
    const MapRulesetRef &customRuleset() const { return m_customRuleset; }
    void setCustomRuleset(MapRulesetRef ref) { m_customRuleset = std::move(ref); }
    /// The custom ruleset as saving (and autosaving) writes it: an embedded one carries the
    /// current ruleset with all its edits.
    MapRulesetRef customRulesetToSave() const;

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    /// The file name without folders, or "untitled" for a new map.
    QString displayName() const;

    /// True when the map differs from the last saved (or opened) state.
    bool isModified() const { return !m_undoStack.isClean(); }
    /// Marks the current state as saved.
    void markSaved() { m_undoStack.setClean(); }

    // Announcements, called by undo commands after they changed the map.
    void announceHexes(const QList<Hex> &hexes) { emit hexesChanged(hexes); }
    void announceEdges(const QList<EdgeId> &edges) { emit edgesChanged(edges); }
    void announceLabels() { emit labelsChanged(); }
    void announceUnits() { emit unitsChanged(); }
    void announcePlans() { emit plansChanged(); }
    void announceProperties() { emit propertiesChanged(); }
    void announceBackground() { emit backgroundChanged(); }
    /// The whole map changed (resize): everything must be rebuilt.
    void announceReset() { emit mapReset(); }

signals:
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    void hexesChanged(const QList<hexstride::Hex> &hexes);
    void edgesChanged(const QList<hexstride::EdgeId> &edges);
    void labelsChanged();
    void unitsChanged();
    /// The map's named movement plans changed.
    void plansChanged();
    void propertiesChanged();
    /// The background image (its file, placement, opacity or visibility) changed.
    void backgroundChanged();
    void mapReset();
    /// The ruleset was replaced (another one chosen, or its tables edited).
    void rulesetChanged();

private:
    HexMap m_map;
    QUndoStack m_undoStack;
    QString m_fileName;
    std::shared_ptr<const Ruleset> m_ruleset;
    MapRulesetRef m_customRuleset;
};

} // namespace hexstride
