// render: the whole map with its title and legend as PNG, SVG or PDF, without a window.
#include "movementoptions.h"
#include "renderpages.h"
#include "text/filltext.h"

#include "exporting/mapexporter.h"
#include "io/mappaths.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "rules/ruleset.h"
#include "view/backgroundpainting.h"
#include "view/maprenderer.h"
#include "view/mapstyle.h"
#include "view/vocabulary.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

VerbOutput runRender(const HexMap &map, const RulesetLibrary &library, const QString &outPath,
                     int widthPx, const QString &language, const MapRulesetRef &customRuleset,
                     const QString &mapPath)
{
    ExportOptions options;
    options.widthPx = widthPx;
    return runRender(map, library, outPath, options, language, customRuleset, mapPath);
}

VerbOutput runRender(const HexMap &map, const RulesetLibrary &library, const QString &outPath,
                     const ExportOptions &options, const QString &language,
                     const MapRulesetRef &customRuleset, const QString &mapPath)
{
    // Text needs fonts, and fonts need a QGuiApplication (main() makes one for this verb only).
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return inputError(CliText::tr("render: needs a QGuiApplication"));
    const QString suffix = QFileInfo(outPath).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg")
        && suffix != QLatin1String("pdf"))
        return VerbOutput{BadUsage,
                          QString(),
                          CliText::tr("%1: unknown output type \"%2\" (use .png, .svg or .pdf)")
                                  .arg(quotedPath(outPath), quotedInput(suffix))
                              + QLatin1Char('\n'),
                          {}};
    // The legend names terrains as the movement verbs' ruleset does. Without a ruleset the map
    // still draws, with built-in looks for its ids; a broken map's own ruleset is an error.
    const MapRulesetChoice chosen = rulesetForMap(map, customRuleset, mapPath, library);
    if (chosen.customFailed)
        return inputError(chosen.error);
    const auto &ruleset = chosen.ruleset;
    const MapStyle style = MapStyle::build(map, vocabularyForMap(map, ruleset.get()), language);
    // A map's own background, ruleset file or the map itself are never drawn over.
    if (const QString problem
        = safefile::outputOverInputProblem(outPath, mapInputFiles(map, customRuleset, mapPath));
        !problem.isEmpty())
        return inputError(problem);
    int leftOut = 0;
    ExportOptions counted = options;
    counted.labelsLeftOut = &leftOut;
    const QString error = exportMap(map, style, outPath, counted);
    if (!error.isEmpty())
        return inputError(error);
    VerbOutput out;
    if (leftOut > 0)
        out.err = fillText(CliText::tr(
                               "%1: warning: %n label(s) not drawn: the labels lie on one another "
                               "over more than %2 times the picture's area",
                               nullptr, leftOut),
                           {outPath, MapRenderer::kLabelInkPerPicture})
                  + QLatin1Char('\n');
    return out;
}

namespace {
/// The map alone as a PNG fitting a `side` by `side` square, whatever `outPath`'s suffix (a
/// thumbnailer's output file may have none).
VerbOutput runThumbnail(const HexMap &map, const QString &outPath, int side,
                        const MapRulesetRef &customRuleset, const QString &mapPath)
{
    ExportOptions options;
    options.legend = false;
    options.title = false;
    options.widthPx = side;
    const QSize full = pngExportSize(map, options);
    if (full.height() > side)
        options.widthPx = std::max(1, int(qint64(side) * full.width() / full.height()));
    // Refused before anything is written; drawn in memory and written atomically (a unique
    // temporary renamed into place): no file but OUT is ever written or removed (probe12 P01).
    if (const QString problem
        = safefile::outputOverInputProblem(outPath, mapInputFiles(map, customRuleset, mapPath));
        !problem.isEmpty())
        return inputError(problem);
    if (const QString problem = safefile::notRegularFileProblem(outPath); !problem.isEmpty())
        return inputError(problem);
    const RulesetLibrary library;
    const MapRulesetChoice chosen = rulesetForMap(map, customRuleset, mapPath, library);
    if (chosen.customFailed)
        return inputError(chosen.error);
    const MapStyle style
        = MapStyle::build(map, vocabularyForMap(map, chosen.ruleset.get()), outputLanguage());
    QString error;
    QImage drawn = exportPngImage(map, style, outPath, options, error);
    if (drawn.isNull())
        return inputError(error);
    // The exporter draws at least 64 pixels wide: a smaller thumbnail is scaled down.
    if (drawn.width() > side || drawn.height() > side)
        drawn = drawn.scaled(side, side, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!drawn.save(&buffer, "PNG"))
        return inputError(CliText::tr("%1: cannot write the thumbnail").arg(quotedPath(outPath)));
    buffer.close();
    if (const QString problem = safefile::writeFileAtomically(outPath, bytes); !problem.isEmpty())
        return inputError(problem);
    return {};
}
} // namespace

int runRenderVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr("Draws the whole map with its title and legend "
                                                 "into a PNG, SVG or PDF file (by OUT's suffix), "
                                                 "without a window."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), CliText::tr("The map file."));
    parser.addPositionalArgument(QStringLiteral("OUT"),
                                 CliText::tr("The image to write: .png, .svg or .pdf."));
    parser.addOption({QStringLiteral("width"),
                      CliText::tr("Width of a PNG in pixels (default 2000)."),
                      QStringLiteral("PX")});
    parser.addOption({QStringLiteral("background"),
                      CliText::tr("Draw the map's background image (the scan it was traced from) "
                                  "through the map, as the map file places it.")});
    parser.addOption({QStringLiteral("thumbnail"),
                      CliText::tr("Draw a thumbnail: the map alone, without title and legend, as "
                                  "a PNG (whatever OUT's suffix) fitting a PX by PX square. File "
                                  "managers call it (hexstride.thumbnailer)."),
                      QStringLiteral("PX")});
    addPageOptions(parser);
    std::optional<HexMap> map;
    MapRulesetRef customRuleset;
    if (const auto done = parseMovementVerb(parser, ctx, 2, {}, nullptr, map, &customRuleset))
        return *done;
    std::optional<int> width;
    if (!readNumberOption(parser, ctx, QStringLiteral("width"), 64, kMaxPngSide, width))
        return BadInput;
    std::optional<int> thumbnail;
    if (!readNumberOption(parser, ctx, QStringLiteral("thumbnail"), 16, kMaxPngSide, thumbnail))
        return BadInput;
    ExportOptions options;
    options.widthPx = width.value_or(2000);
    if (thumbnail) {
        if (width) {
            ctx.err << CliText::tr("--thumbnail and --width exclude each other.") << '\n';
            return BadUsage;
        }
        return printOutput(ctx, runThumbnail(*map, parser.positionalArguments().at(1), *thumbnail,
                                             customRuleset, parser.positionalArguments().first()));
    }
    if (const auto bad
        = readPageOptions(parser, *map, parser.positionalArguments().at(1), options)) {
        ctx.err << *bad << '\n';
        return BadUsage;
    }
    if (parser.isSet(QStringLiteral("background"))) {
        const QString mapPath = parser.positionalArguments().first();
        if (map->background().isEmpty()) {
            ctx.err << CliText::tr("%1: the map has no background image").arg(quotedPath(mapPath))
                    << '\n';
            return BadInput;
        }
        // Read at the resolution it is drawn at, not more: a large scan drawn into a 2000 pixel
        // PNG is decoded small (a JPEG without ever being whole in memory).
        const RenderParams drawn(
            map->shape(), exportZoomAtMost(*map, options, parser.positionalArguments().at(1)));
        QString error;
        options.backgroundImage
            = loadBackgroundImage(resolveMapReference(map->background().path, mapPath), error,
                                  backgroundDrawScale(map->background().imageToMap, drawn));
        if (options.backgroundImage.isNull()) {
            ctx.err << mapPath << QStringLiteral(": background.path: ") << error << '\n';
            return BadInput;
        }
        // Asked for by name: drawn even if hidden in the editor.
        MapBackground shown = map->background();
        shown.visible = true;
        map->setBackground(shown);
    }
    RulesetLibrary library;
    return printOutput(ctx, runRender(*map, library, parser.positionalArguments().at(1), options,
                                      outputLanguage(), customRuleset,
                                      parser.positionalArguments().first()));
}

} // namespace hexstride::cli
