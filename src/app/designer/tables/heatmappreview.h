#pragma once

#include "map/hexmap.h"
#include "rules/ruleset.h"

#include <QWidget>
#include <memory>
#include <vector>

namespace hexstride {

class StepCostModel;

/// The cost of entering hex `h`: the cheapest step into it from a neighbour on the map, -1 when
/// no step may enter.
int entryCost(const StepCostModel &model, const HexMap &map, Hex h);
/// The cost of entering each hex of a map for a unit profile (the cheapest step into it from a
/// neighbour, by the movement engine), -1 where no step may enter.
std::vector<int> entryCosts(const std::shared_ptr<const Ruleset> &ruleset, const HexMap &map,
                            const UnitProfile &profile);
/// The colour ramp of a heat map: every allowed cost of the map, cheapest first, each a step
/// from green through yellow to red. Steps by rank, not by size (walk16 W16: with mountains at
/// 12 MP, plains at 3 and hills at 5 were two greens that could not be told apart).
struct CostRamp
{
    QList<int> costs; ///< the distinct allowed costs, ascending
    static CostRamp of(const std::vector<int> &costs);
    /// The hue of an allowed cost, as QColor::fromHsvF takes it (0.33 green … 0 red).
    double hue(int cost) const;
    bool operator==(const CostRamp &) const = default;
};
/// The costs a key of at most `most` entries shows: all of them when they fit, else the
/// cheapest, the dearest and evenly spread ones between.
QList<int> keyCosts(const CostRamp &ramp, int most);

/// A small picture of the open map coloured by entry cost: green cheap, red dear, grey with a
/// cross-hatch where not allowed, with a key. Drawn in the designer; the map view is untouched.
class HeatMapPreview : public QWidget
{
    Q_OBJECT
public:
    explicit HeatMapPreview(QWidget *parent = nullptr);
    /// Recomputes the costs (call after the map, ruleset or profile changed).
    void update(const std::shared_ptr<const Ruleset> &ruleset, const HexMap *map,
                const UnitProfile &profile);
    const std::vector<int> &costs() const { return m_costs; }
    /// What the key under the map says, left to right, as last painted.
    const QStringList &keyTexts() const { return m_keyTexts; }
    /// Whether the last paint wrote each hex's cost in it (the hexes were large enough).
    bool costsWritten() const { return m_costsWritten; }
    /// The colour a hex of this cost is filled with (-1: not allowed).
    QColor colourOf(int cost) const;
    QSize sizeHint() const override { return {480, 360}; }

protected:
    void paintEvent(QPaintEvent *e) override;

private:
    HexMap m_map; ///< a copy: the preview must not outlive the document's map
    bool m_hasMap = false;
    std::vector<int> m_costs;
    CostRamp m_ramp;
    QStringList m_keyTexts;
    bool m_costsWritten = false;
    void paintKey(QPainter &p, int keyHeight);
};

} // namespace hexstride
