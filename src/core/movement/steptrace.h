#pragma once

#include "rules/ruleset.h"

#include <QJsonObject>
#include <QList>
#include <QSharedData>

#include <memory>
#include <optional>

namespace hexstride {

/// One factor of a step's cost, or a rule that decides the step. The UI and the CLI render it
/// in English or Russian with formatTraceItem(); the rule names come from the ruleset.
struct TraceItem
{
    enum class Kind : std::uint8_t {
        Base,         ///< base cost: table, row, column → value
        Modifier,     ///< a modifier: effect, value → result
        Rounding,     ///< the rounding rule: result
        Minimum,      ///< raised to the minimum step cost: result
        Final,        ///< the step's cost: result
        Prohibited,   ///< a rule or a "not allowed" cell prohibits the step
        NoCost,       ///< no row/column of any table applies
        OffMap,       ///< the step leaves the map
        NotAdjacent,  ///< a clicked hex is not next to the previous one
        Hold,         ///< a hold order ("home", a day of rest): result
        Insufficient, ///< value = cost, result = points left
        NotExecuted,  ///< an earlier step ended the order
        Warning,      ///< a stop rule that warns, or a chance the planner cannot compute
        Stopped,      ///< a stop rule ends the move after this step
        Occupied,     ///< an occupancy rule forbids passing or ending here
        StateChange,  ///< the unit's options change after this step
        MinimumMove,  ///< the minimum-move rule lets the step happen although it costs too much
        NewTurn,      ///< the step begins turn `result`
        NewPeriod,    ///< the step begins the period `label` of the same turn
        Defended,     ///< the step crosses a hex-side an enemy defends
        /// A modifier that overrides "not allowed" gives the step a cost (value → result); row
        /// and column: the cell that said "not allowed" (empty: the table gave no cost).
        Override,
        /// A destination order: straight to the hex, not costed by what lies between (the
        /// destination rule's `label`).
        Destination,
        /// The step enters a terrain or hex feature, or crosses a hex-side feature, that the
        /// map names and the ruleset does not know: not allowed. ruleId: the map's id; value:
        /// an UnknownIdKind.
        NotInRuleset,
    };
    Kind kind = Kind::Final;
    QString ruleId;
    LocalizedText label;  ///< the rule's or table's name
    LocalizedText row;    ///< Base: the row's label
    LocalizedText column; ///< Base: the column's label
    ModifierEffect effect = ModifierEffect::Add;
    double value = 0;
    double result = 0;
    friend bool operator==(const TraceItem &, const TraceItem &) = default;
};

using StepTrace = QList<TraceItem>;

/// What a TraceItem::NotInRuleset names (its value).
enum class UnknownIdKind { Terrain = 0, HexFeature = 1, EdgeFeature = 2 };

/// An optional trace item that copies share: a step's reason. A trace item is 200 bytes, most
/// steps have no reason, and a turn of 100,000 units copies its plans; held by a pointer, a step
/// is 144 bytes instead of 350. Reads as std::optional<TraceItem> does.
} // namespace hexstride
Q_DECLARE_TYPEINFO(hexstride::TraceItem, Q_RELOCATABLE_TYPE);
namespace hexstride {

class SharedTraceItem
{
public:
    SharedTraceItem() = default;
    SharedTraceItem(std::nullopt_t) {}
    SharedTraceItem(const TraceItem &item)
        : m_item(new Held{item})
    {}
    SharedTraceItem(const std::optional<TraceItem> &item)
    {
        if (item)
            m_item = new Held{*item};
    }
    bool has_value() const { return bool(m_item); }
    explicit operator bool() const { return has_value(); }
    const TraceItem &operator*() const { return m_item->item; }
    const TraceItem *operator->() const { return &m_item->item; }
    void reset() { m_item.reset(); }
    /// Equal when both are empty or both hold equal items.
    friend bool operator==(const SharedTraceItem &a, const SharedTraceItem &b)
    {
        return a.m_item == b.m_item || (a.m_item && b.m_item && a.m_item->item == b.m_item->item);
    }

private:
    // One pointer and the count beside the item (a std::shared_ptr is two pointers and a
    // control block): a turn of 100,000 units holds 400,000 steps.
    struct Held : QSharedData
    {
        explicit Held(const TraceItem &i)
            : item(i)
        {}
        TraceItem item;
    };
    QExplicitlySharedDataPointer<Held> m_item;
};

/// The reason of a step an earlier one ended (Kind::NotExecuted): one item every such step
/// shares.
const SharedTraceItem &notExecutedReason();

/// The item as a sentence in a language ("en", "ru"): connective words through tr(), rule names
/// from the ruleset in that language.
QString formatTraceItem(const TraceItem &item, const QString &language);
/// Machine-readable form: {"kind":"base","rule":…,"text":…,"value":…,"result":…}.
QJsonObject traceItemJson(const TraceItem &item, const QString &language);
/// A stable id for the kind ("base", "modifier", …).
QString traceKindId(TraceItem::Kind kind);

/// A number of an explanation in the locale's notation (1,5 in Russian).
QString traceNumber(double v);
/// A modifier's effect as explanations write it: "+2", "×2", "= 3".
QString traceEffectText(const TraceItem &item);

} // namespace hexstride
