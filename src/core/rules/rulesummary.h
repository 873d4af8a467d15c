#pragma once

#include <QHash>
#include <QString>

namespace hexstride {

/// The numbered items of a ruleset's summary of its rule text (docs/rules/<id>.md, in our own
/// words), which rulesets name as sources ("source": "§4.2"). An item is a heading
/// "## §4 Title" (its text is the title) or a paragraph that begins with "**§4.2**" (its text is
/// the rest of the paragraph, on one line, without Markdown emphasis).
QHash<QString, QString> ruleSummaryItems(const QString &markdown);

} // namespace hexstride
