#pragma once

#include "mapdocument.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace hexstride {

/// The map-wide settings the properties dialog edits.
struct MapProperties
{
    QString title;
    QString rulesetId;
    LabelScheme labels = LabelScheme::ColRow;

    static MapProperties of(const HexMap &map)
    {
        return {map.title(), map.rulesetId(), map.shape().labels};
    }
    friend bool operator==(const MapProperties &, const MapProperties &) = default;
};

/// Changes the title, ruleset and label scheme of the map.
class ChangeMapPropertiesCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeMapPropertiesCommand)
public:
    ChangeMapPropertiesCommand(MapDocument *document, MapProperties after);

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const MapProperties &p);

    MapDocument *m_document;
    MapProperties m_before;
    MapProperties m_after;
};

} // namespace hexstride
