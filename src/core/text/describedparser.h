#pragma once

#include <QCommandLineParser>
#include <QList>
#include <QStringList>

namespace hexstride {

/// What a command's parser holds, in the order it was added: the source of --help, the man
/// pages and the shell completions alike, so that they cannot drift apart.
struct CommandLineDescription
{
    struct Argument
    {
        QString name;
        QString description;
        QString syntax;
    };
    QString description;
    QList<Argument> arguments;
    QList<QCommandLineOption> options; ///< hidden ones too (see QCommandLineOption::flags())
};

/// A QCommandLineParser that keeps what is added to it (Qt's parser has no way to list its
/// options). Add through this class, not through a QCommandLineParser reference, or the option
/// is parsed but missing from the man page and the completions.
class DescribedParser : public QCommandLineParser
{
public:
    void setApplicationDescription(const QString &description)
    {
        m_description.description = description;
        QCommandLineParser::setApplicationDescription(description);
    }
    bool addOption(const QCommandLineOption &option)
    {
        m_description.options << option;
        return QCommandLineParser::addOption(option);
    }
    /// An option with a value that may be given more than once (each one is a value of the
    /// list parser.values() returns). Any other option with a value is given at most once:
    /// see givenTwice().
    bool addRepeatableOption(const QCommandLineOption &option)
    {
        m_repeatable << option.names();
        return addOption(option);
    }
    /// An option as a user spells it: its longest name, "--rolls" (or "-r" when it has one
    /// letter only).
    static QString spelt(const QStringList &names)
    {
        QString longest = names.first();
        for (const QString &name : names)
            if (name.size() > longest.size())
                longest = name;
        return (longest.size() > 1 ? QStringLiteral("--") : QStringLiteral("-")) + longest;
    }
    /// After parse(): the first option that takes one value but was given more than once,
    /// spelt as on the command line ("--rolls"), or empty. Qt's parser keeps the last value
    /// of such an option and drops the others without a word.
    QString givenTwice() const
    {
        for (const QCommandLineOption &option : m_description.options) {
            const QStringList names = option.names();
            if (option.valueName().isEmpty() || names.isEmpty()
                || m_repeatable.contains(names.first()) || values(names.first()).size() < 2)
                continue;
            return spelt(names);
        }
        return {};
    }
    /// After parse(): the first option naming a file or folder (its value FILE, DIR, OUT, ID or
    /// ID|FILE) given an empty value, spelt as on the command line ("--rolls"), or empty.
    /// `--rolls "$ROLLS"` with the variable unset would otherwise resolve the turn without the
    /// referee's decisions and say nothing (probe13 Q05).
    QString givenEmptyPath() const
    {
        static const QStringList pathValues{QStringLiteral("FILE"), QStringLiteral("DIR"),
                                            QStringLiteral("OUT"), QStringLiteral("ID"),
                                            QStringLiteral("ID|FILE")};
        for (const QCommandLineOption &option : m_description.options) {
            const QStringList names = option.names();
            if (names.isEmpty() || !pathValues.contains(option.valueName()))
                continue;
            const QStringList given = values(names.first());
            if (!given.contains(QString()))
                continue;
            return spelt(names);
        }
        return {};
    }
    void addPositionalArgument(const QString &name, const QString &description,
                               const QString &syntax = QString())
    {
        m_description.arguments << CommandLineDescription::Argument{name, description, syntax};
        QCommandLineParser::addPositionalArgument(name, description, syntax);
    }
    QCommandLineOption addHelpOption()
    {
        QCommandLineOption option = QCommandLineParser::addHelpOption();
        m_description.options << option;
        return option;
    }
    QCommandLineOption addVersionOption()
    {
        QCommandLineOption option = QCommandLineParser::addVersionOption();
        m_description.options << option;
        return option;
    }
    const CommandLineDescription &described() const { return m_description; }

private:
    CommandLineDescription m_description;
    QStringList m_repeatable;
};

} // namespace hexstride
