#include "joverseerimport.h"

#include "messagetext.h"
#include "safefile.h"
#include "text/filltext.h"
#include "text/textlines.h"
#include "utf8textfile.h"

#include <QCoreApplication>
#include <map>
#include <tuple>

namespace hexstride {

namespace {
// Id tables of the imported map, in this order (the pbm-strategic ruleset's ids).
const QStringList kTerrainIds{
    QStringLiteral("shore"),     QStringLiteral("plains"), QStringLiteral("hills"),
    QStringLiteral("forest"),    QStringLiteral("desert"), QStringLiteral("swamp"),
    QStringLiteral("mountains"), QStringLiteral("sea"),    QStringLiteral("ocean")};
const QStringList kHexFeatureIds{QStringLiteral("village"),    QStringLiteral("town"),
                                 QStringLiteral("major-town"), QStringLiteral("city"),
                                 QStringLiteral("capital"),    QStringLiteral("fortification")};
const QStringList kEdgeFeatureIds{QStringLiteral("minor-river"), QStringLiteral("major-river"),
                                  QStringLiteral("ford"), QStringLiteral("bridge"),
                                  QStringLiteral("road")};
// JOverseer terrain code 1..9 → terrain id.
const std::array<const char *, 9> kTerrainByCode{"plains",    "shore",  "forest", "swamp", "hills",
                                                 "mountains", "desert", "sea",    "ocean"};
// JOverseer traffic code 1..5 → edge feature id.
const std::array<const char *, 5> kFeatureByCode{"ford", "bridge", "major-river", "minor-river",
                                                 "road"};
// JOverseer side 1..6 → direction name (pointy-top).
const std::array<const char *, 6> kSideNames{"ne", "e", "se", "sw", "w", "nw"};

/// One data line split into fields, or nothing for comments and blank lines.
struct Line
{
    int number = 0;
    QStringList fields;
};

/// The data lines of `text`, its lines as every text reader counts them (textLines: a file of
/// lone-CR line ends is not one line, probe18 S10); or an error naming the first line that holds
/// a character many editors do not show (a DOS Ctrl-Z at its end, a second byte order mark).
QList<Line> splitLines(const QString &text, const QString &file, QString &error)
{
    QList<Line> out;
    const QStringList lines = textLines(text);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int number = int(i) + 1;
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (const auto invisible = invisibleCharacter(lines[i])) {
            error = fillText(QStringLiteral("%1:%2:%3: %4"),
                             {quotedPath(file), number, invisible->column, invisible->message});
            return {};
        }
        Line l{number, line.split(QLatin1Char(','))};
        for (QString &f : l.fields) {
            f = f.trimmed();
            if (f.size() >= 2 && f.startsWith(QLatin1Char('"')) && f.endsWith(QLatin1Char('"')))
                f = f.mid(1, f.size() - 2);
        }
        out.append(l);
    }
    return out;
}

int parseInt(const QString &field, int lo, int hi)
{
    bool ok = false;
    const int v = field.toInt(&ok);
    return ok && v >= lo && v <= hi ? v : -1;
}

/// The offset of an XXYY hex number on the board, or nothing.
std::optional<Offset> parseHexNumber(const QString &field)
{
    if (field.size() != 4)
        return std::nullopt;
    const int col = parseInt(field.left(2), 1, kJOverseerWidth);
    const int row = parseInt(field.mid(2), 1, kJOverseerHeight);
    if (col < 0 || row < 0)
        return std::nullopt;
    return Offset{col - 1, row - 1};
}

QString lineError(const QString &file, int line, const QString &what)
{
    return fillText(QCoreApplication::translate("hexstride::io", "%1: line %2: %3"),
                    {quotedPath(file), line, what});
}
/// The error for the first NUL byte of a file, naming its line, or empty. A number's reading
/// stops at a NUL, so `"0101",9\0` was read as terrain 9 (probe 11, N11).
QString nulError(const QByteArray &data, const QString &file)
{
    const qsizetype at = data.indexOf('\0');
    if (at < 0)
        return {};
    return lineError(file, lineOfByte(data, at),
                     QCoreApplication::translate("hexstride::io",
                                                 "a NUL character (byte 0) has no place in the "
                                                 "file"));
}
} // namespace

JOverseerImportResult importJOverseerData(const QByteArray &terrain, const QString &terrainName,
                                          const QByteArray &traffic, const QString &trafficName)
{
    JOverseerImportResult result;
    // Read as every text file a user gives: UTF-8 (a Latin-1 byte was a U+FFFD in "19�06 is not
    // a hex number"), its leading byte order mark taken, as Notepad writes it (probe18 S10).
    for (const QString &e :
         {utf8TextProblem(terrainName, terrain), utf8TextProblem(trafficName, traffic),
          nulError(terrain, terrainName), nulError(traffic, trafficName)}) {
        if (!e.isEmpty())
            return result.error = e, result;
    }
    const QList<Line> terrainLines
        = splitLines(QString::fromUtf8(terrain), terrainName, result.error);
    if (!result.error.isEmpty())
        return result;
    const QList<Line> trafficLines
        = splitLines(QString::fromUtf8(traffic), trafficName, result.error);
    if (!result.error.isEmpty())
        return result;
    const MapShape shape{kJOverseerWidth, kJOverseerHeight,
                         HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted},
                         LabelScheme::Numeric};
    const IdTable terrains(kTerrainIds);
    HexMap map(shape, QLatin1String(kJOverseerRuleset), terrains, IdTable(kHexFeatureIds),
               IdTable(kEdgeFeatureIds),
               static_cast<std::uint8_t>(terrains.indexOf(QStringLiteral("ocean"))));

    std::vector<bool> listed(static_cast<std::size_t>(map.hexCount()), false);
    for (const Line &l : terrainLines) {
        if (l.fields.size() != 2)
            return result.error = lineError(
                       terrainName, l.number,
                       QCoreApplication::translate("hexstride::io", "expected \"XXYY\",terrain")),
                   result;
        const auto o = parseHexNumber(l.fields[0]);
        const int code = parseInt(l.fields[1], 1, static_cast<int>(kTerrainByCode.size()));
        if (!o)
            return result.error
                   = lineError(terrainName, l.number,
                               QCoreApplication::translate(
                                   "hexstride::io", "\"%1\" is not a hex number of the 44 × 39 map")
                                   .arg(quotedInput(l.fields[0]))),
                   result;
        if (code < 0)
            return result.error = lineError(
                       terrainName, l.number,
                       QCoreApplication::translate("hexstride::io", "unknown terrain code \"%1\"")
                           .arg(quotedInput(l.fields[1]))),
                   result;
        const Hex h = map.grid().toHex(*o);
        const auto index = static_cast<std::size_t>(map.indexOf(h));
        if (listed[index])
            return result.error = lineError(
                       terrainName, l.number,
                       QCoreApplication::translate("hexstride::io", "hex %1 is listed twice")
                           .arg(map.label(h))),
                   result;
        listed[index] = true;
        map.setTerrain(h, static_cast<std::uint8_t>(terrains.indexOf(
                              QLatin1String(kTerrainByCode[static_cast<std::size_t>(code - 1)]))));
        ++result.terrainRecords;
    }
    if (result.terrainRecords == 0) {
        // An empty or wrong file would otherwise import as a board of ocean.
        result.error = QCoreApplication::translate("hexstride::io", "%1: lists no hex")
                           .arg(quotedPath(terrainName));
        return result;
    }
    result.missingHexes = map.hexCount() - result.terrainRecords;

    // For every (edge, feature): from which of its hexes it was recorded (bit 0 owner, bit 1
    // other), and the first record, to name in a warning.
    struct Seen
    {
        int sides = 0;
        QString hex;
        int side = 0;
    };
    using Key = std::tuple<int, int, int, int>; // owner q, r, dir, feature
    std::map<Key, Seen> seen;
    QList<std::pair<EdgeId, int>> order; // first-seen order, for stable warnings
    for (const Line &l : trafficLines) {
        if (l.fields.size() != 4)
            return result.error
                   = lineError(trafficName, l.number,
                               QCoreApplication::translate("hexstride::io",
                                                           "expected \"XXYY\",0,side,feature")),
                   result;
        const auto o = parseHexNumber(l.fields[0]);
        const int side = parseInt(l.fields[2], 1, 6);
        const int code = parseInt(l.fields[3], 1, static_cast<int>(kFeatureByCode.size()));
        if (!o)
            return result.error
                   = lineError(trafficName, l.number,
                               QCoreApplication::translate(
                                   "hexstride::io", "\"%1\" is not a hex number of the 44 × 39 map")
                                   .arg(quotedInput(l.fields[0]))),
                   result;
        if (parseInt(l.fields[1], 0, 0) != 0 || side < 0 || code < 0)
            return result.error
                   = lineError(trafficName, l.number,
                               QCoreApplication::translate(
                                   "hexstride::io", "expected \"XXYY\",0,side 1..6,feature 1..5")),
                   result;
        ++result.trafficRecords;
        const Hex h = map.grid().toHex(*o);
        const QString sideName = QLatin1String(kSideNames[static_cast<std::size_t>(side - 1)]);
        const Direction d = *parseDirection(Orientation::PointyTop, sideName);
        const EdgeId e = edgeOf(h, d);
        const int feature = map.edgeFeatureIds().indexOf(
            QLatin1String(kFeatureByCode[static_cast<std::size_t>(code - 1)]));
        map.setEdgeFeatures(e, static_cast<FeatureMask>(map.edgeFeatures(e) | (1u << feature)));
        const Key key{e.owner.q, e.owner.r, e.dir, feature};
        auto it = seen.find(key);
        if (it == seen.end()) {
            it = seen.emplace(key, Seen{0, map.label(h), side}).first;
            order.append({e, feature});
        }
        it->second.sides |= (e.owner == h) ? 1 : 2;
    }

    // One-sided: recorded from one hex while the hex across is listed in the .terrain file too
    // (a side on the board's rim or facing outside a regional map has nobody to record it).
    for (const auto &key : order) {
        const Seen &s
            = seen.at(Key{key.first.owner.q, key.first.owner.r, key.first.dir, key.second});
        if (s.sides == 3)
            continue;
        const auto [a, b] = hexesOf(key.first);
        const Hex other = (s.sides == 1) ? b : a;
        if (!map.contains(other) || !listed[static_cast<std::size_t>(map.indexOf(other))])
            continue;
        const QString sideName = QLatin1String(kSideNames[static_cast<std::size_t>(s.side - 1)]);
        const QString feature = map.edgeFeatureIds().id(key.second);
        result.oneSided.append(JOverseerOneSidedFeature{s.hex, s.side, sideName, feature});
        // Kept with the map for the map check (and saved with it), with the side's features as
        // imported so that an edit of the side ends the note.
        const Hex recorder = (s.sides == 1) ? a : b;
        map.oneSidedNotes().append(OneSidedFeatureNote{recorder, directionTo(recorder, other),
                                                       key.second, map.edgeFeatures(key.first)});
        result.warnings.append(fillText(
            QCoreApplication::translate("hexstride::io",
                                        "%1: hex %2, side %3 (%4): %5 is recorded from this hex "
                                        "only; imported for the shared side"),
            {quotedPath(trafficName), s.hex, s.side, sideName, feature}));
    }
    if (result.trafficRecords == 0)
        result.warnings.append(
            QCoreApplication::translate("hexstride::io",
                                        "%1: lists no hex-side feature (no river, road or bridge)")
                .arg(quotedPath(trafficName)));
    if (result.missingHexes > 0) {
        result.warnings.append(QCoreApplication::translate(
                                   "hexstride::io",
                                   "%1: %n hex(es) of the 44 × 39 board not listed; set to ocean",
                                   nullptr, result.missingHexes)
                                   .arg(quotedPath(terrainName)));
    }
    result.map = std::move(map);
    return result;
}

JOverseerImportResult importJOverseer(const QString &terrainPath, const QString &trafficPath)
{
    // Both files are a few tens of kB; anything beyond the cap is refused while reading.
    JOverseerImportResult result;
    QByteArray terrain, traffic;
    if (!safefile::readFileBounded(terrainPath, safefile::kMaxJOverseerBytes, terrain, result.error)
        || !safefile::readFileBounded(trafficPath, safefile::kMaxJOverseerBytes, traffic,
                                      result.error))
        return result;
    return importJOverseerData(terrain, terrainPath, traffic, trafficPath);
}

} // namespace hexstride
