#include "orientation.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
// Index = axial direction number (see hex.h).
constexpr std::array<const char *, kDirectionCount> kPointyNames{"e", "ne", "nw", "w", "sw", "se"};
constexpr std::array<const char *, kDirectionCount> kFlatNames{"se", "ne", "n", "nw", "sw", "s"};

const std::array<const char *, kDirectionCount> &namesFor(Orientation o)
{
    return o == Orientation::PointyTop ? kPointyNames : kFlatNames;
}

// Offset shift of a row (pointy) or column (flat) index: how many half-hexes it moves.
constexpr int shifted(int index, OffsetParity p)
{
    return p == OffsetParity::OddShifted ? (index - (index & 1)) / 2 : (index + (index & 1)) / 2;
}
} // namespace

Offset HexGridLayout::toOffset(Hex h) const
{
    if (orientation == Orientation::PointyTop)
        return {h.q + shifted(h.r, parity), h.r};
    return {h.q, h.r + shifted(h.q, parity)};
}

Hex HexGridLayout::toHex(Offset o) const
{
    if (orientation == Orientation::PointyTop)
        return {o.col - shifted(o.row, parity), o.row};
    return {o.col, o.row - shifted(o.col, parity)};
}

QString directionName(Orientation o, Direction d)
{
    return QString::fromLatin1(namesFor(o)[static_cast<std::size_t>(d)]);
}

QString localizedDirectionName(Orientation o, Direction d)
{
    // The same compass names serve both orientations; lupdate sees them here.
    static constexpr const char *kTranslatable[]
        = {QT_TRANSLATE_NOOP("hexstride::Direction", "n"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "ne"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "e"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "se"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "s"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "sw"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "w"),
           QT_TRANSLATE_NOOP("hexstride::Direction", "nw")};
    static_cast<void>(kTranslatable);
    return QCoreApplication::translate("hexstride::Direction",
                                       namesFor(o)[static_cast<std::size_t>(d)]);
}

std::optional<Direction> parseDirection(Orientation o, const QString &name)
{
    const QString n = name.trimmed().toLower();
    const auto &names = namesFor(o);
    for (Direction d = 0; d < kDirectionCount; ++d) {
        if (n == QLatin1String(names[static_cast<std::size_t>(d)]))
            return d;
    }
    return std::nullopt;
}

std::array<Direction, kDirectionCount> clockwiseDirections(Orientation o)
{
    if (o == Orientation::PointyTop)
        return {1, 0, 5, 4, 3, 2}; // ne e se sw w nw
    return {2, 1, 0, 5, 4, 3};     // n ne se s sw nw
}

QString orientationId(Orientation o)
{
    return o == Orientation::PointyTop ? QStringLiteral("pointy") : QStringLiteral("flat");
}

std::optional<Orientation> parseOrientation(const QString &id)
{
    if (id == QLatin1String("pointy"))
        return Orientation::PointyTop;
    if (id == QLatin1String("flat"))
        return Orientation::FlatTop;
    return std::nullopt;
}

QString parityId(OffsetParity p)
{
    return p == OffsetParity::OddShifted ? QStringLiteral("odd") : QStringLiteral("even");
}

std::optional<OffsetParity> parseParity(const QString &id)
{
    if (id == QLatin1String("odd"))
        return OffsetParity::OddShifted;
    if (id == QLatin1String("even"))
        return OffsetParity::EvenShifted;
    return std::nullopt;
}

QString orientationName(Orientation o)
{
    return o == Orientation::PointyTop
               ? QCoreApplication::translate("hexstride::Layout", "pointy-top")
               : QCoreApplication::translate("hexstride::Layout", "flat-top");
}

QString parityName(OffsetParity p)
{
    return p == OffsetParity::OddShifted ? QCoreApplication::translate("hexstride::Layout", "odd")
                                         : QCoreApplication::translate("hexstride::Layout", "even");
}

} // namespace hexstride
