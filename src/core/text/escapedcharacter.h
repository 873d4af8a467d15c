#pragma once

#include <QString>
#include <QStringView>

namespace hexstride {

/// Whether code point `c` acts on a terminal that shows it: a control character other than a
/// tab (ESC starts a sequence that retitles or clears the screen), a line or paragraph
/// separator (a forged line), or a bidi control (the rest of the line reads backwards). The
/// invisible format characters terminalText() also escapes (a soft hyphen, a zero-width space,
/// a word joiner) only hide themselves: a comment may hold them.
bool actsOnTerminal(char32_t c);

/// The index in `text` of the first character actsOnTerminal() names (its first UTF-16 unit),
/// or -1 when there is none.
qsizetype firstActingOnTerminal(QStringView text);

/// Whether `c` is one of Unicode's 66 noncharacters: U+FDD0–U+FDEF and the last two code points
/// of every plane (U+FFFE, U+FFFF, U+1FFFE … U+10FFFF); isEscapedInTerminal() names them all
/// (probe20 U02: U+10FFFF was taken where U+FFFF was refused).
bool isNoncharacter(char32_t c);

/// The character at `text[at]`, one that isEscapedInTerminal() names, described for a message
/// as what it is and as terminalText() shows it (translated): "a control character (\x1b)",
/// "a bidi control (\u202e)", "a line separator (\u2028)", "an invisible format character
/// (\u00ad)", "a noncharacter (\uffff)" (probe19 T05: a soft hyphen was called "a control
/// character, a line break or a bidi control").
QString escapedCharacterName(QStringView text, qsizetype at);

} // namespace hexstride
