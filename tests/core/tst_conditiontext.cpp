// Conditions read as sentences in the interface language, never as JSON.
#include "i18n/translations.h"
#include "rules/conditiontext.h"
#include "rules/profiletext.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetmismatch.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>

using namespace hexstride;

namespace {
Ruleset bundled(const QString &id)
{
    const auto r = loadRulesetFile(QStringLiteral(":/rulesets/%1.json").arg(id));
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}
const Prohibition &prohibition(const Ruleset &r, const QString &id)
{
    for (const Prohibition &p : r.prohibitions) {
        if (p.id == id)
            return p;
    }
    qFatal("no prohibition %s", qPrintable(id));
}
} // namespace

class TestConditionText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { cleanup(); }
    void cleanup()
    {
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    }

    // The mountain-to-mountain prohibition of pbm-strategic: terrains and features by name.
    void prohibitionReadsAsASentence()
    {
        const Ruleset r = bundled("pbm-strategic");
        const QString text
            = conditionText(r, prohibition(r, "mountain-to-mountain").when, QStringLiteral("en"));
        QVERIFY2(text.contains("leaving Mountains"), qPrintable(text));
        QVERIFY2(text.contains("entering Mountains"), qPrintable(text));
        QVERIFY2(text.contains("not crossing Road or Ford"), qPrintable(text));
        QVERIFY2(!text.contains('{') && !text.contains('"'), qPrintable(text));
    }

    // An allowance's unit condition: the option's and the choice's names.
    void unitOptionsByName()
    {
        const Ruleset r = bundled("pbm-strategic");
        const Allowance *stride = nullptr;
        for (const Allowance &a : r.allowances)
            stride = a.id == "long-stride" ? &a : stride;
        QVERIFY(stride);
        const QString text = conditionText(r, stride->when, QStringLiteral("en"));
        QCOMPARE(text, QString("Movement spell is Long Stride (#302)"));
        // The command line's profile text no longer shows "…" for a condition that is not a
        // plain list of options.
        Condition any{Condition::Kind::Any, {}, {}, 0, {stride->when, {}}};
        QVERIFY(!unitConditionText(r, any, "en").contains(QStringLiteral("…")));
    }

    void emptyAndNested()
    {
        const Ruleset r = bundled("pbm-strategic");
        QCOMPARE(conditionText(r, Condition{}, "en"), QString("always"));
        Condition enter{Condition::Kind::EnterTerrain, {"plains", "mountains"}, {}, 0, {}};
        Condition rise{Condition::Kind::Rise, {}, {}, 2, {}};
        Condition any{Condition::Kind::Any, {}, {}, 0, {enter, rise}};
        Condition notAny{Condition::Kind::Not, {}, {}, 0, {any}};
        QCOMPARE(conditionText(r, notAny, "en"),
                 QString("not (entering Plains or Mountains or climbing 2 levels or more)"));
    }

    // In Russian: names from the ruleset, connective words translated; no English left.
    void russian()
    {
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::Russian));
        const Ruleset r = bundled("pbm-strategic");
        const QString text
            = conditionText(r, prohibition(r, "mountain-to-mountain").when, QStringLiteral("ru"));
        QVERIFY2(text.contains(QStringLiteral("Горы")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Дорога")), qPrintable(text));
        static const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
        QVERIFY2(!text.contains(latin), qPrintable(text));
    }

    // A map that uses a terrain the ruleset does not define is named in a warning.
    void mismatchIsNamed()
    {
        const Ruleset strategic = bundled("pbm-strategic");
        const Ruleset other = bundled("tactical-formations");
        HexMap map = mapForRuleset(strategic, {4, 3, {}, LabelScheme::ColRow}, "mountains");
        QVERIFY(rulesetMismatchText(map, strategic).isEmpty());
        // tactical-formations has no mountains.
        QCOMPARE(rulesetMismatch(map, other).terrains, QStringList{"mountains"});
        const QString warning = rulesetMismatchText(map, other);
        QVERIFY2(warning.contains("mountains") && warning.contains("tactical-formations"),
                 qPrintable(warning));
    }
};

QTEST_GUILESS_MAIN(TestConditionText)
#include "tst_conditiontext.moc"
