#pragma once

#include "exporting/mapexporter.h"
#include "io/customruleset.h"
#include "io/mapruleset.h"
#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>

namespace hexstride::cli {

/// What a movement verb prints and returns. The verbs are thin: they parse arguments, load the
/// map and call these functions, which tests call in-process with maps built in code.
struct VerbOutput
{
    int exitCode = 0;
    QString out;
    QString err;
    /// Output too large to hold whole (the text of a 100,000-unit turn): written after `out`,
    /// a piece at a time. Empty for most verbs.
    std::function<void(QTextStream &)> writeMore;
    /// `out` is a machine format (CSV): written byte for byte unless stdout is a terminal.
    bool exact = false;

    /// `out`, then what writeMore writes: all the verb prints on stdout, as one string.
    QString printed() const;
};

/// Options shared by move and explain.
struct MovementRequest
{
    QString from;      ///< hex label in the map's scheme
    QString rulesetId; ///< --ruleset ID|FILE; empty: the map's own ruleset, else its bundled id
    MapRulesetRef customRuleset; ///< the map file's own ruleset (`customRuleset`)
    QString mapPath;             ///< the map file, for messages and a `customRuleset.path`
    QStringList unitArgs;        ///< "KEY=VALUE"
    QString side;                ///< the mover's side (enemies are the other sides)
    bool json = false;
    QString language = QStringLiteral("en");
};

struct MoveRequest : MovementRequest
{
    QString orders;
    std::optional<int> budget;
};

struct ExplainRequest : MovementRequest
{
    QString direction;
};

struct ReachRequest : MovementRequest
{
    std::optional<int> budget; ///< per turn; default: the unit's allowance
    int turns = 1;             ///< > 1: bands for further turns
};

struct RouteRequest : MovementRequest
{
    QString to;
    QStringList via;
};

/// A whole turn's orders for the orders verb (format: docs/orders-format.md).
struct OrdersRequest
{
    QString fileName; ///< for messages
    QString text;     ///< the file's contents
    QString rulesetId;
    MapRulesetRef customRuleset; ///< the map file's own ruleset
    QString mapPath;
    bool json = false;
    QString language = QStringLiteral("en");
};

/// The ruleset every movement verb uses for `map` (rulesetForMap: --ruleset, else the map's
/// own, else its bundled id); nothing and a bad-input result (exit 1) when it does not load.
std::shared_ptr<const Ruleset> verbRuleset(const HexMap &map, const RulesetLibrary &library,
                                           const QString &choice, const MapRulesetRef &custom,
                                           const QString &mapPath, VerbOutput *error);

/// The ruleset, the unit profile and the start hex of a movement request.
struct PreparedMovement
{
    std::shared_ptr<const Ruleset> ruleset;
    UnitProfile profile;
    Hex start;
};

/// Resolves the request's ruleset, unit options and start hex; on failure fills `error` (exit
/// code 1, a message naming the option and the offending value) and returns nothing.
std::optional<PreparedMovement> prepareMovement(const HexMap &map, const RulesetLibrary &library,
                                                const MovementRequest &request, VerbOutput *error);
/// Reads "KEY=VALUE" arguments into `profile`; on failure returns the offending argument's message.
QString parseUnitArgs(const QStringList &args, UnitProfile &profile);
/// The text of a JSON object or array, indented.
QString jsonText(const QJsonValue &value);
/// A bad-input result (exit code 1) with `message` on stderr.
VerbOutput inputError(const QString &message);

VerbOutput runRulesets(const RulesetLibrary &library, bool json, const QString &language);
VerbOutput runMove(const HexMap &map, const RulesetLibrary &library, const MoveRequest &request);
VerbOutput runExplain(const HexMap &map, const RulesetLibrary &library,
                      const ExplainRequest &request);
VerbOutput runReach(const HexMap &map, const RulesetLibrary &library, const ReachRequest &request);
VerbOutput runRoute(const HexMap &map, const RulesetLibrary &library, const RouteRequest &request);
VerbOutput runOrders(const HexMap &map, const RulesetLibrary &library,
                     const OrdersRequest &request);
/// The map check: exit code 1 when problems are found (each names its hex), else 0.
/// A map's own ruleset (`customRuleset`, resolved next to `mapPath`) is used when it has one.
VerbOutput runCheck(const HexMap &map, const RulesetLibrary &library, bool json,
                    const MapRulesetRef &customRuleset = {}, const QString &mapPath = {});
/// Draws the map with title and legend into OUT (.png, .svg, .pdf). Needs a QGuiApplication.
VerbOutput runRender(const HexMap &map, const RulesetLibrary &library, const QString &outPath,
                     int widthPx, const QString &language, const MapRulesetRef &customRuleset = {},
                     const QString &mapPath = {});
/// The same with every export option (hex numbers, a fixed scale over pages).
VerbOutput runRender(const HexMap &map, const RulesetLibrary &library, const QString &outPath,
                     const ExportOptions &options, const QString &language,
                     const MapRulesetRef &customRuleset = {}, const QString &mapPath = {});

} // namespace hexstride::cli
