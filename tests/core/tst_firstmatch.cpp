// First-match lists: an entry an earlier one hides (a catch-all, an equal or broader condition)
// is found and named by the ruleset check; one that only overlaps is not. Rulesets built by
// hand; each row says which entry shadows which.
#include "rules/firstmatch.h"
#include "rules/rulesetcheck.h"
#include "rules/rulesetloader.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hexstride;

namespace {
// Test columns hold these (a Condition's own == is recursive, which QMetaType cannot take).
struct Whens
{
    Whens() = default;
    Whens(std::initializer_list<Condition> l)
        : list(l)
    {}
    QList<Condition> list;
};
struct OneCondition
{
    Condition c;
};
struct Modifiers
{
    Modifiers() = default;
    Modifiers(std::initializer_list<Modifier> l)
        : list(l)
    {}
    QList<Modifier> list;
};
} // namespace
Q_DECLARE_METATYPE(Whens)
Q_DECLARE_METATYPE(OneCondition)
Q_DECLARE_METATYPE(Modifiers)

namespace {

Condition unit(const QString &key, const QStringList &values)
{
    return Condition{Condition::Kind::Unit, values, key, 0, {}};
}
Condition all(const QList<Condition> &children)
{
    return Condition{Condition::Kind::All, {}, {}, 0, children};
}
Condition anyOf(const QList<Condition> &children)
{
    return Condition{Condition::Kind::Any, {}, {}, 0, children};
}
Condition negated(const Condition &c)
{
    return Condition{Condition::Kind::Not, {}, {}, 0, {c}};
}
Condition atom(Condition::Kind kind, const QStringList &ids, const QString &key = {})
{
    return Condition{kind, ids, key, 0, {}};
}
const Condition kAlways; // an empty `all`

/// Options: mount (foot, mounted, camel), fed (a flag).
Ruleset options()
{
    Ruleset r;
    UnitOption mount;
    mount.id = "mount";
    mount.choices = {{"foot", {}}, {"mounted", {}}, {"camel", {}}};
    UnitOption fed;
    fed.id = "fed";
    fed.flag = true;
    fed.choices = {{"yes", {}}, {"no", {}}};
    r.unitOptions = {mount, fed};
    return r;
}

Allowance allowance(const QString &id, const Condition &when)
{
    Allowance a;
    a.id = id;
    a.label = {id, id};
    a.when = when;
    return a;
}

Modifier modifier(const QString &id, const Condition &when, const QString &group,
                  ModifierEffect effect = ModifierEffect::Set)
{
    Modifier m;
    m.id = id;
    m.label = {id, id};
    m.when = when;
    m.group = group;
    m.effect = effect;
    return m;
}

QStringList found(const Ruleset &r)
{
    QStringList out;
    for (const ShadowedEntry &s : shadowedEntries(r))
        out << QStringLiteral("%1[%2] by %3").arg(firstMatchListId(s.list)).arg(s.index).arg(s.by);
    return out;
}

} // namespace

class TestFirstMatch : public QObject
{
    Q_OBJECT
private slots:
    void allowances_data()
    {
        QTest::addColumn<Whens>("whens");
        QTest::addColumn<QStringList>("expected");
        const Condition mounted = unit("mount", {"mounted"});
        QTest::newRow("catch-all first")
            << Whens{kAlways, mounted} << QStringList{"allowances[1] by 0"};
        QTest::newRow("catch-all last") << Whens{mounted, kAlways} << QStringList{};
        QTest::newRow("equal") << Whens{mounted, kAlways, mounted}
                               << QStringList{"allowances[2] by 0"};
        // mounted or camel, then mounted: the first holds wherever the second does.
        QTest::newRow("broader values") << Whens{unit("mount", {"mounted", "camel"}), mounted}
                                        << QStringList{"allowances[1] by 0"};
        // mounted, then mounted and fed: fewer conjuncts first.
        QTest::newRow("fewer conjuncts") << Whens{mounted, all({mounted, unit("fed", {"yes"})})}
                                         << QStringList{"allowances[1] by 0"};
        QTest::newRow("narrower first")
            << Whens{all({mounted, unit("fed", {"yes"})}), mounted} << QStringList{};
        QTest::newRow("overlap only")
            << Whens{unit("mount", {"foot", "mounted"}), unit("mount", {"mounted", "camel"})}
            << QStringList{};
        // Not foot is mounted or camel (the choices are tried): it hides mounted.
        QTest::newRow("not foot") << Whens{negated(unit("mount", {"foot"})), mounted}
                                  << QStringList{"allowances[1] by 0"};
        QTest::newRow("any of two")
            << Whens{anyOf({mounted, unit("fed", {"no"})}), unit("fed", {"no"})}
            << QStringList{"allowances[1] by 0"};
        // Hidden by two entries together, by none alone: not said (the check names one).
        QTest::newRow("hidden by a union")
            << Whens{mounted, unit("mount", {"foot", "camel"}), unit("fed", {"no"})}
            << QStringList{};
    }
    void allowances()
    {
        QFETCH(Whens, whens);
        QFETCH(QStringList, expected);
        Ruleset r = options();
        for (int i = 0; i < whens.list.size(); ++i)
            r.allowances << allowance(QStringLiteral("a%1").arg(i), whens.list[i]);
        QCOMPARE(found(r), expected);
    }

    void stepConditions_data()
    {
        QTest::addColumn<OneCondition>("first");
        QTest::addColumn<OneCondition>("second");
        QTest::addColumn<bool>("covers");
        using K = Condition::Kind;
        QTest::newRow("any unit covers enemy")
            << OneCondition{atom(K::EnterUnit, {}, "any")}
            << OneCondition{atom(K::EnterUnit, {}, "enemy")} << true;
        QTest::newRow("enemy does not cover any")
            << OneCondition{atom(K::EnterUnit, {}, "enemy")}
            << OneCondition{atom(K::EnterUnit, {}, "any")} << false;
        QTest::newRow("friend covers a moving friend")
            << OneCondition{atom(K::EnterUnit, {}, "friend")}
            << OneCondition{atom(K::EnterUnit, {}, "moving-friend")} << true;
        QTest::newRow("more terrains") << OneCondition{atom(K::EnterTerrain, {"fen", "hill"})}
                                       << OneCondition{atom(K::EnterTerrain, {"fen"})} << true;
        QTest::newRow("fewer terrains")
            << OneCondition{atom(K::EnterTerrain, {"fen"})}
            << OneCondition{atom(K::EnterTerrain, {"fen", "hill"})} << false;
        QTest::newRow("edge and terrain")
            << OneCondition{atom(K::EdgeHas, {"road"})}
            << OneCondition{all({atom(K::EnterTerrain, {"fen"}), atom(K::EdgeHas, {"road"})})}
            << true;
        QTest::newRow("no road covers no road or bridge")
            << OneCondition{negated(atom(K::EdgeHas, {"road"}))}
            << OneCondition{negated(atom(K::EdgeHas, {"road", "bridge"}))} << true;
        QTest::newRow("other kinds") << OneCondition{atom(K::EnterHas, {"road"})}
                                     << OneCondition{atom(K::EdgeHas, {"road"})} << false;
        QTest::newRow("rise 1 covers rise 2")
            << OneCondition{Condition{K::Rise, {}, {}, 1, {}}}
            << OneCondition{Condition{K::Rise, {}, {}, 2, {}}} << true;
        QTest::newRow("rise 2 does not cover rise 1")
            << OneCondition{Condition{K::Rise, {}, {}, 2, {}}}
            << OneCondition{Condition{K::Rise, {}, {}, 1, {}}} << false;
    }
    void stepConditions()
    {
        QFETCH(OneCondition, first);
        QFETCH(OneCondition, second);
        QFETCH(bool, covers);
        const Condition &earlier = first.c, &later = second.c;
        const Ruleset r = options();
        QCOMPARE(conditionCovers(earlier, later, r), covers);
        // The same pair in the occupancy list.
        Ruleset o = r;
        o.occupancy << OccupancyRule{"first", {"First", "Первое"}, earlier, false, true, {}, 7}
                    << OccupancyRule{"second", {"Second", "Второе"}, later, true, false, {}, 7};
        QCOMPARE(found(o), covers ? QStringList{"occupancy[1] by 0"} : QStringList{});
    }

    void namedConditions()
    {
        Ruleset r = options();
        r.namedConditions.insert("anything", kAlways);
        r.namedConditions.insert("horse", unit("mount", {"mounted"}));
        const Condition named{Condition::Kind::Named, {}, "anything", 0, {}};
        QVERIFY(conditionAlwaysHolds(named, r.namedConditions));
        QVERIFY(!conditionAlwaysHolds(unit("mount", {"mounted"}), r.namedConditions));
        QVERIFY(conditionCovers(Condition{Condition::Kind::Named, {}, "horse", 0, {}},
                                all({unit("mount", {"mounted"}), unit("fed", {"no"})}), r));
    }

    void modifiers_data()
    {
        QTest::addColumn<Modifiers>("list");
        QTest::addColumn<QStringList>("expected");
        const Condition road = atom(Condition::Kind::EdgeHas, {"road"});
        const Condition roadIntoFen = all({road, atom(Condition::Kind::EnterTerrain, {"fen"})});
        QTest::newRow("same group")
            << Modifiers{modifier("road", road, "ways"), modifier("fen-road", roadIntoFen, "ways")}
            << QStringList{"modifiers[1] by 0"};
        QTest::newRow("no group: both apply")
            << Modifiers{modifier("road", road, {}), modifier("fen-road", roadIntoFen, {})}
            << QStringList{};
        QTest::newRow("other groups")
            << Modifiers{modifier("road", road, "a"), modifier("fen-road", roadIntoFen, "b")}
            << QStringList{};
        QTest::newRow("narrower first")
            << Modifiers{modifier("fen-road", roadIntoFen, "ways"), modifier("road", road, "ways")}
            << QStringList{};
        // A stop outside any group ends the list wherever it matches.
        QTest::newRow("stop") << Modifiers{modifier("town", road, {}, ModifierEffect::Stop),
                                           modifier("fen-road", roadIntoFen, {},
                                                    ModifierEffect::Add)}
                              << QStringList{"modifiers[1] by 0"};
        // Restricted to one table, the first leaves the others' steps to the second.
        Modifier onOneTable = modifier("road", road, "ways");
        onOneTable.tables = {"foot"};
        QTest::newRow("on fewer tables")
            << Modifiers{onOneTable, modifier("fen-road", roadIntoFen, "ways")} << QStringList{};
        // An overriding modifier still gives a cost where "not allowed" stops the plain one.
        Modifier causeway = modifier("causeway", roadIntoFen, "ways");
        causeway.overridesNotAllowed = true;
        QTest::newRow("override after a plain one")
            << Modifiers{modifier("road", road, "ways"), causeway} << QStringList{};
        Modifier broadCauseway = modifier("causeway", road, "ways");
        broadCauseway.overridesNotAllowed = true;
        QTest::newRow("plain after an override")
            << Modifiers{broadCauseway, modifier("fen-road", roadIntoFen, "ways")}
            << QStringList{"modifiers[1] by 0"};
    }
    void modifiers()
    {
        QFETCH(Modifiers, list);
        QFETCH(QStringList, expected);
        Ruleset r = options();
        r.modifiers = list.list;
        QCOMPARE(found(r), expected);
    }

    // Ranges shadow only ranges of their kind (the last part of the id); destinations like
    // allowances.
    void rangesAndDestinations()
    {
        Ruleset r = options();
        r.ranges
            << RangeRule{"all-missile", {"All", "Все"}, kAlways, 3, {}}
            << RangeRule{"horse-missile", {"Horse", "Конные"}, unit("mount", {"mounted"}), 4, {}}
            << RangeRule{"horse-charge", {"Charge", "Атака"}, unit("mount", {"mounted"}), 2, {}};
        DestinationRule anywhere;
        anywhere.id = "anywhere";
        DestinationRule camels;
        camels.id = "camels";
        camels.when = unit("mount", {"camel"});
        r.destinations << anywhere << camels;
        QCOMPARE(found(r), (QStringList{"destinations[1] by 0", "ranges[1] by 0"}));
    }

    void insertionIndex()
    {
        const QHash<QString, Condition> none;
        const Condition mounted = unit("mount", {"mounted"});
        QCOMPARE(firstMatchInsertionIndex({}, none), 0);
        QCOMPARE(firstMatchInsertionIndex({mounted, kAlways}, none), 1);
        QCOMPARE(firstMatchInsertionIndex({mounted, unit("fed", {"no"})}, none), 2);
        QCOMPARE(firstMatchInsertionIndex({kAlways}, none), 0);
    }

    // The check's warning names the list, both entries and their places (from 1).
    void checkNamesBothEntries()
    {
        QFile f(testpaths::source("/tests/data/rulesets/causeway-fen.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        const RulesetLoadResult clean = loadRuleset(QJsonDocument(o).toJson());
        QVERIFY2(clean.ruleset, qPrintable(clean.error));
        QCOMPARE(checkRuleset(*clean.ruleset).size(), 0);
        // "Mounted" moved after the catch-all "Every unit".
        QJsonArray allowances = o["allowances"].toArray();
        allowances = QJsonArray{allowances[1], allowances[0]};
        o["allowances"] = allowances;
        const RulesetLoadResult r = loadRuleset(QJsonDocument(o).toJson());
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const QList<RulesetWarning> w = checkRuleset(*r.ruleset);
        QCOMPARE(w.size(), 1);
        QCOMPARE(rulesetWarningKindId(w[0].kind), QString("shadowed-entry"));
        QCOMPARE(w[0].path, QString("allowances[1]"));
        QCOMPARE(w[0].message, QString("Allowances: entry 2 \"Mounted\" is never used: entry 1 "
                                       "\"Every unit\" is checked first and matches everywhere "
                                       "it does"));
    }
};

QTEST_GUILESS_MAIN(TestFirstMatch)
#include "tst_firstmatch.moc"
