#include "labelscheme.h"

#include <QStringList>
#include <algorithm>

namespace hexstride {

QString labelSchemeId(LabelScheme s)
{
    return s == LabelScheme::ColRow ? QStringLiteral("col,row") : QStringLiteral("xxyy");
}

std::optional<LabelScheme> parseLabelScheme(const QString &id)
{
    if (id == QLatin1String("col,row"))
        return LabelScheme::ColRow;
    if (id == QLatin1String("xxyy"))
        return LabelScheme::Numeric;
    return std::nullopt;
}

namespace {
/// Appends `v` in decimal, with its sign, zero-padded on the left to `width` characters.
void appendNumber(char *&out, int v, int width)
{
    char digits[12];
    int k = 0;
    auto u = static_cast<unsigned long long>(v < 0 ? -static_cast<long long>(v) : v);
    do {
        digits[k++] = static_cast<char>('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0)
        *out++ = '-';
    for (int pad = k + (v < 0 ? 1 : 0); pad < width; ++pad)
        *out++ = '0';
    while (k)
        *out++ = digits[--k];
}

/// Characters of `v` in decimal, its sign included.
int decimalWidth(int v)
{
    char text[16];
    char *end = text;
    appendNumber(end, v, 0);
    return static_cast<int>(end - text);
}
} // namespace

HexLabeler::HexLabeler(LabelScheme scheme, int width, int height)
    : m_scheme(scheme)
    , m_digits(std::max(2, decimalWidth(std::max(width, height))))
{}

QString HexLabeler::label(Offset o) const
{
    // Written digit by digit: a turn's report names thousands of hexes, and QString::arg reads
    // its pattern each time. A negative number zero-padded is left to QString::arg.
    if (m_scheme == LabelScheme::Numeric && (o.col + 1 < 0 || o.row + 1 < 0))
        return QStringLiteral("%1%2")
            .arg(o.col + 1, m_digits, 10, QLatin1Char('0'))
            .arg(o.row + 1, m_digits, 10, QLatin1Char('0'));
    char text[64];
    char *end = text;
    if (m_scheme == LabelScheme::ColRow) {
        appendNumber(end, o.col, 0);
        *end++ = ',';
        appendNumber(end, o.row, 0);
    } else {
        appendNumber(end, o.col + 1, m_digits);
        appendNumber(end, o.row + 1, m_digits);
    }
    return QString::fromLatin1(text, end - text);
}

std::optional<Offset> HexLabeler::parse(const QString &label) const
{
    const auto o = readNumbers(label);
    // Exactly the spelling label() writes: " 3,2" or "3,2\u2028" is no hex (probe 11, V18).
    if (!o || label != this->label(*o))
        return std::nullopt;
    return o;
}

std::optional<QString> HexLabeler::canonicalSpelling(const QString &label) const
{
    const auto o = readNumbers(label);
    if (!o)
        return std::nullopt;
    return this->label(*o);
}

std::optional<Offset> HexLabeler::readNumbers(const QString &label) const
{
    const QString t = label.trimmed();
    bool okCol = false, okRow = false;
    if (m_scheme == LabelScheme::ColRow) {
        const auto parts = t.split(QLatin1Char(','));
        if (parts.size() != 2)
            return std::nullopt;
        const int col = parts[0].trimmed().toInt(&okCol);
        const int row = parts[1].trimmed().toInt(&okRow);
        if (!okCol || !okRow)
            return std::nullopt;
        return Offset{col, row};
    }
    if (t.size() != 2 * m_digits
        || !std::all_of(t.begin(), t.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return std::nullopt;
    // Views, not copies: a big map's file names tens of thousands of hexes.
    const int col = QStringView(t).left(m_digits).toInt(&okCol);
    const int row = QStringView(t).mid(m_digits).toInt(&okRow);
    if (!okCol || !okRow)
        return std::nullopt;
    return Offset{col - 1, row - 1};
}

} // namespace hexstride
