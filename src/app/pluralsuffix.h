#pragma once

#include <QString>

#include <functional>

class QSpinBox;

namespace hexstride {

/// Keeps a spin box's unit in agreement with its value ("1 hex", "5 hexes"; Russian "1 гекс",
/// "2 гекса", "5 гексов"): a fixed suffix such as " hexes" reads wrong after most numbers.
/// `suffixFor(n)` is called now and whenever the value or the language changes; pass a plural
/// tr(), e.g.
/// `[](int n) { return tr(" hex(es)", "spin box unit after the number", n); }`.
void keepPluralSuffix(QSpinBox *box, std::function<QString(int)> suffixFor);

} // namespace hexstride
