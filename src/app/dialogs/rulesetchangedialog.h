#pragma once

#include "map/mapstats.h"
#include "map/vocabularymapping.h"

#include <QDialog>
#include <QHash>
#include <QImage>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;

namespace hexstride {

class HexMap;
struct Ruleset;

/// Asks how each terrain, hex feature and hex-side feature of a map's vocabulary maps onto a
/// new ruleset's when the map changes ruleset: a choice per entry, preset with the suggestion
/// (suggestMapping: id, name, kind, cost), "Remove" for features (and "the default terrain"
/// for terrains). Given the map's counts, it shows how many hexes (or hex-sides) have each
/// entry and says before OK what is removed and what changes. Terrains made for a Tiled map's
/// tiles ("tile 7") come after the others, by tile number, each with its tile's picture when
/// one is given.
class RulesetChangeDialog : public QDialog
{
    Q_OBJECT
public:
    /// `suggested`: the preset choices (default: suggestMapping(from, to) without costs);
    /// `usage`: the map's counts per entry of `from` (computeMapStats), for the rows and the
    /// summary; `pictures`: a picture per terrain id of `from` (a Tiled tile's).
    RulesetChangeDialog(const MapVocabulary &from, const MapVocabulary &to, const QString &newName,
                        const QString &language, QWidget *parent = nullptr,
                        const VocabularyMapping *suggested = nullptr,
                        const MapStats *usage = nullptr,
                        const QHash<QString, QImage> &pictures = {});

    VocabularyMapping mapping() const;
    /// The choice boxes of a section (0 terrains, 1 hex features, 2 hex-sides), in the order of
    /// `from`'s entries (not the order shown), for tests.
    const QList<QComboBox *> &choices(int section) const { return m_choices[section]; }
    /// What the chosen mapping removes and changes on the map, as shown above the buttons.
    QString summary() const;
    /// Hides the summary, keeping the counts in the rows: for a Tiled map's tiles, each of which
    /// the summary would list again in a long paragraph.
    void hideSummary();

private:
    void updateSummary();

    MapVocabulary m_from, m_to;
    QString m_language;
    std::optional<MapStats> m_usage;
    QList<QComboBox *> m_choices[3];
    QLabel *m_summary = nullptr;
};

/// The map in `to`'s vocabulary for a change of its ruleset from `from` (null when unknown), as
/// Map ▸ Properties changes it: when `to` defines every terrain and feature the map has, the
/// same hexes under `to`'s id and id tables without a question; otherwise the mapping asked with
/// RulesetChangeDialog, preset with the suggestion. Nothing when the user cancels.
std::optional<HexMap> askMapForRuleset(const HexMap &map,
                                       const std::shared_ptr<const Ruleset> &from,
                                       const std::shared_ptr<const Ruleset> &to,
                                       const QString &language, QWidget *parent);

} // namespace hexstride
