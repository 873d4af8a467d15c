#include "reachjson.h"

#include "map/hexmap.h"

namespace hexstride {

void writeReachJson(const JsonStreamWriter::Sink &sink, const HexMap &map, const ReachArea &area,
                    Hex start, int budget, int turns)
{
    // The members in the order a QJsonObject keeps them: sorted by key.
    JsonStreamWriter json(sink);
    json.beginDocument();
    json.member(QStringLiteral("budget"), budget);
    json.member(QStringLiteral("count"), int(area.hexes.size()));
    json.member(QStringLiteral("from"), map.label(start));
    json.beginArray(QStringLiteral("hexes"));
    for (const ReachedHex &h : area.hexes) {
        json.element([&](JsonText &hex) {
            hex.beginObject();
            hex.key(QLatin1StringView("cost")).integer(h.cost);
            hex.key(QLatin1StringView("hex")).string(map.label(h.hex));
            hex.key(QLatin1StringView("mpLeft")).integer(h.mpLeft);
            hex.key(QLatin1StringView("turn")).integer(h.turn);
            hex.key(QLatin1StringView("via"));
            if (h.from < 0)
                hex.null();
            else
                hex.string(map.label(area.hexes[std::size_t(h.from)].hex));
            hex.end();
        });
    }
    json.endArray();
    json.member(QStringLiteral("turns"), turns);
    json.endDocument();
}

} // namespace hexstride
