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

HexLabeler::HexLabeler(LabelScheme scheme, int width, int height)
    : m_scheme(scheme)
    , m_digits(std::max(2, static_cast<int>(QString::number(std::max(width, height)).size())))
{}

QString HexLabeler::label(Offset o) const
{
    if (m_scheme == LabelScheme::ColRow)
        return QStringLiteral("%1,%2").arg(o.col).arg(o.row);
    return QStringLiteral("%1%2")
        .arg(o.col + 1, m_digits, 10, QLatin1Char('0'))
        .arg(o.row + 1, m_digits, 10, QLatin1Char('0'));
}

std::optional<Offset> HexLabeler::parse(const QString &label) const
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
