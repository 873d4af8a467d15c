#pragma once

#include <QCommandLineParser>
#include <QList>

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
};

} // namespace hexstride
