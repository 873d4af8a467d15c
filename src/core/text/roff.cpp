#include "text/roff.h"

namespace hexstride::roff {

namespace {
/// groff's own names for the non-ASCII characters our texts use: unlike \[uXXXX] they have
/// an ASCII fallback, so the page renders without a warning in the C locale too.
QString namedCharacter(char32_t u)
{
    switch (u) {
    case U'\u2014': // em dash
        return QStringLiteral("\\(em");
    case U'\u2013': // en dash
        return QStringLiteral("\\(en");
    case U'\u2026': // ellipsis
        return QStringLiteral("...");
    case U'\u00D7': // multiplication sign
        return QStringLiteral("\\(mu");
    case U'\u2192': // arrow
    case U'\u25B8': // menu separator
        return QStringLiteral("\\(->");
    case U'\u2265':
        return QStringLiteral("\\(>=");
    case U'\u2264':
        return QStringLiteral("\\(<=");
    case U'\u201C':
        return QStringLiteral("\\(lq");
    case U'\u201D':
        return QStringLiteral("\\(rq");
    case U'\u2018':
        return QStringLiteral("\\(oq");
    case U'\u2019':
        return QStringLiteral("\\(cq");
    case U'\u00A0': // no-break space
        return QStringLiteral("\\~");
    default:
        return QString();
    }
}
} // namespace

QString escape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    bool lineStart = true;
    for (const char32_t u : text.simplified().toUcs4()) {
        if (u == U'\n' || u == U'\r' || u == U'\t') {
            if (!lineStart)
                out += QLatin1Char(' ');
            continue;
        }
        if (lineStart && (u == U'.' || u == U'\''))
            out += QLatin1String("\\&");
        lineStart = false;
        if (u == U'\\')
            out += QLatin1String("\\e");
        else if (u == U'-')
            out += QLatin1String("\\-");
        else if (u < 0x80)
            out += QChar(char16_t(u));
        else if (const QString named = namedCharacter(u); !named.isEmpty())
            out += named;
        else // groff's name for any Unicode character: no warning whatever the input encoding
            out += QLatin1String("\\[u")
                   + QString::number(uint(u), 16).toUpper().rightJustified(4, QLatin1Char('0'))
                   + QLatin1Char(']');
    }
    return out.trimmed();
}

QString optionSynopsis(const QCommandLineOption &option)
{
    QStringList names;
    for (const QString &name : option.names())
        names << QStringLiteral("\\fB%1%2\\fR")
                     .arg(name.size() == 1 ? QLatin1String("\\-") : QLatin1String("\\-\\-"),
                          escape(name));
    QString synopsis = names.join(QLatin1String(", "));
    if (!option.valueName().isEmpty())
        synopsis += QStringLiteral(" \\fI%1\\fR").arg(escape(option.valueName()));
    return synopsis;
}

QString optionItems(const QList<QCommandLineOption> &options)
{
    QString out;
    for (const QCommandLineOption &option : options) {
        if (option.flags().testFlag(QCommandLineOption::HiddenFromHelp))
            continue;
        out += QStringLiteral(".TP\n%1\n%2\n")
                   .arg(optionSynopsis(option), escape(option.description()));
    }
    return out;
}

QString argumentItems(const QList<CommandLineDescription::Argument> &arguments)
{
    QString out;
    for (const auto &argument : arguments)
        out += QStringLiteral(".TP\n\\fI%1\\fR\n%2\n")
                   .arg(escape(argument.name), escape(argument.description));
    return out;
}

QString header(const QString &name, const QString &version, const QString &summary)
{
    // No date: the page is made at build time and the package must be reproducible.
    return QStringLiteral(".TH \"%1\" \"1\" \"\" \"Hexstride %2\" \"User Commands\"\n"
                          ".SH NAME\n%3 \\- %4\n")
        .arg(escape(name.toUpper()), escape(version), escape(name), escape(summary));
}

} // namespace hexstride::roff
