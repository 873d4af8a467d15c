#include "text/filltext.h"

#include <algorithm>
#include <vector>

namespace hexstride {

namespace {

/// A placeholder of `pattern` as QString::arg reads it: '%', an optional 'L', one or two digits
/// (1–99).
struct Placeholder
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int number = 0;
    bool localized = false;
};

std::vector<Placeholder> placeholders(QStringView pattern)
{
    std::vector<Placeholder> found;
    const qsizetype n = pattern.size();
    for (qsizetype i = 0; i < n; ++i) {
        if (pattern[i] != u'%')
            continue;
        qsizetype j = i + 1;
        const bool localized = j < n && pattern[j] == u'L';
        if (localized)
            ++j;
        if (j >= n || pattern[j].unicode() < '0' || pattern[j].unicode() > '9')
            continue;
        int number = pattern[j].unicode() - '0';
        ++j;
        if (j < n && pattern[j].unicode() >= '0' && pattern[j].unicode() <= '9') {
            number = number * 10 + (pattern[j].unicode() - '0');
            ++j;
        }
        if (number < 1)
            continue;
        found.push_back({i, j, number, localized});
        i = j - 1;
    }
    return found;
}

} // namespace

QString fillText(QStringView pattern, std::initializer_list<TextArg> values)
{
    const std::vector<Placeholder> found = placeholders(pattern);
    std::vector<int> numbers;
    for (const Placeholder &p : found)
        numbers.push_back(p.number);
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());

    QString out;
    out.reserve(pattern.size() + 16 * qsizetype(values.size()));
    qsizetype copied = 0;
    for (const Placeholder &p : found) {
        const auto rank
            = std::lower_bound(numbers.begin(), numbers.end(), p.number) - numbers.begin();
        if (rank >= qsizetype(values.size()))
            continue; // no value for it: kept as written, as QString::arg keeps it
        out += pattern.mid(copied, p.begin - copied);
        out += (values.begin() + rank)->text(p.localized);
        copied = p.end;
    }
    out += pattern.mid(copied);
    return out;
}

} // namespace hexstride
