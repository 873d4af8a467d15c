#include "mapsearch.h"

#include <algorithm>

namespace hexstride {

namespace {
// Lower case without accents, so "minas" finds "Mínas" and "ё" matches "е" in Russian.
QString folded(const QString &s)
{
    const QString decomposed = s.normalized(QString::NormalizationForm_D).toCaseFolded();
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c);
    }
    return out;
}
} // namespace

std::vector<FoundObject> findByName(const HexMap &map, const QString &text)
{
    const QString wanted = folded(text.trimmed());
    std::vector<FoundObject> starts, contains;
    if (wanted.isEmpty())
        return {};
    const auto consider = [&](FoundObject::Kind kind, int index, Hex hex, const QString &name) {
        const QString f = folded(name);
        if (f.startsWith(wanted))
            starts.push_back({kind, index, hex, name});
        else if (f.contains(wanted))
            contains.push_back({kind, index, hex, name});
    };
    for (int i = 0; i < map.labels().size(); ++i)
        consider(FoundObject::Label, i, map.labels()[i].hex, map.labels()[i].text);
    for (int i = 0; i < map.units().size(); ++i)
        consider(FoundObject::Unit, i, map.units()[i].hex, map.units()[i].name);
    starts.insert(starts.end(), contains.begin(), contains.end());
    return starts;
}

} // namespace hexstride
