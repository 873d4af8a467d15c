// Localized direction names, locale numbers in explanations and ruleset names in both languages.
#include "hex/orientation.h"
#include "i18n/translations.h"
#include "movement/steptrace.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <functional>

using namespace hexstride;

namespace {

/// What is wrong with a text of a bundled ruleset: a language missing, the Russian being the
/// English copied over, or the wrong one picked (empty: nothing).
QString translationProblem(const QString &what, const LocalizedText &t)
{
    if (t.en.trimmed().isEmpty() || t.ru.trimmed().isEmpty())
        return what + QStringLiteral(": a name is missing");
    if (t.en == t.ru)
        return what + QStringLiteral(": the Russian name is the English one (") + t.en + ')';
    if (t.in(QStringLiteral("ru")) != t.ru || t.in(QStringLiteral("en")) != t.en)
        return what + QStringLiteral(": the wrong language is picked");
    return {};
}

/// Walks a ruleset's JSON: `take(path, value)` is asked about every value (its JSON path with
/// it) and returns true for the ones it keeps, which are not looked into further.
void walkJson(const QJsonValue &v, const QString &path,
              const std::function<bool(const QString &, const QJsonValue &)> &take)
{
    if (!path.isEmpty() && take(path, v))
        return;
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i)
            walkJson(a.at(i), path + '[' + QString::number(i) + ']', take);
        return;
    }
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        walkJson(it.value(), path.isEmpty() ? it.key() : path + '.' + it.key(), take);
}

/// Every assumption's reason in a ruleset file with its JSON path, wherever it is.
void collectReasons(const QJsonValue &v, const QString &path,
                    QList<QPair<QString, QJsonValue>> &out)
{
    walkJson(v, path, [&](const QString &p, const QJsonValue &value) {
        if (!p.endsWith(QLatin1String(".assumed")) && p != QLatin1String("assumed"))
            return false;
        out << qMakePair(p, value);
        return true;
    });
}

/// Every text of a written ruleset ({"en": …, "ru": …}: the writer gives every localized text
/// both keys) with its JSON path: names, labels of tables, rows, columns, allowances, rules.
void collectTexts(const QJsonValue &v, QList<QPair<QString, LocalizedText>> &out)
{
    walkJson(v, QString(), [&](const QString &p, const QJsonValue &value) {
        const QJsonObject o = value.toObject();
        if (o.size() != 2 || !o.contains(QLatin1String("en")) || !o.contains(QLatin1String("ru")))
            return false;
        out << qMakePair(p, LocalizedText::fromJson(o));
        return true;
    });
}

} // namespace

class TestLocalization : public QObject
{
    Q_OBJECT
private slots:
    void cleanup()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
    }

    void directionNames_data()
    {
        QTest::addColumn<int>("orientation");
        QTest::addColumn<int>("direction");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("russian");
        const int pointy = int(Orientation::PointyTop), flat = int(Orientation::FlatTop);
        QTest::newRow("pointy e") << pointy << 0 << "e"
                                  << "e"
                                  << "В";
        QTest::newRow("pointy ne") << pointy << 1 << "ne"
                                   << "ne"
                                   << "СВ";
        QTest::newRow("pointy nw") << pointy << 2 << "nw"
                                   << "nw"
                                   << "СЗ";
        QTest::newRow("pointy w") << pointy << 3 << "w"
                                  << "w"
                                  << "З";
        QTest::newRow("pointy sw") << pointy << 4 << "sw"
                                   << "sw"
                                   << "ЮЗ";
        QTest::newRow("pointy se") << pointy << 5 << "se"
                                   << "se"
                                   << "ЮВ";
        QTest::newRow("flat se") << flat << 0 << "se"
                                 << "se"
                                 << "ЮВ";
        QTest::newRow("flat ne") << flat << 1 << "ne"
                                 << "ne"
                                 << "СВ";
        QTest::newRow("flat n") << flat << 2 << "n"
                                << "n"
                                << "С";
        QTest::newRow("flat nw") << flat << 3 << "nw"
                                 << "nw"
                                 << "СЗ";
        QTest::newRow("flat sw") << flat << 4 << "sw"
                                 << "sw"
                                 << "ЮЗ";
        QTest::newRow("flat s") << flat << 5 << "s"
                                << "s"
                                << "Ю";
    }
    void directionNames()
    {
        QFETCH(int, orientation);
        QFETCH(int, direction);
        QFETCH(QString, game);
        QFETCH(QString, english);
        QFETCH(QString, russian);
        const auto o = Orientation(orientation);
        const auto d = Direction(direction);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCOMPARE(localizedDirectionName(o, d), english);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCOMPARE(localizedDirectionName(o, d), russian);
        // Orders for submission keep the game's notation whatever the UI language.
        QCOMPARE(directionName(o, d), game);
        QCOMPARE(parseDirection(o, game), std::optional<Direction>(d));
    }

    // Every kind of cost explanation reads in Russian: no English connective words are left
    // (they would be if lupdate could not see the texts, as with translate() wrappers).
    void explanationsReadInRussian()
    {
        QCOMPARE(applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru")),
                 QStringLiteral("ru"));
        const QRegularExpression english(QStringLiteral("[A-Za-z]{3,}"));
        for (int k = 0; k <= int(TraceItem::Kind::Defended); ++k) {
            for (const ModifierEffect effect :
                 {ModifierEffect::Add, ModifierEffect::Multiply, ModifierEffect::Set,
                  ModifierEffect::Fraction, ModifierEffect::Prohibit, ModifierEffect::Stop}) {
                TraceItem item;
                item.kind = TraceItem::Kind(k);
                item.effect = effect;
                item.ruleId = QStringLiteral("rule");
                item.label = {QStringLiteral("River"), QStringLiteral("Река")};
                item.row = {QStringLiteral("Plains"), QStringLiteral("Равнины")};
                item.column = {QStringLiteral("Fed"), QStringLiteral("Сытые")};
                item.value = 2;
                item.result = 5;
                const QString text = formatTraceItem(item, QStringLiteral("ru"));
                QVERIFY2(!text.isEmpty(), qPrintable(traceKindId(item.kind)));
                QVERIFY2(!english.match(text).hasMatch(),
                         qPrintable(traceKindId(item.kind) + ": " + text));
            }
        }
    }

    void applyLanguageSetsTheLocale()
    {
        QCOMPARE(applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru")),
                 QStringLiteral("ru"));
        QCOMPARE(uiLanguage(), QStringLiteral("ru"));
        QCOMPARE(QLocale().toString(2.5, 'g', 6), QStringLiteral("2,5"));
        QCOMPARE(applyLanguage(*QCoreApplication::instance(), QStringLiteral("en")),
                 QStringLiteral("en"));
        QCOMPARE(uiLanguage(), QStringLiteral("en"));
        QCOMPARE(QLocale().toString(2.5, 'g', 6), QStringLiteral("2.5"));
    }

    // Every name a user picks from or reads in an explanation exists in both languages, and the
    // Russian one is a translation (not the English copied over).
    void rulesetNamesInBothLanguages_data()
    {
        QTest::addColumn<QString>("ruleset");
        const RulesetLibrary library;
        QVERIFY(library.ids().size() >= 5);
        for (const QString &id : library.ids())
            QTest::newRow(qPrintable(id)) << id;
    }
    void rulesetNamesInBothLanguages()
    {
        QFETCH(QString, ruleset);
        const RulesetLibrary library;
        QString error;
        const auto r = library.ruleset(ruleset, &error);
        QVERIFY2(r, qPrintable(error));
        QStringList problems;
        int checked = 0;
        const auto check = [&](const QString &what, const LocalizedText &t) {
            ++checked;
            const QString problem = translationProblem(what, t);
            if (!problem.isEmpty())
                problems << problem;
        };
        check(QStringLiteral("ruleset name"), r->name);
        const auto features = [&](const char *kind, const QList<FeatureDefinition> &list) {
            QSet<QString> russian;
            for (const FeatureDefinition &d : list) {
                check(QString::fromLatin1(kind) + QLatin1Char(' ') + d.id, d.name);
                if (russian.contains(d.name.ru))
                    problems << QString::fromLatin1(kind) + QLatin1Char(' ') + d.id
                                    + QStringLiteral(": Russian name used twice");
                russian.insert(d.name.ru);
            }
        };
        features("terrain", r->vocabulary.terrains);
        features("hex feature", r->vocabulary.hexFeatures);
        features("edge feature", r->vocabulary.edgeFeatures);
        for (const UnitOption &o : r->unitOptions) {
            check(QStringLiteral("unit option ") + o.id, o.label);
            for (const OptionChoice &c : o.choices)
                check(QStringLiteral("choice ") + o.id + '=' + c.id, c.label);
        }
        for (const Modifier &m : r->modifiers)
            check(QStringLiteral("modifier ") + m.id, m.label);
        QVERIFY(checked > 5);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Not only names: every text a bundled ruleset shows (a cost table, its rows and columns, an
    // allowance, a prohibition's message, a stop rule…) has its own Russian.
    void everyRulesetTextInBothLanguages_data() { rulesetNamesInBothLanguages_data(); }
    void everyRulesetTextInBothLanguages()
    {
        QFETCH(QString, ruleset);
        const RulesetLibrary library;
        const auto r = library.ruleset(ruleset);
        QVERIFY(r);
        QList<QPair<QString, LocalizedText>> texts;
        collectTexts(rulesetToJson(*r), texts);
        QVERIFY2(texts.size() > 40, qPrintable(QString::number(texts.size())));
        QStringList problems;
        for (const auto &[path, text] : std::as_const(texts))
            if (const QString p = translationProblem(path, text); !p.isEmpty())
                problems << p;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Every reason a bundled ruleset gives for an assumed value is written in both languages (a
    // plain string, which stands for both, is an English reason shown to Russian players), and
    // the loaded ruleset has the same texts.
    void assumedReasonsInBothLanguages_data() { rulesetNamesInBothLanguages_data(); }
    void assumedReasonsInBothLanguages()
    {
        QFETCH(QString, ruleset);
        QFile file(QStringLiteral(":/rulesets/%1.json").arg(ruleset));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QList<QPair<QString, QJsonValue>> reasons;
        collectReasons(QJsonDocument::fromJson(file.readAll()).object(), QString(), reasons);
        QVERIFY(!reasons.isEmpty());
        QStringList problems;
        for (const auto &[path, value] : std::as_const(reasons)) {
            if (!value.isObject())
                problems << path + QStringLiteral(": a plain string, not {\"en\": …, \"ru\": …}");
            else if (const QString p = translationProblem(path, LocalizedText::fromJson(value));
                     !p.isEmpty())
                problems << p;
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        // Loaded and written back, the ruleset has the same reasons, Russian included.
        const RulesetLibrary library;
        const auto r = library.ruleset(ruleset);
        QVERIFY(r);
        QList<QPair<QString, QJsonValue>> written;
        collectReasons(rulesetToJson(*r), QString(), written);
        const auto texts = [](const QList<QPair<QString, QJsonValue>> &l) {
            QStringList out;
            for (const auto &[path, value] : l) {
                const LocalizedText t = LocalizedText::fromJson(value);
                out << t.en + QStringLiteral(" | ") + t.ru;
            }
            out.sort();
            return out;
        };
        QCOMPARE(texts(written), texts(reasons));
    }

    // The tactical ruleset was transcribed from a Russian text: its names use that text's terms,
    // as does our Russian summary of it.
    void tacticalTermsFollowTheSourceText_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("term");
        QTest::newRow("abatis") << "abatis"
                                << "засека";
        QTest::newRow("redoubt") << "redoubt"
                                 << "редут";
        QTest::newRow("walled compound") << "walled-compound"
                                         << "стен";
        QTest::newRow("bridge") << "bridge"
                                << "мост";
        QTest::newRow("hex on fire") << "fire"
                                     << "пожар";
    }
    void tacticalTermsFollowTheSourceText()
    {
        QFETCH(QString, id);
        QFETCH(QString, term);
        const RulesetLibrary library;
        const auto r = library.ruleset(QStringLiteral("tactical-formations"));
        QVERIFY(r);
        const FeatureDefinition *d = r->vocabulary.hexFeature(id);
        QVERIFY2(d, qPrintable(id));
        QVERIFY2(d->name.ru.toLower().contains(term), qPrintable(d->name.ru));
        QFile source(testpaths::source("/docs/rules/ru/tactical-formations.md"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(source.readAll()).toLower().contains(term));
    }
};

QTEST_GUILESS_MAIN(TestLocalization)
#include "tst_localization.moc"
