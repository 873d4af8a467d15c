#include "xmltags.h"

#include <QByteArrayView>

#include <algorithm>

namespace hexstride::xmltags {

qsizetype firstCrowdedElement(const QByteArray &xml, int most)
{
    const qsizetype n = xml.size();
    qsizetype line = 1;
    qsizetype i = 0;
    // Skips to just past `end`, counting lines; false at the end of the text.
    const auto skipPast = [&](const char *end) {
        const qsizetype at = xml.indexOf(end, i);
        const qsizetype stop = at < 0 ? n : at + qsizetype(qstrlen(end));
        line += std::count(xml.begin() + i, xml.begin() + stop, '\n');
        i = stop;
        return at >= 0;
    };
    while (i < n) {
        const char c = xml.at(i);
        if (c == '\n')
            ++line;
        if (c != '<') {
            ++i;
            continue;
        }
        if (QByteArrayView(xml).sliced(i).startsWith("<!--")) {
            if (!skipPast("-->"))
                return 0;
            continue;
        }
        if (QByteArrayView(xml).sliced(i).startsWith("<![CDATA[")) {
            if (!skipPast("]]>"))
                return 0;
            continue;
        }
        if (QByteArrayView(xml).sliced(i).startsWith("<?")) {
            if (!skipPast("?>"))
                return 0;
            continue;
        }
        // An element's tag: count the '=' outside quoted values up to its '>'.
        const qsizetype tagLine = line;
        int attributes = 0;
        char quote = 0;
        for (++i; i < n; ++i) {
            const char t = xml.at(i);
            if (t == '\n')
                ++line;
            if (quote) {
                if (t == quote)
                    quote = 0;
            } else if (t == '"' || t == '\'') {
                quote = t;
            } else if (t == '=') {
                if (++attributes > most)
                    return tagLine;
            } else if (t == '>') {
                ++i;
                break;
            }
        }
    }
    return 0;
}

} // namespace hexstride::xmltags
