#pragma once

#include "rules/ruleset.h"

namespace hexstride {

/// A cost table as CSV (RFC 4180: quoted where needed, CRLF line ends): a header row of the
/// column labels, then one row per table row; "Not allowed" cells as the word, assumed values
/// marked "*" (costTableText).
QString costTableCsv(const Ruleset &ruleset, int table, const QString &language);
/// A cost table as HTML laid out for a rules booklet: title, the grid, assumed values in italics
/// with a footnote giving the reason, and a key. Values that differ from `baseline` (the ruleset
/// as it came, may be null) are bold with a footnote giving the value they replace.
QString costTableHtml(const Ruleset &ruleset, int table, const QString &language,
                      const Ruleset *baseline = nullptr);
/// Writes a file: CSV as UTF-8, .html as HTML, .pdf through QTextDocument and QPdfWriter (A4).
/// Returns an empty string on success, otherwise a translated message naming the file.
QString exportCostTable(const Ruleset &ruleset, int table, const QString &language,
                        const QString &path, const Ruleset *baseline = nullptr);

} // namespace hexstride
