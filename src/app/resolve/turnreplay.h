#pragma once

#include "movement/turnresolver.h"

namespace hexstride {

/// The moments of a resolved turn, to replay it on the map: by period where all units move at
/// once (simultaneous), by round and side where sides alternate, unit by unit where units move
/// one after another. Frame 0 is the start; the last frame is the whole turn. Only orders the
/// resolution already holds are split up: no rule is applied here.
class TurnReplay
{
public:
    TurnReplay() = default;
    TurnReplay(const Ruleset &ruleset, const TurnResolution &resolution, const QString &language);

    /// Frames including the start (frame 0).
    int frameCount() const { return int(m_labels.size()); }
    /// What a frame shows: "Start", "Day 1", "Round 2: West", "Army of the North".
    QString label(int frame) const { return m_labels.value(frame); }
    /// How many of a unit's steps are made by the end of the frame.
    int stepsShown(int frame, int unit) const;

private:
    QStringList m_labels;
    /// Per unit, per step: the first frame that shows it.
    QList<QList<int>> m_stepFrame;
};

} // namespace hexstride
