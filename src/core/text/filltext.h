#pragma once

#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <concepts>
#include <initializer_list>
#include <type_traits>
#include <utility>

namespace hexstride {

/// One value for fillText(): a text (shown as it is) or a number, written exactly as a single
/// `QString::arg(number, …)` writes it (C locale for `%N`, the default locale for `%LN`).
class TextArg
{
public:
    TextArg(const QString &text)
        : m_plain(text)
        , m_local(text)
    {}
    TextArg(QStringView text)
        : TextArg(text.toString())
    {}
    TextArg(QLatin1String text)
        : TextArg(QString(text))
    {}
    template<typename N>
    requires(std::is_arithmetic_v<N> && !std::is_same_v<N, char> && !std::is_same_v<N, bool>)
        TextArg(N number)
        : TextArg(formatted(number))
    {}

    /// A number with the extra arguments of QString::arg (field width, format, precision, fill):
    /// `formatted(cost, 4)` is what `.arg(cost, 4)` wrote.
    template<typename... A>
    static TextArg formatted(const A &...a)
    {
        return TextArg(QStringLiteral("%1").arg(a...), QStringLiteral("%L1").arg(a...));
    }

    const QString &text(bool localized) const { return localized ? m_local : m_plain; }

private:
    TextArg(QString plain, QString local)
        : m_plain(std::move(plain))
        , m_local(std::move(local))
    {}

    QString m_plain;
    QString m_local;
};

/// `pattern` with every `%N` / `%LN` filled in ONE pass, the lowest N by the first value, the
/// next lowest by the second and so on, as chained `.arg()` calls fill them, but without
/// reading again what was put in: a unit named "X%1X%2X" is shown as it is, where
/// `tr("%1 (%2)").arg(name).arg(side)` would put the side inside the name (probe 13, Q01).
/// Use it whenever a text from a file, a name, a path or the command line is not the last
/// value of a message.
QString fillText(QStringView pattern, std::initializer_list<TextArg> values);

} // namespace hexstride
