// Side reports after a resolved turn: text, JSON and the map as the side knows it.
#include "sidereports.h"

#include "campaign/campaign.h"
#include "io/messagetext.h"
#include "mapexporter.h"
#include "movement/hexesinsight.h"
#include "movement/turnapply.h"
#include "movement/turnreport.h"
#include "sightgreying.h"
#include "text/terminalstream.h"
#include "view/mapstyle.h"
#include "view/vocabulary.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileDevice>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QJsonDocument>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>
#include <QStringEncoder>
#include <QTextStream>

#include <mutex>

namespace hexstride {

namespace {
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// Long enough to tell sides apart, short enough for any file system once a hash and a
/// suffix are added (48 characters of up to 4 bytes each, within 255 bytes).
constexpr qsizetype kMaxSideFileChars = 48;

/// QImageWriter's PNG quality for zlib level 1 (Qt maps quality q to level (100 - q) * 9 / 91).
constexpr int kSidePngQuality = 80;

/// Passes writes on to `target` until it refuses one, then takes the rest without passing them
/// on, and keeps that it failed. Qt's PNG writer leaves libpng's own error handler in place: a
/// refused write made libpng print "libpng error: Write Error" itself before our message
/// (probe16 Q12). Written through this, the writer never sees the refusal; it is told after.
class RefusalKeepingDevice : public QIODevice
{
public:
    explicit RefusalKeepingDevice(QIODevice &target)
        : m_target(target)
    {
        open(QIODevice::WriteOnly);
    }
    bool refused() const { return m_refused; }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        if (!m_refused)
            m_refused = m_target.write(data, size) != size;
        return size;
    }

private:
    QIODevice &m_target;
    bool m_refused = false;
};

} // namespace

QString sideFileName(const QString &side)
{
    if (side.isEmpty())
        return QStringLiteral("no-side");
    QString out;
    out.reserve(side.size());
    for (const QChar c : side) {
        const bool keep = c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_');
        out += keep && !c.isSurrogate() ? c : QLatin1Char('_');
    }
    if (out.size() > kMaxSideFileChars) {
        const QByteArray hash
            = QCryptographicHash::hash(side.toUtf8(), QCryptographicHash::Sha1).toHex().left(8);
        out = out.left(kMaxSideFileChars) + QLatin1Char('-') + QString::fromLatin1(hash);
    }
    // Names Windows keeps for devices, whatever the suffix: COM¹–COM³ and LPT¹–LPT³ (superscript
    // digits) too.
    static const QRegularExpression device(
        QStringLiteral("^(CON|PRN|AUX|NUL|COM[0-9\u00b9\u00b2\u00b3]|LPT[0-9\u00b9\u00b2\u00b3])$"),
        QRegularExpression::CaseInsensitiveOption);
    if (device.match(out).hasMatch())
        out.prepend(QLatin1Char('_'));
    return out;
}

namespace {
/// Draws the map as `side` knows it after the turn and writes it into `device` as PNG; false
/// and the error when it cannot (sideImagePng). One picture is drawn at a time: each holds over
/// 20 MB while it is (a 1600 × 1617 picture of a 400 × 400 map, the map's units after the turn)
/// and the sides' reports are written on every core (issue 29: two pictures at once made the
/// reports of 2,000 order lines take 60 MB, one at a time 47 MB).
bool writeSidePng(QIODevice &device, const HexMap &map, const Ruleset &ruleset,
                  const TurnResolution &r, const QString &side, const QString &language,
                  QString *error, const QString &gameTitle)
{
    static std::mutex drawing;
    const std::lock_guard<std::mutex> oneAtATime(drawing);
    const HexesInSight seen(map, ruleset, r, side);
    // Other sides' units show only where this side sees them (the others are never made map
    // units); nobody's plans show.
    HexMap after = mapAfterTurn(
        map, {}, r, [&](const MapUnit &u) { return u.side == side || seen.contains(u.hex); });
    after.plans().clear();
    ExportOptions options;
    options.widthPx = 1600;
    // The picture fits a page 1600 wide and 2400 high: a long narrow map gets a narrower one
    // (probe19 T04: a 1 × 200 map's was 185,292 pixels high and refused, its campaign stuck).
    while (options.widthPx > 64 && pngExportSize(after, options).height() > 2400)
        options.widthPx = std::max(64, options.widthPx * 4 / 5);
    const QString game = !gameTitle.isEmpty()     ? gameTitle
                         : !map.title().isEmpty() ? map.title()
                                                  : CliText::tr("Untitled map");
    options.titleText = side.isEmpty()
                            ? CliText::tr("%1: the units without a side after the turn").arg(game)
                            : CliText::tr("%1: %2 after the turn").arg(game, side);
    if (const QString tooLarge = pngSizeProblem(after, options); !tooLarge.isEmpty()) {
        *error = tooLarge;
        return false;
    }
    // Three bytes a pixel, not four (the picture is opaque): 2.6 MB less, the same pixels.
    QImage image(pngExportSize(after, options), QImage::Format_RGB888);
    image.fill(Qt::white);
    QPainter p(&image);
    const MapStyle style = MapStyle::build(after, vocabularyForMap(after, &ruleset), language);
    const QTransform toPage = paintMapPage(p, QSizeF(image.size()), after, style, options);
    greyOutOfSight(p, toPage, after, seen);
    p.end();
    // The title as the file's own (PNG tEXt "Title"): what viewers list the picture by.
    image.setText(QStringLiteral("Title"), options.titleText);
    // The picture is opaque: written as RGB (no alpha channel to compress) at zlib's fastest
    // level, which changes the file's bytes, not its pixels, and takes a fraction of the time.
    RefusalKeepingDevice kept(device);
    QImageWriter writer(&kept, "png");
    writer.setQuality(kSidePngQuality);
    const bool written = writer.write(image);
    if (written && !kept.refused())
        return true;
    // A file the system refused to write: its reason is told (writeTurnOutputs), not this.
    const auto *file = qobject_cast<const QFileDevice *>(&device);
    if (file && file->error() != QFileDevice::NoError)
        return false;
    *error = kept.refused() ? CliText::tr("%1: cannot write the picture: %2")
                                  .arg(quotedInput(side), device.errorString())
                            : CliText::tr("%1: cannot draw the image").arg(quotedInput(side));
    return false;
}
} // namespace

QByteArray sideImagePng(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                        const QString &side, const QString &language, QString *error,
                        const QString &gameTitle)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly); // in memory: it opens
    return writeSidePng(buffer, map, ruleset, r, side, language, error, gameTitle) ? bytes
                                                                                   : QByteArray();
}

std::optional<QHash<QString, QString>> sideReportNames(const QStringList &sides, QString *error,
                                                       ReportNames of)
{
    QHash<QString, QString> names;
    // Case-folded file name -> the side that has it. Windows compares names by their upper case,
    // which folding alone misses (ı is I there, so kız is KIZ): each name is entered under both.
    QHash<QString, QString> sideByFolded;
    for (const QString &side : sides) {
        const QString name = sideFileName(side);
        const QString folded = name.toCaseFolded();
        const QString upperFolded = name.toUpper().toCaseFolded();
        auto other = sideByFolded.constFind(folded);
        if (other == sideByFolded.cend())
            other = sideByFolded.constFind(upperFolded);
        if (other != sideByFolded.cend()) {
            const auto shown = [](const QString &s) {
                return s.isEmpty() ? CliText::tr("(units without a side)")
                                   : QStringLiteral("\"%1\"").arg(quotedInput(s));
            };
            // A campaign names its files by player (probe 9, finding 29: the message said
            // "sides" of two players).
            *error = (of == ReportNames::OfPlayers
                          ? CliText::tr("players %1 and %2 would both be reported in the files "
                                        "%3.*: rename one of them")
                          : CliText::tr("sides %1 and %2 would both be reported in the files %3.*: "
                                        "rename one of them"))
                         .arg(shown(*other), shown(side), name);
            return std::nullopt;
        }
        sideByFolded.insert(folded, side);
        sideByFolded.insert(upperFolded, side);
        names.insert(side, name);
    }
    return names;
}

QList<TurnOutputFile> sideReportFilesAt(const HexMap &map, const Ruleset &ruleset,
                                        const TurnResolution &r, const QString &base,
                                        const QString &language, const QString &side,
                                        const QString &gameTitle)
{
    const bool drawing = qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr;
    QList<TurnOutputFile> files;
    // Made one at a time while they are written (map, ruleset and r outlive the writing).
    // Written a unit at a time: a side's JSON of a 100,000-unit turn is over 100 MB.
    files << TurnOutputFile::streamed(
        base + QStringLiteral(".json"),
        [&map, &ruleset, &r, language, side](QIODevice &file, QString *) {
            // One UTF-8 buffer for every piece (a piece is a unit: 25,000 a side).
            QStringEncoder toUtf8(QStringEncoder::Utf8);
            QByteArray bytes;
            const auto write = [&](const QString &piece) {
                bytes.resize(toUtf8.requiredSpace(piece.size()));
                const char *end = toUtf8.appendToBuffer(bytes.data(), piece);
                file.write(bytes.constData(), end - bytes.constData());
            };
            writeResolutionJson(write, map, ruleset, r, language, side);
            return true;
        });
    files << TurnOutputFile::streamed(base + QStringLiteral(".txt"),
                                      [&map, &r, language, side](QIODevice &file, QString *) {
                                          // Names come from the map and the orders: no raw
                                          // control characters (an ESC sequence would act on
                                          // the terminal of whoever reads the report with cat).
                                          TerminalLineDevice shown(&file);
                                          QTextStream out(&shown);
                                          writeResolutionText(out, map, r, language, side);
                                          out.flush();
                                          shown.finish();
                                          return true;
                                      });
    // Written into the file as it is compressed: the picture's 3 MB of PNG are not held.
    if (drawing)
        files << TurnOutputFile::streamed(
            base + QStringLiteral(".png"),
            [&map, &ruleset, &r, language, side, gameTitle](QIODevice &file, QString *error) {
                return writeSidePng(file, map, ruleset, r, side, language, error, gameTitle);
            });
    return files;
}

std::optional<QList<TurnOutputFile>> sideReportFiles(const HexMap &map, const Ruleset &ruleset,
                                                     const TurnResolution &r, const QString &dir,
                                                     const QString &language, QString *error)
{
    QStringList sides;
    QSet<QString> listed;
    // Every side with a unit, and every owner told that its centre stopped an army.
    for (const ResolvedUnit &u : r.units) {
        if (!listed.contains(u.side)) {
            listed.insert(u.side);
            sides << u.side;
        }
    }
    for (const TurnCentreStop &s : r.centreStops) {
        if (!listed.contains(s.owner)) {
            listed.insert(s.owner);
            sides << s.owner;
        }
    }
    // Three files a side, a picture each: a map of 5,000 sides would write for a quarter hour.
    if (sides.size() > kMostCampaignPlayers) {
        *error = CliText::tr("the turn has %1 sides; reports are written for at most %2 (as many "
                             "as a campaign's players)")
                     .arg(sides.size())
                     .arg(kMostCampaignPlayers);
        return std::nullopt;
    }
    const auto names = sideReportNames(sides, error);
    if (!names)
        return std::nullopt;
    QList<TurnOutputFile> files;
    for (const QString &side : std::as_const(sides))
        files << sideReportFilesAt(map, ruleset, r, QDir(dir).filePath(names->value(side)),
                                   language, side);
    return files;
}

QString writeSideReports(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                         const QString &dir, const QString &language)
{
    QString error;
    const auto files = sideReportFiles(map, ruleset, r, dir, language, &error);
    return files ? writeTurnOutputs(*files) : error;
}

} // namespace hexstride
