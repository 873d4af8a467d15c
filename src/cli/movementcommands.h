#pragma once

#include "map/hexmap.h"
#include "rules/rulesetlibrary.h"

#include <QString>
#include <QStringList>

namespace hexstride::cli {

/// What a movement verb prints and returns. The verbs are thin: they parse arguments, load the
/// map and call these functions, which tests call in-process with maps built in code.
struct VerbOutput
{
    int exitCode = 0;
    QString out;
    QString err;
};

/// Options shared by move and explain.
struct MovementRequest
{
    QString from;          ///< hex label in the map's scheme
    QString rulesetId;     ///< empty: the map's ruleset
    QStringList unitArgs;  ///< "KEY=VALUE"
    QString side;          ///< the mover's side (enemies are the other sides)
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

VerbOutput runRulesets(const RulesetLibrary &library, bool json, const QString &language);
VerbOutput runMove(const HexMap &map, const RulesetLibrary &library, const MoveRequest &request);
VerbOutput runExplain(const HexMap &map, const RulesetLibrary &library, const ExplainRequest &request);

} // namespace hexstride::cli
