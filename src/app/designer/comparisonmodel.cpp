#include "comparisonmodel.h"

#include "costtablemodel.h"
#include "map/hexmap.h"
#include "movement/stepcostmodel.h"

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
    auto value = [](const CostTable *t, const QString &row, const QString &col) -> QString {
        if (!t)
            return {};
        int r = -1, c = -1;
        for (int i = 0; i < t->rows.size(); ++i)
            r = t->rows[i].id == row && r < 0 ? i : r;
        for (int i = 0; i < t->columns.size(); ++i)
            c = t->columns[i].id == col && c < 0 ? i : c;
        if (r < 0 || c < 0)
            return {};
        return designerstyle::cellText(t->cells[r][c].value);
    };
    for (const QString &row : rowIds) {
        QList<std::pair<QString, QString>> line;
        for (const QString &col : colIds)
            line.append({value(a, row, col), value(b, row, col)});
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
    QStringList t, h, e;
    for (const auto &d : r.vocabulary.terrains)
        t << d.id;
    for (const auto &d : r.vocabulary.hexFeatures)
        h << d.id;
    for (const auto &d : r.vocabulary.edgeFeatures)
        e << d.id;
    const HexMap map(MapShape{1, 1, {}, LabelScheme::ColRow}, r.id, IdTable(t), IdTable(h),
                     IdTable(e), 0);
    const StepCostModel a(ruleset, map, r.withDefaults(left)),
        b(ruleset, map, r.withDefaults(right));
    g.columns << QCoreApplication::translate("hexstride::ComparisonModel", "No feature");
    for (const auto &d : r.vocabulary.edgeFeatures)
        g.columns << d.name.in(language);
    for (int te = 0; te < t.size(); ++te) {
        g.rows << r.vocabulary.terrains[te].name.in(language);
        QList<std::pair<QString, QString>> line;
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
            line.append({text(a.evaluate(f, nullptr)), text(b.evaluate(f, nullptr))});
        }
        g.cells << line;
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
