#pragma once

#include <QString>
#include <QStringView>

namespace hexstride {

/// Strings from files (unit names, sides, labels, ruleset texts, file names) are data: written
/// to a terminal raw, an ESC sequence in a unit's name could clear the referee's screen or
/// retitle the window, and a bidi override could make the rest of a line read backwards. These
/// functions show each such character as a visible escape, the way Python's repr() does: `\t`,
/// `\n`, `\r` and `\xHH` for the rest of C0, ESC, DEL and the C1 controls U+0080–U+009F;
/// `\uHHHH` / `\UHHHHHHHH` for the characters isEscapedInTerminal() names beyond them. Other
/// text, backslashes included, is kept as it is.

/// Whether code point `c` is shown escaped: C0, DEL, C1, the line and paragraph separators, the
/// bidi marks, embeddings, overrides and isolates, and the invisible format characters that
/// could make two different names look the same (soft hyphen, zero-width space, word joiner,
/// byte order mark, tag characters), and the noncharacters U+FFFE, U+FFFF. Zero-width
/// (non-)joiners stay: scripts and emoji need them.
bool isEscapedInTerminal(char32_t c);

/// Whether `text` holds a character isEscapedInTerminal() names: names that must stay on one
/// line and read as they are (orders lines, players, sides) refuse such text.
bool holdsTerminalEscape(QStringView text);

/// Whether firstTerminalEscape() counts a tab: a name refuses it, a line of a file may hold one.
enum class TabsAllowed { No, Yes };

/// The index in `text` of the first character isEscapedInTerminal() names (its first UTF-16
/// unit), or -1 when there is none: what holdsTerminalEscape() finds, for a message that names
/// the character and its column (a player's orders file, a header's game: title).
qsizetype firstTerminalEscape(QStringView text, TabsAllowed tabs = TabsAllowed::No);

/// One field (a name, a label, a quoted value): every control character escaped, line breaks
/// too, so that the field stays on its line.
QString terminalText(QStringView field);
/// As above; a field with nothing to escape (nearly all) is returned shared, not copied.
QString terminalText(const QString &field);

/// A text of several lines (a report, a message, CSV): as terminalText(), but its own line
/// breaks ('\n' and "\r\n") are kept. hexstride-cli passes all it prints through this.
QString terminalLines(QStringView text);

/// JSON text for a terminal: JSON escapes C0 itself, but DEL and the C1 controls stay raw inside
/// its strings; they become `\u007f`… (still the same JSON value).
QString terminalJson(QStringView json);

} // namespace hexstride
