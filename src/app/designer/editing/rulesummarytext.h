#pragma once

#include <QString>

namespace hexstride {

/// The text of an item ("§4.2") of a bundled ruleset's summary of its rule text, in a language
/// ("ru…" → the Russian summary, otherwise English). The summaries (docs/rules/<id>.md and
/// docs/rules/ru/<id>.md) are bundled as :/rules/<id>.md and :/rules/ru/<id>.md. Empty when the
/// ruleset has no bundled summary or the summary has no such item.
QString ruleSummaryText(const QString &rulesetId, const QString &item, const QString &language);

} // namespace hexstride
