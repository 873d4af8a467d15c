#include "rulesetauthoring.h"

#include "map/vocabularymapping.h"
#include "rulesetauthoring_parts.h"
#include "rulesetwriter.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace hexstride {

namespace {

/// The keys whose values are lists of terrain ids (conditions and destinations).
bool isTerrainList(const QString &key)
{
    return key == QLatin1String("enter") || key == QLatin1String("leave")
           || key == QLatin1String("forbidTerrains") || key == QLatin1String("forbidStartTerrains");
}

QJsonArray asArray(const QJsonValue &v)
{
    return v.isArray() ? v.toArray() : QJsonArray{v};
}

/// Every list of terrain ids in `v`, rewritten by `edit`.
QJsonValue editTerrainLists(const QJsonValue &v, const std::function<QJsonArray(QJsonArray)> &edit)
{
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(editTerrainLists(e, edit));
        return out;
    }
    if (!v.isObject())
        return v;
    QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (isTerrainList(it.key()) && (it->isArray() || it->isString()))
            *it = edit(asArray(*it));
        else if (it.key() != QLatin1String("terrains"))
            *it = editTerrainLists(*it, edit);
    }
    return o;
}

RulesetLoadResult load(const QJsonObject &json)
{
    return loadRuleset(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

/// A twin row's label: the like terrain's name `from` in `label` becomes `to`. A label that does
/// not name it whole ("Swamp with Bridge/Ford" of "Fens & Swamp") is kept after the new name, so
/// that the twins of one terrain's rows stay apart: "Bog (Swamp with Bridge/Ford)".
QString replaced(const QString &label, const QString &from, const QString &to)
{
    if (label.isEmpty() || label == from)
        return to;
    if (!from.isEmpty() && label.contains(from))
        return QString(label).replace(from, to);
    return QStringLiteral("%1 (%2)").arg(to, label);
}

} // namespace

RulesetLoadResult rulesetWithTerrain(const Ruleset &ruleset, const TerrainSpec &t)
{
    QJsonObject json = rulesetToJson(ruleset);
    const FeatureDefinition *like = ruleset.vocabulary.terrain(t.like);
    // Rows first (before the lists name the new id): each row entered into `like` gets a twin.
    QJsonArray tables = json.value(QStringLiteral("costTables")).toArray();
    for (auto table = tables.begin(); table != tables.end(); ++table) {
        QJsonObject to = table->toObject();
        const QJsonArray rows = to.value(QStringLiteral("rows")).toArray();
        const int columns = int(to.value(QStringLiteral("columns")).toArray().size());
        QJsonArray out;
        bool terrainRows = false;
        for (const QJsonValue &row : rows) {
            const QJsonObject ro = row.toObject();
            const QJsonObject when = ro.value(QStringLiteral("when")).toObject();
            const bool byTerrain = when.contains(QStringLiteral("enter"));
            terrainRows = terrainRows || byTerrain;
            if (byTerrain && like
                && asArray(when.value(QStringLiteral("enter"))).contains(t.like)) {
                QJsonObject twin = ro;
                QJsonObject twinWhen = when;
                twinWhen.insert(QStringLiteral("enter"), QJsonArray{t.id});
                twin.insert(QStringLiteral("when"), twinWhen);
                twin.insert(QStringLiteral("id"),
                            t.id + QLatin1Char('-') + ro.value(QStringLiteral("id")).toString());
                const QJsonObject label = ro.value(QStringLiteral("label")).toObject();
                twin.insert(QStringLiteral("label"),
                            QJsonObject{{QStringLiteral("en"),
                                         replaced(label.value(QStringLiteral("en")).toString(),
                                                  like->name.en, t.name.en)},
                                        {QStringLiteral("ru"),
                                         replaced(label.value(QStringLiteral("ru")).toString(),
                                                  like->name.ru, t.name.ru)}});
                twin.remove(QStringLiteral("sources"));
                out.append(twin);
            }
            out.append(row);
        }
        if (terrainRows && !like) {
            // Not allowed until the designer gives it values.
            QJsonArray cells;
            for (int c = 0; c < columns; ++c)
                cells.append(QStringLiteral("no"));
            out.prepend(QJsonObject{
                {QStringLiteral("id"), t.id},
                {QStringLiteral("label"),
                 QJsonObject{{QStringLiteral("en"), t.name.en}, {QStringLiteral("ru"), t.name.ru}}},
                {QStringLiteral("when"), QJsonObject{{QStringLiteral("enter"), QJsonArray{t.id}}}},
                {QStringLiteral("cells"), cells}});
        }
        to.insert(QStringLiteral("rows"), out);
        *table = to;
    }
    json.insert(QStringLiteral("costTables"), tables);
    if (like) {
        // Every other rule naming `like` names the new terrain too.
        const QString likeId = t.like, id = t.id;
        for (auto it = json.begin(); it != json.end(); ++it) {
            if (it.key() == QLatin1String("costTables") || it.key() == QLatin1String("terrains"))
                continue;
            *it = editTerrainLists(*it, [&](QJsonArray ids) {
                if (ids.contains(likeId) && !ids.contains(id))
                    ids.append(id);
                return ids;
            });
        }
    }
    QJsonArray terrains = json.value(QStringLiteral("terrains")).toArray();
    terrains.append(
        QJsonObject{{QStringLiteral("id"), t.id},
                    {QStringLiteral("name"), QJsonObject{{QStringLiteral("en"), t.name.en},
                                                         {QStringLiteral("ru"), t.name.ru}}},
                    {QStringLiteral("colour"), t.colour},
                    {QStringLiteral("pattern"), t.pattern}});
    json.insert(QStringLiteral("terrains"), terrains);
    return load(json);
}

RulesetLoadResult rulesetWithoutTerrain(const Ruleset &ruleset, const QString &id)
{
    return rulesetWithoutFeature(ruleset, VocabularyPart::Terrain, id);
}

RulesetLoadResult newRuleset(const Ruleset *from, const QString &id, const LocalizedText &name,
                             const MapVocabulary &keep)
{
    QJsonObject json;
    if (from) {
        json = rulesetToJson(*from);
        json.remove(QStringLiteral("sourceText")); // its "§" items are another ruleset's
    } else {
        // Every rule names its source: in a new ruleset, its designer's choice.
        const QJsonObject reason{
            {QStringLiteral("en"), QStringLiteral("a new ruleset: chosen by its designer")},
            {QStringLiteral("ru"), QStringLiteral("новый набор правил: выбрано его автором")}};
        const QJsonObject source{{QStringLiteral("assumed"), reason}};
        const QJsonObject open{{QStringLiteral("en"), QStringLiteral("Open ground")},
                               {QStringLiteral("ru"), QStringLiteral("Открытая местность")}};
        json = QJsonObject{
            {QStringLiteral("format"), QStringLiteral("hexstride-ruleset")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("terrains"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("open")},
                                    {QStringLiteral("name"), open},
                                    {QStringLiteral("colour"), QStringLiteral("#c8dc96")}}}},
            {QStringLiteral("allowances"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("id"), QStringLiteral("all")},
                             {QStringLiteral("label"),
                              QJsonObject{{QStringLiteral("en"), QStringLiteral("Every unit")},
                                          {QStringLiteral("ru"), QStringLiteral("Любой отряд")}}},
                             {QStringLiteral("points"), 6},
                             {QStringLiteral("source"), source}}}},
            {QStringLiteral("turns"),
             QJsonObject{{QStringLiteral("name"),
                          QJsonObject{{QStringLiteral("en"), QStringLiteral("Turn")},
                                      {QStringLiteral("ru"), QStringLiteral("Ход")}}},
                         {QStringLiteral("source"), source}}},
            {QStringLiteral("costTables"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("id"), QStringLiteral("terrain")},
                 {QStringLiteral("source"), source},
                 {QStringLiteral("label"),
                  QJsonObject{{QStringLiteral("en"), QStringLiteral("Terrain")},
                              {QStringLiteral("ru"), QStringLiteral("Местность")}}},
                 {QStringLiteral("columns"),
                  QJsonArray{QJsonObject{
                      {QStringLiteral("id"), QStringLiteral("any")},
                      {QStringLiteral("label"),
                       QJsonObject{{QStringLiteral("en"), QStringLiteral("Cost")},
                                   {QStringLiteral("ru"), QStringLiteral("Стоимость")}}}}}},
                 {QStringLiteral("rows"),
                  QJsonArray{QJsonObject{
                      {QStringLiteral("id"), QStringLiteral("open")},
                      {QStringLiteral("label"), open},
                      {QStringLiteral("when"),
                       QJsonObject{{QStringLiteral("enter"), QJsonArray{QStringLiteral("open")}}}},
                      {QStringLiteral("cells"), QJsonArray{1}}}}}}}}};
        if (!keep.terrains.isEmpty()) {
            // The open map's terrains and features stay (the map is not touched), each costing
            // one point until the designer says otherwise: one row that matches every terrain.
            Ruleset carrier;
            carrier.vocabulary = keep;
            const QJsonObject vocabulary = rulesetToJson(carrier);
            for (const QString &part : {QStringLiteral("terrains"), QStringLiteral("hexFeatures"),
                                        QStringLiteral("edgeFeatures")}) {
                if (vocabulary.contains(part))
                    json.insert(part, vocabulary.value(part));
            }
            QJsonArray tables = json.value(QStringLiteral("costTables")).toArray();
            QJsonObject table = tables.first().toObject();
            table.insert(
                QStringLiteral("rows"),
                QJsonArray{QJsonObject{
                    {QStringLiteral("id"), QStringLiteral("any")},
                    {QStringLiteral("label"),
                     QJsonObject{{QStringLiteral("en"), QStringLiteral("Any terrain")},
                                 {QStringLiteral("ru"), QStringLiteral("Любая местность")}}},
                    {QStringLiteral("cells"), QJsonArray{1}}}});
            tables.replace(0, table);
            json.insert(QStringLiteral("costTables"), tables);
        }
    }
    json.insert(QStringLiteral("id"), id);
    json.insert(QStringLiteral("name"),
                QJsonObject{{QStringLiteral("en"), name.en}, {QStringLiteral("ru"), name.ru}});
    return load(json);
}

HexMap mapForEditedRuleset(const HexMap &map, const Ruleset &ruleset,
                           const QMap<QString, QString> &replace)
{
    const MapVocabulary &to = ruleset.vocabulary;
    auto indexIn = [](const QList<FeatureDefinition> &defs, const QString &id) {
        for (int i = 0; i < defs.size(); ++i) {
            if (defs[i].id == id)
                return i;
        }
        return int(VocabularyMapping::kRemove);
    };
    const int fallback = std::max(0, indexIn(to.terrains, replace.value(QString())));
    VocabularyMapping m;
    for (const QString &id : map.terrains().ids()) {
        const int i = indexIn(to.terrains, replace.value(id, id));
        m.terrains.push_back(i < 0 ? fallback : i);
    }
    for (const QString &id : map.hexFeatureIds().ids())
        m.hexFeatures.push_back(indexIn(to.hexFeatures, id));
    for (const QString &id : map.edgeFeatureIds().ids())
        m.edgeFeatures.push_back(indexIn(to.edgeFeatures, id));
    return remappedMap(map, ruleset.id, to, m, fallback);
}

} // namespace hexstride
