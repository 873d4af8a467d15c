#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// The map-wide settings the properties dialog edits.
struct MapProperties
{
    QString title;
    QString rulesetId;
    LabelScheme labels = LabelScheme::ColRow;
    /// Map-check problems marked as reviewed (HexMap::reviewedProblems()).
    QStringList reviewedProblems;

    static MapProperties of(const HexMap &map)
    {
        return {map.title(), map.rulesetId(), map.shape().labels, map.reviewedProblems()};
    }
    friend bool operator==(const MapProperties &, const MapProperties &) = default;
};

/// Changes the title, ruleset and label scheme of the map.
class ChangeMapPropertiesCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeMapPropertiesCommand)
public:
    /// `describe`: the undo entry (none: "Change Map Properties").
    ChangeMapPropertiesCommand(MapDocument *document, MapProperties after, Describe describe = {});

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const MapProperties &p);

    MapDocument *m_document;
    MapProperties m_before;
    MapProperties m_after;
};

} // namespace hexstride
