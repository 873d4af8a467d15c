#pragma once

#include "hex/orientation.h"

#include <QString>
#include <optional>

namespace hexstride {

/// How hexes are named for people: in the status bar, on the CLI and in orders.
/// ColRow: "col,row", 0-based.  Numeric: "XXYY", 1-based column then row, as on the
/// Middle-earth PBM map (hex 2718 is column 27, row 18); each part has at least two digits and
/// more when the map is wider or taller than 99.
enum class LabelScheme : std::uint8_t { ColRow, Numeric };

QString labelSchemeId(LabelScheme s);
std::optional<LabelScheme> parseLabelScheme(const QString &id);

/// Formats and parses labels for a map of a given size.
class HexLabeler
{
public:
    HexLabeler(LabelScheme scheme, int width, int height);

    QString label(Offset o) const;
    /// The offset the label names, or nothing when it is malformed (bounds are not checked).
    /// Only the scheme's own spelling is a label (what label() writes, white space around it
    /// aside): "+3,2", "03,2" and "3,-0" name no hex of a col,row map, though they read as numbers.
    std::optional<Offset> parse(const QString &label) const;
    /// The scheme's own spelling of a label written another way ("3,2" for "+3,2" or "03,2"),
    /// or nothing when the text reads as no hex at all.
    std::optional<QString> canonicalSpelling(const QString &label) const;

private:
    /// The offset the text names read as numbers, whatever their spelling.
    std::optional<Offset> readNumbers(const QString &label) const;

    LabelScheme m_scheme;
    int m_digits; // per part, for Numeric
};

} // namespace hexstride
