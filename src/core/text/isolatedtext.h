#pragma once

#include <QString>
#include <QStringView>

namespace hexstride {

// Text read from a file never reorders the app's own text (probe13 Q11; docs/file-format.md
// "Text that reads otherwise"): ruleset texts refuse bidirectional controls at load, and file
// names, which cannot be refused, pass isolatedText() wherever a sentence of ours holds them.

/// Whether code point `c` is a bidirectional control: the embeddings and overrides
/// U+202A–U+202E, the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C. In a name
/// shown inside a sentence, one of them can make the sentence's own words read backwards.
bool isBidiControl(char32_t c);

/// A string from a file (a file name, a folder) as the app shows it inside its own sentences:
/// its control characters escaped as terminalText() shows them (`\u202e`, as the CLI prints it)
/// and the whole between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, so
/// that neither an override nor right-to-left letters in it reorder the words that follow. An
/// empty string stays empty.
QString isolatedText(QStringView text);

} // namespace hexstride
