#pragma once

#include "hexmap.h"

#include <QString>

namespace hexstride {

/// The longest text a map label may have, and a unit's name and side too (UTF-16 code units, about
/// characters). A place name or a note fits many times over; a label is drawn as one line, so a far
/// longer one could only be hostile, and laying out a megabyte of text costs a renderer seconds and
/// gigabytes. docs/file-format.md.
constexpr qsizetype kMaxLabelChars = 256;

/// A label's size, as a multiple of the normal size: from a quarter to eight times
/// (docs/file-format.md, `labels[].size`).
constexpr double kMinLabelScale = 0.25;
constexpr double kMaxLabelScale = 8;

/// The first label of the map over kMaxLabelChars as a translated message naming it and its
/// hex ("labels[3] (hex 0102): the text has 300 characters; a label holds at most 256"); empty
/// when every label fits. Readers of map files refuse such a map.
QString labelTooLongProblem(const HexMap &map);

/// Whether a name shows nothing: only white space, control, format (U+200B, U+200D…) and
/// combining characters, or a blank filler (U+3164, U+2800…). Such a unit looks blank in every
/// list and report, so readers and `units` refuse it as they refuse an empty name.
bool hasNoVisibleCharacter(const QString &name);
/// A letter or symbol drawn blank: the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the
/// blank Braille pattern U+2800.
bool isBlankFiller(char32_t c);

/// The part of a label's text that is drawn: all of it, up to kMaxLabelChars (a label made by
/// other means than a map reader is still laid out in bounded time and memory).
inline QString drawnLabelText(const QString &text)
{
    return text.size() <= kMaxLabelChars ? text : text.left(kMaxLabelChars);
}

} // namespace hexstride
