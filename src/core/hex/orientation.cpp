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

QString sideName(Orientation o, Direction d)
{
    return localizedDirectionName(o, d).toUpper();
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

QString shiftedLinesName(Orientation o, OffsetParity p)
{
    // Counted as a user counts them, from the first (walk17 X14: "odd rows" read as the 1st,
    // 3rd, …, the opposite of the file's "odd", which counts from 0).
    const bool rows = o == Orientation::PointyTop;
    if (p == OffsetParity::OddShifted)
        return rows ? QCoreApplication::translate("hexstride::Layout",
                                                  "every second row (2nd, 4th, …)")
                    : QCoreApplication::translate("hexstride::Layout",
                                                  "every second column (2nd, 4th, …)");
    return rows ? QCoreApplication::translate("hexstride::Layout",
                                              "the first row and every other one (1st, 3rd, …)")
                : QCoreApplication::translate("hexstride::Layout",
                                              "the first column and every other one (1st, 3rd, …)");
}

} // namespace hexstride
