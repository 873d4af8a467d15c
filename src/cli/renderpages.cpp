#include "renderpages.h"

#include "io/messagetext.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace hexstride::cli {

namespace {
struct PagesText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

void addPageOptions(DescribedParser &parser)
{
    parser.addOption(
        {QStringLiteral("hex-numbers"),
         PagesText::tr("Write every hex's number on the map (the default for XXYY maps).")});
    parser.addOption(
        {QStringLiteral("no-hex-numbers"), PagesText::tr("Leave the hex numbers out.")});
    parser.addOption({QStringLiteral("dark-outlines"),
                      PagesText::tr("Draw the hex outlines black and thicker, for paper.")});
    parser.addOption(
        {QStringLiteral("hex-size"),
         PagesText::tr("Print at a fixed scale: the size across a hex, e.g. 25.4mm, 1in or "
                       "2cm; tiled over pages (PDF only)."),
         QStringLiteral("SIZE")});
    parser.addOption(
        {QStringLiteral("pages"),
         PagesText::tr("Tile the map over as many pages as needed, with overlap marks, page "
                       "names and a key page (PDF only; one inch a hex unless --hex-size).")});
}

std::optional<double> parseHexSize(const QString &text)
{
    static const std::pair<const char *, double> units[]
        = {{"mm", 1.0}, {"cm", 10.0}, {"in", 25.4}};
    QString t = text.trimmed().toLower();
    double factor = 1.0;
    for (const auto &[suffix, f] : units) {
        if (t.endsWith(QLatin1String(suffix))) {
            t.chop(qsizetype(qstrlen(suffix)));
            factor = f;
            break;
        }
    }
    bool ok = false;
    const double mm = t.trimmed().toDouble(&ok) * factor;
    if (!ok || !(mm >= 3.0 && mm <= 200.0))
        return std::nullopt;
    return mm;
}

std::optional<QString> readPageOptions(const QCommandLineParser &parser, const HexMap &map,
                                       const QString &outPath, ExportOptions &options)
{
    if (parser.isSet(QStringLiteral("hex-numbers"))
        && parser.isSet(QStringLiteral("no-hex-numbers")))
        return PagesText::tr("render: choose either --hex-numbers or --no-hex-numbers.");
    options.hexNumbers
        = parser.isSet(QStringLiteral("hex-numbers"))
          || (hexNumbersByDefault(map) && !parser.isSet(QStringLiteral("no-hex-numbers")));
    options.darkOutlines = parser.isSet(QStringLiteral("dark-outlines"));
    const bool sized = parser.isSet(QStringLiteral("hex-size"));
    if (!sized && !parser.isSet(QStringLiteral("pages")))
        return std::nullopt;
    if (QFileInfo(outPath).suffix().toLower() != QLatin1String("pdf"))
        return PagesText::tr("render: --pages and --hex-size need a .pdf output, not %1.")
            .arg(quotedPath(outPath));
    options.hexSizeMm = 25.4;
    if (sized) {
        const auto mm = parseHexSize(parser.value(QStringLiteral("hex-size")));
        if (!mm)
            return PagesText::tr(
                       "render: --hex-size \"%1\" is not a size from 3 mm to 200 mm (write e.g. "
                       "25.4mm, 1in or 2cm).")
                .arg(quotedInput(parser.value(QStringLiteral("hex-size"))));
        options.hexSizeMm = *mm;
    }
    return std::nullopt;
}

} // namespace hexstride::cli
