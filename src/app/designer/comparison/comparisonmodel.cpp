#include "comparisonmodel.h"

#include "designer/tables/costtablemodel.h"
#include "map/hexmap.h"
#include "movement/stepcostmodel.h"
#include "movement/steptrace.h"
#include "plaintext.h"
#include "rules/costtablecells.h"
#include "rules/rulesetmap.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>

namespace hexstride {

int ComparisonGrid::differences() const
{
    int n = 0;
    for (const auto &row : cells) {
        for (const auto &c : row)
            n += c.first != c.second;
    }
    return n;
}

ComparisonGrid compareCostTables(const Ruleset &left, const Ruleset &right, const QString &tableId,
                                 const QString &language)
{
    auto find = [&](const Ruleset &r) -> const CostTable * {
        for (const auto &t : r.costTables) {
            if (t.id == tableId)
                return &t;
        }
        return nullptr;
    };
    const CostTable *a = find(left), *b = find(right);
    ComparisonGrid g;
    // Union of axis ids, left order first.
    auto axisIds = [&](auto member) {
        QStringList ids;
        QStringList labels;
        for (const CostTable *t : {a, b}) {
            if (!t)
                continue;
            for (const CostAxis &x : t->*member) {
                if (!ids.contains(x.id)) {
                    ids << x.id;
                    labels << x.label.in(language);
                }
            }
        }
        return std::pair{ids, labels};
    };
    const auto [rowIds, rowLabels] = axisIds(&CostTable::rows);
    const auto [colIds, colLabels] = axisIds(&CostTable::columns);
    g.rows = rowLabels;
    g.columns = colLabels;
    auto value = [&tableId](const Ruleset &r, const QString &row, const QString &col) -> QString {
        const CostCell *cell = findCostCell(r, tableId, row, col);
        return cell ? designerstyle::cellText(cell->value) : QString();
    };
    for (const QString &row : rowIds) {
        QList<std::pair<QString, QString>> line;
        // Old → new: the other ruleset's value, then the edited one's.
        for (const QString &col : colIds)
            line.append({value(right, row, col), value(left, row, col)});
        g.cells << line;
    }
    return g;
}

ComparisonGrid compareProfiles(const std::shared_ptr<const Ruleset> &ruleset,
                               const UnitProfile &left, const UnitProfile &right,
                               const QString &language)
{
    ComparisonGrid g;
    if (!ruleset)
        return g;
    const Ruleset &r = *ruleset;
    const HexMap map = mapForRuleset(r, MapShape{1, 1, {}, LabelScheme::ColRow}, {});
    const StepCostModel a(ruleset, map, r.withDefaults(left)),
        b(ruleset, map, r.withDefaults(right));
    g.columns << QCoreApplication::translate("hexstride::ComparisonModel", "No feature");
    for (const auto &d : r.vocabulary.edgeFeatures)
        g.columns << d.name.in(language);
    for (int te = 0; te < map.terrains().size(); ++te) {
        g.rows << r.vocabulary.terrains[te].name.in(language);
        QList<std::pair<QString, QString>> line;
        QStringList reasons;
        for (int c = 0; c < g.columns.size(); ++c) {
            // Entering the terrain from the same terrain, on level ground.
            const StepFacts f{std::uint8_t(te),
                              std::uint8_t(te),
                              0,
                              0,
                              FeatureMask(c == 0 ? 0 : 1u << (c - 1)),
                              0,
                              0};
            auto text = [](int cost) {
                return cost < 0 ? designerstyle::notAllowedText() : QString::number(cost);
            };
            // Where a side is not allowed, the rule that says so (the engine's own trace).
            auto why = [&f, &language](const StepCostModel &m) {
                StepTrace trace;
                if (m.evaluate(f, &trace) >= 0)
                    return QString();
                for (const TraceItem &item : trace) {
                    if (item.kind == TraceItem::Kind::Prohibited
                        || item.kind == TraceItem::Kind::NoCost
                        || item.kind == TraceItem::Kind::NotInRuleset)
                        return formatTraceItem(item, language);
                }
                return QString();
            };
            line.append({text(a.evaluate(f, nullptr)), text(b.evaluate(f, nullptr))});
            const QString left = why(a), right = why(b);
            reasons.append(left == right || right.isEmpty() ? left
                           : left.isEmpty()                 ? right
                                                            : left + QLatin1Char('\n') + right);
        }
        g.cells << line;
        g.reasons << reasons;
    }
    return g;
}

void ComparisonModel::setGrid(ComparisonGrid grid)
{
    beginResetModel();
    m_grid = std::move(grid);
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_grid.rows.size());
}

int ComparisonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_grid.columns.size());
}

QVariant ComparisonModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto &[a, b] = m_grid.cells[index.row()][index.column()];
    const bool differs = a != b;
    switch (role) {
    case Qt::DisplayRole:
        if (!differs)
            return a;
        return tr("%1 → %2").arg(a.isEmpty() ? tr("(none)") : a, b.isEmpty() ? tr("(none)") : b);
    case Qt::ToolTipRole: {
        const QString reason = m_grid.reasons.value(index.row()).value(index.column());
        return reason.isEmpty() ? QVariant() : QVariant(plainToolTip(reason));
    }
    case Qt::BackgroundRole:
        return differs ? QVariant(QColor(0xff, 0xc8, 0xc8)) : QVariant();
    case Qt::FontRole:
        if (differs) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::UserRole:
        return differs;
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    const QStringList &labels = orientation == Qt::Horizontal ? m_grid.columns : m_grid.rows;
    return labels.value(section);
}

} // namespace hexstride
