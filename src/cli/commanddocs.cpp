// The man page and shell completions of hexstride-cli, made from the verb table and each verb's
// parser (describe mode) at build time.
#include "commanddocs.h"

#include "rules/rulesetlibrary.h"
#include "text/roff.h"

#include <QCoreApplication>

namespace hexstride::cli {

namespace {

/// What a file or value argument completes to.
enum class Completion { Nothing, Map, Image, Ruleset, RulesetId, Directory, AnyFile };

/// By the name --help shows for a positional argument or an option's value: MAP, IN and the
/// OUT of a verb that writes a map are maps, render's OUT an image, RULESET and ID|FILE a
/// bundled ruleset id or a ruleset file, DIR a folder, FILE any file. Hexes, numbers, unit
/// options and texts complete to nothing. `option` is the option's name for an option's value
/// (convert --ruleset ID takes a bundled id only), empty for a positional argument.
Completion completionFor(const QString &verb, const QString &name, const QString &option = {})
{
    const bool positional = option.isEmpty();
    if (option == QLatin1String("ruleset") && name == QLatin1String("ID"))
        return Completion::RulesetId;
    if (name == QLatin1String("MAP") || name == QLatin1String("IN"))
        return Completion::Map;
    if (name == QLatin1String("OUT"))
        return verb == QLatin1String("render") ? Completion::Image : Completion::Map;
    if (name == QLatin1String("RULESET") || name == QLatin1String("ID|FILE"))
        return Completion::Ruleset;
    if (name == QLatin1String("DIR"))
        return Completion::Directory;
    if (name.endsWith(QLatin1String("FILE")))
        return Completion::AnyFile;
    if (positional && (name == QLatin1String("TERRAIN") || name == QLatin1String("TRAFFIC")))
        return Completion::AnyFile; // import-joverseer's input files
    return Completion::Nothing;
}

/// The suffixes of a completion's files (none: any file).
QStringList suffixesOf(Completion c)
{
    switch (c) {
    case Completion::Map:
        return {QStringLiteral("hexmap"), QStringLiteral("json"), QStringLiteral("tmx"),
                QStringLiteral("tmj")};
    case Completion::Image:
        return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
    case Completion::Ruleset:
        return {QStringLiteral("json")};
    default:
        return {};
    }
}

/// An option's names as the command line takes them: "-h", "--help".
QStringList spelledNames(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
    return names;
}

QList<QCommandLineOption> visibleOptions(const CommandLineDescription &d)
{
    QList<QCommandLineOption> shown;
    for (const QCommandLineOption &o : d.options)
        if (!o.flags().testFlag(QCommandLineOption::HiddenFromHelp))
            shown << o;
    return shown;
}

QString argumentSyntax(const CommandLineDescription::Argument &a)
{
    return a.syntax.isEmpty() ? a.name : a.syntax;
}

// --- the man page ---

QString verbSection(const VerbDescription &v)
{
    const QString name = QLatin1String(v.verb->name);
    QString page = QStringLiteral(".SS %1\n.B hexstride\\-cli %1\n").arg(roff::escape(name));
    if (!visibleOptions(v.commandLine).isEmpty())
        page += QStringLiteral(".RI [ options ]\n");
    for (const auto &a : v.commandLine.arguments)
        page += QStringLiteral(".I \"%1\"\n").arg(roff::escape(argumentSyntax(a)));
    page += QStringLiteral(".PP\n%1\n")
                .arg(roff::escape(v.commandLine.description.isEmpty()
                                      ? QString::fromLatin1(v.verb->summary) + u'.'
                                      : v.commandLine.description));
    page += roff::argumentItems(v.commandLine.arguments);
    page += roff::optionItems(v.commandLine.options);
    return page;
}

// --- bash ---

QString bashWords(const QStringList &words)
{
    return QLatin1Char('"') + words.join(QLatin1Char(' ')) + QLatin1Char('"');
}

/// The bash command that completes `kind` for the word "$cur" (empty: complete nothing).
QString bashCompleter(Completion kind)
{
    switch (kind) {
    case Completion::Nothing:
        return QString();
    case Completion::Ruleset:
        return QStringLiteral("_hexstride_cli_rulesets \"$cur\"");
    case Completion::RulesetId:
        return QStringLiteral(
            "COMPREPLY=($(compgen -W \"$_hexstride_cli_ruleset_ids\" -- \"$cur\"))");
    case Completion::Directory:
        return QStringLiteral("_hexstride_cli_dirs \"$cur\"");
    default:
        return (QStringList{QStringLiteral("_hexstride_cli_files \"$cur\"")} + suffixesOf(kind))
            .join(QLatin1Char(' '));
    }
}

const char bashHelpers[]
    = R"sh(# bash completion for hexstride-cli. Made from the CLI's verb table by
# `hexstride-cli --completion bash` at build time: edit src/cli/commanddocs.cpp, not this file.

# Adds to COMPREPLY the files starting with $1 whose names end in one of the further
# arguments (any file when there are none), and folders.
_hexstride_cli_files()
{
    local cur=$1 f s IFS=$'\n'
    shift
    compopt -o filenames 2>/dev/null || true
    for f in $(compgen -f -- "$cur"); do
        if [[ -d $f ]] || (($# == 0)); then
            COMPREPLY+=("$f")
            continue
        fi
        for s in "$@"; do
            if [[ ${f,,} == *."$s" ]]; then
                COMPREPLY+=("$f")
                break
            fi
        done
    done
}

_hexstride_cli_dirs()
{
    local IFS=$'\n'
    compopt -o filenames 2>/dev/null || true
    COMPREPLY+=($(compgen -d -- "$1"))
}

# A bundled ruleset id or a ruleset file.
_hexstride_cli_rulesets()
{
    COMPREPLY+=($(compgen -W "$_hexstride_cli_ruleset_ids" -- "$1"))
    _hexstride_cli_files "$1" json
}

# Which positional argument of the verb the word being completed is (0: the first): words
# after the verb that are neither options nor the value of an option named in $1.
_hexstride_cli_position()
{
    local valued=" $1 " i n=0 w
    for ((i = 2; i < COMP_CWORD; i++)); do
        w=${COMP_WORDS[i]}
        if [[ $w == = ]]; then # bash splits --unit KEY=VALUE at the =
            i=$((i + 1))
        elif [[ $w == -* ]]; then
            if [[ $w != *=* && $valued == *" $w "* ]]; then
                i=$((i + 1))
            fi
        else
            n=$((n + 1))
        fi
    done
    echo "$n"
}

)sh";

const char bashMain[] = R"sh(_hexstride_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} opts valued
    COMPREPLY=()
    if ((COMP_CWORD == 1)); then
        COMPREPLY=($(compgen -W "$_hexstride_cli_verbs --help --version" -- "$cur"))
        return 0
    fi
    case ${COMP_WORDS[1]} in
)sh";

const char bashTail[] = R"sh(    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        return 0
    fi
    case "${COMP_WORDS[1]} $(_hexstride_cli_position "$valued")" in
)sh";

QString bashVerbArm(const VerbDescription &v)
{
    const QString verb = QLatin1String(v.verb->name);
    QStringList opts, valued;
    QString valueArms;
    for (const QCommandLineOption &o : visibleOptions(v.commandLine)) {
        opts << spelledNames(o);
        if (o.valueName().isEmpty())
            continue;
        valued << spelledNames(o);
        valueArms += QStringLiteral("        %1)\n").arg(spelledNames(o).join(QLatin1Char('|')));
        if (const QString c
            = bashCompleter(completionFor(verb, o.valueName(), o.names().constLast()));
            !c.isEmpty())
            valueArms += QStringLiteral("            %1\n").arg(c);
        valueArms += QStringLiteral("            return 0\n            ;;\n");
    }
    QString arm = QStringLiteral("    %1)\n        opts=%2\n        valued=%3\n")
                      .arg(verb, bashWords(opts), bashWords(valued));
    if (!valueArms.isEmpty())
        arm += QStringLiteral("        case $prev in\n%1        esac\n").arg(valueArms);
    return arm + QStringLiteral("        ;;\n");
}

QString bashPositionArms(const VerbDescription &v)
{
    const QString verb = QLatin1String(v.verb->name);
    QString arms;
    const auto &arguments = v.commandLine.arguments;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString c = bashCompleter(completionFor(verb, arguments[i].name));
        if (c.isEmpty())
            continue;
        arms += QStringLiteral("    \"%1 %2\")\n        %3\n        ;;\n")
                    .arg(verb, QString::number(i), c);
    }
    return arms;
}

// --- zsh ---

/// Text inside a zsh _arguments spec in single quotes: the quote, brackets and colon escaped.
QString zshText(const QString &text)
{
    QString t = text.simplified();
    t.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    t.replace(QLatin1Char('['), QLatin1String("\\["));
    t.replace(QLatin1Char(']'), QLatin1String("\\]"));
    t.replace(QLatin1Char(':'), QLatin1String("\\:"));
    return t;
}

QString zshAction(Completion kind)
{
    switch (kind) {
    case Completion::Nothing:
        return QStringLiteral(" ");
    case Completion::Ruleset:
        return QStringLiteral("_hexstride_cli_rulesets");
    case Completion::RulesetId:
        return QStringLiteral("_hexstride_cli_ruleset_ids");
    case Completion::Directory:
        return QStringLiteral("_files -/");
    case Completion::AnyFile:
        return QStringLiteral("_files");
    default:
        return QStringLiteral("_files -g \"*.(%1)(-.)\"")
            .arg(suffixesOf(kind).join(QLatin1Char('|')));
    }
}

QString zshVerbArm(const VerbDescription &v)
{
    const QString verb = QLatin1String(v.verb->name);
    QStringList specs;
    for (const QCommandLineOption &o : visibleOptions(v.commandLine)) {
        const QStringList names = spelledNames(o);
        const QString value
            = o.valueName().isEmpty()
                  ? QString()
                  : QStringLiteral(":%1:%2").arg(
                      zshText(o.valueName()),
                      zshAction(completionFor(verb, o.valueName(), o.names().constLast())));
        const QString text = QStringLiteral("[%1]%2").arg(zshText(o.description()), value);
        if (o.names().contains(QLatin1String("unit"))) // repeatable
            specs << QStringLiteral("'*%1%2'").arg(names.constFirst(), text);
        else if (names.size() == 1)
            specs << QStringLiteral("'%1%2'").arg(names.constFirst(), text);
        else // -h and --help: either, once
            specs << QStringLiteral("'(%1)'{%2}'%3'")
                         .arg(names.join(QLatin1Char(' ')), names.join(QLatin1Char(',')), text);
    }
    const auto &arguments = v.commandLine.arguments;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        // "N:NAME:action", or "N::NAME:action" for an optional one (shown as [NAME]).
        const bool optional = arguments[i].syntax.startsWith(u'[');
        specs << QStringLiteral("'%1:%2%3:%4'")
                     .arg(QString::number(i + 1), optional ? QStringLiteral(":") : QString(),
                          zshText(arguments[i].name),
                          zshAction(completionFor(verb, arguments[i].name)));
    }
    return QStringLiteral("    %1)\n        _arguments -s \\\n            %2\n        ;;\n")
        .arg(verb, specs.join(QStringLiteral(" \\\n            ")));
}

} // namespace

QList<VerbDescription> describeVerbs()
{
    QList<VerbDescription> all;
    for (const Verb &verb : verbs()) {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        VerbDescription d{&verb, {}};
        VerbContext ctx{{QStringLiteral("hexstride-cli ") + QLatin1String(verb.name)},
                        out,
                        err,
                        &d.commandLine};
        verb.run(ctx);
        all << d;
    }
    return all;
}

QString cliManPage()
{
    const QList<VerbDescription> described = describeVerbs();
    QString page = roff::header(QStringLiteral("hexstride-cli"), QStringLiteral(HEXSTRIDE_VERSION),
                                QStringLiteral("hex maps, rulesets, movement and turns of "
                                               "Hexstride from the command line"));
    page += QStringLiteral(
        ".SH SYNOPSIS\n.B hexstride\\-cli\n.I verb\n.RI [ options ]\n.RI [ arguments ]\n.br\n"
        ".B hexstride\\-cli\n.B \\-\\-version\n|\n.B \\-\\-help\n"
        ".SH DESCRIPTION\n.B hexstride\\-cli\n"
        "reads and writes the hex maps of\n.BR hexstride (1)\n"
        "(.hexmap, .json, and Tiled's .tmx and .tmj), checks them and their rulesets, draws them, "
        "evaluates movement orders and resolves whole turns, without a window. "
        "Each verb takes its own options, listed by\n"
        ".BI \"hexstride\\-cli \" verb \" \\-\\-help\"\\fR.\n"
        ".PP\nMessages follow the locale (English or Russian); this page is in English.\n"
        ".SH VERBS\n");
    for (const VerbDescription &v : described)
        page += QStringLiteral(".TP\n.B %1\n%2.\n")
                    .arg(roff::escape(QLatin1String(v.verb->name)),
                         roff::escape(QLatin1String(v.verb->summary)));
    page += QStringLiteral(".SH \"VERBS IN DETAIL\"\n");
    for (const VerbDescription &v : described)
        page += verbSection(v);
    page += QStringLiteral(".SH \"EXIT STATUS\"\n"
                           ".TP\n.B 0\nSuccess.\n"
                           ".TP\n.B 1\nA file could not be read or written, or its content is "
                           "wrong (the message names it).\n"
                           ".TP\n.B 2\nWrong usage: an unknown verb or option, a missing "
                           "argument.\n"
                           ".SH \"SEE ALSO\"\n.BR hexstride (1)\n");
    return page;
}

QString bashCompletion()
{
    const QList<VerbDescription> described = describeVerbs();
    QStringList verbNames;
    for (const VerbDescription &v : described)
        verbNames << QLatin1String(v.verb->name);
    QString script = QString::fromUtf8(bashHelpers);
    script += QStringLiteral("_hexstride_cli_verbs=%1\n_hexstride_cli_ruleset_ids=%2\n\n")
                  .arg(bashWords(verbNames), bashWords(RulesetLibrary().ids()));
    script += QString::fromUtf8(bashMain);
    for (const VerbDescription &v : described)
        script += bashVerbArm(v);
    script += QStringLiteral("    *)\n        return 0\n        ;;\n    esac\n");
    script += QString::fromUtf8(bashTail);
    for (const VerbDescription &v : described)
        script += bashPositionArms(v);
    script += QStringLiteral("    esac\n    return 0\n}\n\ncomplete -F _hexstride_cli "
                             "hexstride-cli\n");
    return script;
}

QString zshCompletion()
{
    const QList<VerbDescription> described = describeVerbs();
    QString script
        = QStringLiteral(
              "#compdef hexstride-cli\n"
              "# zsh completion for hexstride-cli. Made from the CLI's verb table by\n"
              "# `hexstride-cli --completion zsh` at build time: edit src/cli/commanddocs.cpp, not "
              "this file.\n\n"
              "_hexstride_cli_ruleset_ids() {\n"
              "    _values 'bundled ruleset' %1\n"
              "}\n\n"
              "_hexstride_cli_rulesets() {\n"
              "    _alternative 'rulesets:bundled ruleset:_hexstride_cli_ruleset_ids' "
              "'files:ruleset file:_files -g \"*.json(-.)\"'\n"
              "}\n\n"
              "_hexstride-cli() {\n"
              "    if (( CURRENT == 2 )); then\n"
              "        local -a verbs\n"
              "        verbs=(\n")
              .arg(RulesetLibrary().ids().join(QLatin1Char(' ')));
    for (const VerbDescription &v : described)
        script += QStringLiteral("            '%1:%2'\n")
                      .arg(QLatin1String(v.verb->name), zshText(QLatin1String(v.verb->summary)));
    script += QStringLiteral("        )\n"
                             "        _describe -t verbs 'hexstride-cli verb' verbs\n"
                             "        return\n"
                             "    fi\n"
                             "    local verb=$words[2]\n"
                             "    shift words\n"
                             "    (( CURRENT-- ))\n"
                             "    case $verb in\n");
    for (const VerbDescription &v : described)
        script += zshVerbArm(v);
    script += QStringLiteral("    esac\n}\n\n_hexstride-cli \"$@\"\n");
    return script;
}

int runDocsOption(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString option = args.value(1);
    if (option == QLatin1String("--man") && args.size() == 2) {
        out << cliManPage();
        return Success;
    }
    if (option != QLatin1String("--completion"))
        return -1;
    const QString shell = args.value(2);
    if (args.size() == 3 && shell == QLatin1String("bash")) {
        out << bashCompletion();
        return Success;
    }
    if (args.size() == 3 && shell == QLatin1String("zsh")) {
        out << zshCompletion();
        return Success;
    }
    err << "hexstride-cli --completion bash|zsh\n";
    return BadUsage;
}

} // namespace hexstride::cli
