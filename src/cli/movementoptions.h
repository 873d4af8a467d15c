#pragma once

#include "clicommands.h"
#include "movementcommands.h"

#include <optional>

namespace hexstride::cli {

/// Adds the options every movement verb shares: --help, MAP, --ruleset, --json and, with
/// `mover`, the options that describe one mover: --from, --unit KEY=VALUE (repeatable), --side.
void addMovementOptions(DescribedParser &parser, bool mover = true);

/// Parses the verb's arguments, handles --help and checks that there are `positionals`
/// positional arguments and that every option of `required` is set. Fills the shared fields of
/// `request` (when given) and loads the map (the first positional argument).
/// `customRuleset`, when given, receives the map file's own ruleset reference.
/// Returns the exit code when the verb is done (help printed: 0, bad usage: 2, unreadable map: 1),
/// nothing when the verb should go on.
std::optional<int> parseMovementVerb(DescribedParser &parser, VerbContext &ctx, int positionals,
                                     const QStringList &required, MovementRequest *request,
                                     std::optional<HexMap> &map,
                                     MapRulesetRef *customRuleset = nullptr);

/// Reads a whole-number option from `minimum` to `maximum`; prints a message naming the option
/// and both bounds and returns false when its value is not one. Leaves `value` unchanged when the
/// option is not set.
bool readNumberOption(const QCommandLineParser &parser, VerbContext &ctx, const QString &name,
                      int minimum, int maximum, std::optional<int> &value);

/// Parses a verb that reads its positional arguments itself (an action, then its operands):
/// prints the help for --help. The exit code when the verb is done (help: 0, bad usage: 2, a
/// description asked for: 0), nothing when it should go on.
std::optional<int> parseVerbWithActions(DescribedParser &parser, VerbContext &ctx);

/// Reads --seed (0 to 4294967295) when it is set: false and a message naming the value when it
/// is not a seed. Leaves `seed` unchanged when the option is not set.
bool readSeedOption(const QCommandLineParser &parser, VerbContext &ctx,
                    std::optional<quint32> &seed);

/// Reads a text file a verb is given (orders, rolls: at most safefile::kMaxOrdersBytes, UTF-8);
/// nothing and the message printed when it cannot be read. An orders file (`ordersFile`) holding
/// invalid UTF-8 is refused with its line and column (ordersFileUtf8Problem).
std::optional<QString> readTextArgument(const QString &path, VerbContext &ctx,
                                        bool ordersFile = false);

/// Prints a verb's output and returns its exit code.
int printOutput(VerbContext &ctx, const VerbOutput &output);

/// The language of messages and explanations: the locale's ("en", "ru").
QString outputLanguage();

} // namespace hexstride::cli
