// render: the whole map with its title and legend as PNG, SVG or PDF, without a window.
#include "movementoptions.h"
#include "renderpages.h"

#include "exporting/mapexporter.h"
#include "io/mappaths.h"
#include "rules/ruleset.h"
#include "view/backgroundpainting.h"
#include "view/mapstyle.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>

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
        return VerbOutput{BadUsage, QString(),
                          CliText::tr("%1: unknown output type \"%2\" (use .png, .svg or .pdf)")
                                  .arg(outPath, suffix)
                              + QLatin1Char('\n')};
    // The legend names terrains as the movement verbs' ruleset does. Without a ruleset the map
    // still draws, with built-in looks for its ids; a broken map's own ruleset is an error.
    const MapRulesetChoice chosen = rulesetForMap(map, customRuleset, mapPath, library);
    if (chosen.customFailed)
        return inputError(chosen.error);
    const auto &ruleset = chosen.ruleset;
    const MapStyle style = MapStyle::build(map, vocabularyForMap(map, ruleset.get()), language);
    const QString error = exportMap(map, style, outPath, options);
    if (!error.isEmpty())
        return inputError(error);
    return {};
}

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
    addPageOptions(parser);
    std::optional<HexMap> map;
    MapRulesetRef customRuleset;
    if (const auto done = parseMovementVerb(parser, ctx, 2, {}, nullptr, map, &customRuleset))
        return *done;
    std::optional<int> width;
    if (!readNumberOption(parser, ctx, QStringLiteral("width"), 64, width))
        return BadInput;
    ExportOptions options;
    options.widthPx = width.value_or(2000);
    if (const auto bad
        = readPageOptions(parser, *map, parser.positionalArguments().at(1), options)) {
        ctx.err << *bad << '\n';
        return BadUsage;
    }
    if (parser.isSet(QStringLiteral("background"))) {
        const QString mapPath = parser.positionalArguments().first();
        if (map->background().isEmpty()) {
            ctx.err << CliText::tr("%1: the map has no background image").arg(mapPath) << '\n';
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
