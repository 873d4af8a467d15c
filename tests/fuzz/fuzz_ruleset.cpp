// Fuzzes the ruleset loader: any bytes must give a ruleset or a clean error, never a crash.
// A ruleset the loader accepts must also be usable: its cost model is compiled for a small map
// of its own vocabulary and every step must cost at least the minimum step cost, or be refused.
// Input that starts with '{', '[' or white space is the ruleset itself; any other input edits a
// bundled ruleset (byte 0 picks it, the rest says which values to replace with what), which
// reaches the validation and the engine far more often than raw bytes do.
#include "movement/movementrules.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <cctype>

namespace {
/// Reads the fuzzer's bytes one at a time, then zeros.
struct ByteReader
{
    const std::uint8_t *p;
    const std::uint8_t *end;
    bool more() const { return p < end; }
    std::uint8_t next() { return p < end ? *p++ : 0; }
};

QJsonValue replacement(std::uint8_t b)
{
    static const QJsonValue values[] = {0,
                                        -1,
                                        1,
                                        2,
                                        1000000000,
                                        -1000000000,
                                        0.5,
                                        -0.5,
                                        1e300,
                                        QString(),
                                        QStringLiteral("x"),
                                        QStringLiteral("plains"),
                                        QStringLiteral("road"),
                                        QStringLiteral("yes"),
                                        QStringLiteral("no"),
                                        QStringLiteral("up"),
                                        QStringLiteral("multiply"),
                                        QJsonArray(),
                                        QJsonObject(),
                                        QJsonValue(),
                                        true,
                                        false,
                                        QJsonArray{QStringLiteral("a"), 1},
                                        QJsonObject{{QStringLiteral("not"), QJsonObject()}}};
    return values[b % (sizeof values / sizeof values[0])];
}

/// Replaces one value somewhere below v (chosen by the bytes), or v itself.
QJsonValue mutate(const QJsonValue &v, ByteReader &r, int depth)
{
    const std::uint8_t how = r.next();
    if (depth > 14 || how % 7 == 0 || (!v.isObject() && !v.isArray()))
        return replacement(r.next());
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        if (o.isEmpty())
            return replacement(r.next());
        const QString key = o.keys().at(r.next() % o.size());
        if (how % 11 == 1)
            o.remove(key);
        else
            o.insert(key, mutate(o.value(key), r, depth + 1));
        return o;
    }
    QJsonArray a = v.toArray();
    if (a.isEmpty())
        return replacement(r.next());
    const qsizetype i = r.next() % a.size();
    if (how % 11 == 1)
        a.removeAt(i);
    else if (how % 11 == 2)
        a.append(a.at(i)); // duplicates: repeated ids and rows
    else
        a.replace(i, mutate(a.at(i), r, depth + 1));
    return a;
}

QByteArray editedBundledRuleset(const std::uint8_t *data, std::size_t size)
{
    static const QStringList ids = hexstride::RulesetLibrary().ids();
    static QHash<QString, QJsonObject> sources;
    const QString id = ids.at(data[0] % ids.size());
    if (!sources.contains(id)) {
        QFile f(QStringLiteral(":/rulesets/") + id + QStringLiteral(".json"));
        if (!f.open(QIODevice::ReadOnly))
            __builtin_trap();
        sources.insert(id, QJsonDocument::fromJson(f.readAll()).object());
    }
    ByteReader r{data + 1, data + size};
    QJsonValue root = sources.value(id);
    while (r.more())
        root = mutate(root, r, 0);
    return QJsonDocument(root.toObject()).toJson(QJsonDocument::Compact);
}

hexstride::HexMap mapOf(const hexstride::Ruleset &r)
{
    using namespace hexstride;
    const auto &t = r.vocabulary.terrains;
    const auto &h = r.vocabulary.hexFeatures;
    const auto &e = r.vocabulary.edgeFeatures;
    HexMap map = mapForRuleset(r, MapShape{3, 3, {}, LabelScheme::ColRow});
    // Every terrain, feature and edge appears somewhere so that the rules are exercised.
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex hex = map.hexAtIndex(i);
        if (!t.isEmpty())
            map.setTerrain(hex, std::uint8_t(i % t.size()));
        if (!h.isEmpty())
            map.setHexFeatures(hex, FeatureMask(1u << (i % h.size())));
        if (!e.isEmpty())
            map.setEdgeFeatures(edgeOf(hex, i % 3), FeatureMask(1u << (i % e.size())));
        map.setElevation(hex, (i * 7) % 5 - 2);
    }
    return map;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    const bool raw = size == 0 || data[0] == '{' || data[0] == '[' || std::isspace(data[0]);
    const QByteArray bytes
        = raw ? QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size))
              : editedBundledRuleset(data, size);
    auto result = loadRuleset(bytes, QStringLiteral("fuzz.json"));
    if (!result.ruleset) {
        if (result.error.isEmpty())
            __builtin_trap(); // a failure must say why
        return 0;
    }
    if (result.ruleset->vocabulary.terrains.isEmpty()
        || result.ruleset->vocabulary.terrains.size() > 255
        || result.ruleset->vocabulary.hexFeatures.size() > 16
        || result.ruleset->vocabulary.edgeFeatures.size() > 16)
        return 0; // cannot be drawn as a map: nothing more to check
    const int minimum = result.ruleset->minimumStepCost;
    MovementRules rules(std::make_shared<const Ruleset>(std::move(*result.ruleset)));
    const HexMap map = mapOf(rules.ruleset());
    const UnitProfile profile;
    if (!rules.checkProfile(profile).isEmpty())
        return 0;
    for (int i = 0; i < map.hexCount(); ++i) {
        for (Direction d = 0; d < 6; ++d) {
            const int cost = rules.stepCostFast(map, map.hexAtIndex(i), d, profile);
            if (cost != -1 && cost < minimum)
                __builtin_trap();
        }
    }
    return 0;
}
