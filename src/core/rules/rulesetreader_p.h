#pragma once

// Private to the ruleset loader: JSON reading with errors that name the JSON path.

#include "io/jsonfields.h"
#include "io/messagetext.h"
#include "map/sidespellings.h"
#include "ruleset.h"
#include "rulesetlimits.h"
#include "text/isolatedtext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <cmath>

namespace hexstride::rulesetreader {

/// The ids of one list read so far, by their look-alike key (lookAlikeKey): key → the id.
using SeenIds = QHash<QString, QString>;
/// The names of one list read so far, by language and look-alike key: key → the name and the
/// JSON path it was read at ("terrains[0].name.en").
using SeenNames = QHash<QString, std::pair<QString, QString>>;

/// The translation context of these messages (a class so that lupdate finds them).
struct RulesetLoaderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetLoader)
};

/// Thrown inside the loader only; caught in loadRuleset and turned into the error text.
struct LoadError
{
    QString path;
    QString message;
};

inline QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}
inline QString at(const QString &path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

/// The most tests one condition may grow to once named conditions are written out; bundled
/// rulesets need a few dozen.
constexpr qint64 kMaxConditionNodes = 100000;
/// The most tests all conditions of a ruleset may grow to, each written out on its own: twice
/// the bound of one, so that one condition at its bound fits beside the rest. The bundled
/// rulesets need at most a few thousand.
constexpr qint64 kMaxRulesetConditionNodes = 2 * kMaxConditionNodes;

[[noreturn]] inline void fail(const QString &path, const QString &message)
{
    throw LoadError{path, message};
}

/// Reads typed values from JSON, failing with the JSON path of the offending value.

/// Reads a ruleset section by section; throws LoadError at the first problem.
class RulesetReader
{
public:
    explicit RulesetReader(Ruleset &r)
        : m_r(r)
    {}

    void read(const QJsonObject &root);

private:
    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject())
            fail(path, RulesetLoaderText::tr("expected an object"));
        return v.toObject();
    }
    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray())
            fail(path, RulesetLoaderText::tr("expected an array"));
        return v.toArray();
    }
    QString string(const QJsonObject &o, const QString &key, const QString &path,
                   bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return QString();
        if (!v.isString() || (required && v.toString().isEmpty()))
            fail(join(path, key), RulesetLoaderText::tr("expected a non-empty string"));
        return v.toString();
    }
    double number(const QJsonObject &o, const QString &key, const QString &path, double fallback,
                  bool required = false)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return fallback;
        if (!v.isDouble())
            fail(join(path, key), RulesetLoaderText::tr("expected a number"));
        return v.toDouble();
    }
    /// A whole number in lo..hi (probe18 S05: 1000001 was "expected a whole number").
    int integer(const QJsonObject &o, const QString &key, const QString &path, int fallback,
                bool required = false, int lo = -kMaxRulesetInteger, int hi = kMaxRulesetInteger)
    {
        const double d = number(o, key, path, fallback, required);
        if (d != std::floor(d))
            fail(join(path, key), RulesetLoaderText::tr("expected a whole number"));
        if (d < lo || d > hi)
            fail(join(path, key), outOfRangeText(d, lo, hi));
        return static_cast<int>(d);
    }
    bool boolean(const QJsonObject &o, const QString &key, const QString &path, bool fallback)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool())
            fail(join(path, key), RulesetLoaderText::tr("expected true or false"));
        return v.toBool();
    }
    QStringList strings(const QJsonValue &v, const QString &path)
    {
        if (v.isString())
            return {v.toString()};
        QStringList out;
        const QJsonArray a = array(v, path);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a.at(i).isString())
                fail(at(path, i), RulesetLoaderText::tr("expected a string"));
            out << a.at(i).toString();
        }
        return out;
    }
    LocalizedText text(const QJsonObject &o, const QString &key, const QString &path,
                       bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return {};
        const QJsonObject t = object(v, join(path, key));
        only(t, join(path, key), {"en", "ru"}); // probe15 P18: a "de" was dropped unread
        LocalizedText out{string(t, QStringLiteral("en"), join(path, key)),
                          string(t, QStringLiteral("ru"), join(path, key))};
        // probe13 Q11: a label such as "R2\u202eevil" read "R2live" in the designer and ran
        // raw into booklets and CSV files. Ruleset texts are ours to refuse (file names are not:
        // the app isolates those, isolatedText()).
        // probe15 P07: a line break in a label started a line of its own in `move` and
        // `explain` output ("FORGED LINE"); the same for every control character.
        printable(out.en, join(join(path, key), QStringLiteral("en")));
        printable(out.ru, join(join(path, key), QStringLiteral("ru")));
        return out;
    }
    /// Ruleset texts and ids hold no character that terminalText() would escape.
    void printable(const QString &s, const QString &path)
    {
        if (!holdsTerminalEscape(s))
            return;
        for (const char32_t c : QStringView(s).toUcs4()) {
            const QString code
                = QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0'));
            if (isBidiControl(c))
                fail(path, RulesetLoaderText::tr(
                               "holds the bidirectional control character U+%1, which would make "
                               "the text around it read otherwise")
                               .arg(code));
            if (isEscapedInTerminal(c))
                fail(path, RulesetLoaderText::tr("holds the control or invisible character U+%1, "
                                                 "which would break or hide the text where it is "
                                                 "shown")
                               .arg(code));
        }
    }
    SourceRef source(const QJsonObject &o, const QString &path, bool required = true)
    {
        const QJsonValue v = o.value(QStringLiteral("source"));
        if (v.isUndefined()) {
            if (required)
                fail(join(path, QStringLiteral("source")),
                     RulesetLoaderText::tr(
                         "missing: every rule says where it comes from (an item of the summary "
                         "such as \"§4.2\", or {\"assumed\": …})"));
            return {};
        }
        return sourceValue(v, join(path, QStringLiteral("source")));
    }
    /// "§4.2" (an item of the ruleset's summary) or {"assumed": "why", "item": "§4.3"}.
    SourceRef sourceValue(const QJsonValue &v, const QString &p)
    {
        if (v.isString()) {
            if (v.toString().trimmed().isEmpty())
                fail(p, RulesetLoaderText::tr("expected a non-empty string"));
            printable(v.toString(), p);
            return SourceRef{v.toString(), {}};
        }
        const QJsonObject s = object(v, p);
        // Rulesets summarise their rule text in their own words; a quotation is an old format.
        if (s.contains(QStringLiteral("quote")))
            fail(join(p, QStringLiteral("quote")),
                 RulesetLoaderText::tr(
                     "rulesets do not quote their rule text: name an item of the summary "
                     "instead (\"source\": \"§4.2\")"));
        only(s, p, {"assumed", "item"});
        const QString item = string(s, QStringLiteral("item"), p, false);
        printable(item, join(p, QStringLiteral("item")));
        return SourceRef{item, reason(s, p)};
    }
    /// An assumption's reason: {"en": …, "ru": …}, or a plain string (older files), which
    /// stands for both languages as a name the program gives itself does.
    LocalizedText reason(const QJsonObject &s, const QString &p)
    {
        const QString key = QStringLiteral("assumed");
        const QJsonValue v = s.value(key);
        if (v.isObject()) {
            only(v.toObject(), join(p, key), {"en", "ru"});
            text(s, key, p); // both languages, neither empty
        } else if (v.isUndefined() || v.isString()) {
            printable(string(s, key, p), join(p, key)); // not empty, one line
        } else {
            fail(join(p, key), RulesetLoaderText::tr("expected a reason: a string or {\"en\": …, "
                                                     "\"ru\": …}"));
        }
        return LocalizedText::fromJson(v);
    }
    /// Unknown keys are errors: a misspelt key would otherwise silently drop a rule.
    void only(const QJsonObject &o, const QString &path,
              std::initializer_list<const char *> allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool known = false;
            for (const char *k : allowed)
                known = known || it.key() == QLatin1String(k);
            if (!known)
                fail(join(path, it.key()), RulesetLoaderText::tr("unknown key"));
        }
    }
    /// The "id" of an entry of a list, refused when an earlier entry's reads the same
    /// (`seen`): written alike, or alike by lookAlikeKey ("dаy" with a Cyrillic а, "DAY" beside
    /// "day" are two choices to the program and one to the eye and the referee, probe16 Q08).
    QString uniqueId(const QJsonObject &o, const QString &path, SeenIds &seen)
    {
        const QString id = string(o, QStringLiteral("id"), path);
        printable(id, join(path, QStringLiteral("id")));
        const QString key = lookAlikeKey(id);
        if (const auto earlier = seen.constFind(key); earlier == seen.cend())
            seen.insert(key, id);
        else if (*earlier == id)
            fail(join(path, QStringLiteral("id")),
                 RulesetLoaderText::tr("duplicate id \"%1\"").arg(quotedInput(id)));
        else
            fail(join(path, QStringLiteral("id")),
                 RulesetLoaderText::tr("\"%1\" reads as \"%2\", an earlier id of this list, "
                                       "but is written otherwise: the ids of a list must read "
                                       "differently")
                     .arg(quotedInput(id), quotedInput(*earlier)));
        return id;
    }

    /// The encounter keys of turns.sequence that name other parts of the ruleset.
    void checkEncounterRules();
    /// Refuses a scale.perHex that makes an allowance or range more hexes than
    /// kMaxRulesetInteger (probe18 S04).
    void checkScaledAllowances();

    void checkIds(const QStringList &ids, const QStringList &known, const QString &path,
                  const char *what)
    {
        for (const QString &id : ids) {
            if (!known.contains(id))
                fail(path, RulesetLoaderText::tr("unknown %1 \"%2\"")
                               .arg(RulesetLoaderText::tr(what), quotedInput(id)));
        }
    }

    QList<FeatureDefinition> features(const QJsonValue &v, const QString &path, bool edges);
    /// The name that tells an entry of a list from the others (a terrain's, a feature's, a
    /// cost-table row's or column's label), read as text() reads it and refused, in either
    /// language, when it shows nothing, is longer than kMaxLabelChars or reads as an earlier
    /// entry's of `seen` (probe20 U02: two "Open country" of different costs in the legend).
    LocalizedText entryName(const QJsonObject &o, const QString &key, const QString &path,
                            SeenNames &seen);
    void unitOptions(const QJsonValue &v, const QString &path);
    /// Refuses an option id or choice that an orders line's KEY=VALUE cannot carry.
    void ordersWord(const QString &id, const QString &path);
    /// A rule's condition (or, before checkNamedConditions, a named one's), checked for size
    /// and depth once named conditions are known.
    Condition condition(const QJsonValue &v, const QString &path);
    /// One condition object and what it nests, unchecked.
    Condition conditionObject(const QJsonValue &v, const QString &path);
    Condition optionalCondition(const QJsonObject &o, const QString &key, const QString &path)
    {
        return o.contains(key) ? condition(o.value(key), join(path, key)) : Condition{};
    }
    CostTable costTable(const QJsonObject &o, const QString &path, SeenIds &seen);
    /// Refuses cycles, depth and size of the named conditions `names` (in this order, so that
    /// the condition named is the same on every run).
    void checkNamedConditions(const QStringList &names);
    /// The levels below c once named conditions are written out, c being `level` deep; fails,
    /// naming `path` (or the named condition `owner` of a cycle), beyond kMaxConditionDepth.
    /// Depths of named conditions are memoised in m_namedDepths.
    int conditionDepth(const Condition &c, int level, const QString &path, const QString &owner);
    /// The sequencing model of turns.sequence (kind, first, sight, source).
    void readSequence(const QJsonObject &so, const QString &sp, TurnSequence &q);
    /// The nodes a condition has once its named conditions are written out (the engine expands
    /// them), saturating above kMaxConditionNodes; named sizes are memoised in m_namedSizes.
    qint64 expandedSize(const Condition &c);
    QStringList ids(const QList<FeatureDefinition> &l) const
    {
        QStringList out;
        for (const auto &d : l)
            out << d.id;
        return out;
    }

    Ruleset &m_r;
    QStringList m_terrainIds, m_hexFeatureIds, m_edgeFeatureIds;
    QSet<QString> m_namedIds;
    QHash<QString, qint64> m_namedSizes;
    QHash<QString, int> m_namedDepths;
    qint64 m_conditionNodes = 0; ///< the expanded sizes of the conditions read so far, summed
    QSet<QString> m_writingOut;  ///< named conditions being measured by conditionDepth
    bool m_namedChecked = false; ///< named conditions are known acyclic and sized
};

} // namespace hexstride::rulesetreader
