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
/// The cheapest and dearest of the costs that allow entry (0, 0 when none does): the ends of the
/// colour ramp.
std::pair<int, int> allowedCostRange(const std::vector<int> &costs);

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
    QSize sizeHint() const override { return {480, 360}; }

protected:
    void paintEvent(QPaintEvent *e) override;

private:
    HexMap m_map; ///< a copy: the preview must not outlive the document's map
    bool m_hasMap = false;
    std::vector<int> m_costs;
    int m_min = 0, m_max = 0;
};

} // namespace hexstride
