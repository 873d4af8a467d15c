#include "mapinputs.h"

#include "io/mappaths.h"
#include "io/safefile.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "text/isolatedtext.h"

#include <QCoreApplication>
#include <QDir>

namespace hexstride {

namespace {
struct MapInputsText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapInputs)
};

constexpr char kTilePictures[] = "hexstrideTilePictures";
} // namespace

void setTilePictures(MapDocument &document, const QStringList &pictures)
{
    document.setProperty(kTilePictures, pictures);
}

QStringList tilePictures(const MapDocument &document)
{
    return document.property(kTilePictures).toStringList();
}

QString mapInputOverwriteProblem(const MapDocument *document, const QString &output, MapOutput kind)
{
    if (!document || output.isEmpty())
        return {};
    const QString shown = isolatedText(QDir::toNativeSeparators(output));
    for (const MapInput &input :
         mapInputs(document->map(), document->customRuleset(), document->fileName())) {
        if (!safefile::sameFile(output, input.path))
            continue;
        switch (input.role) {
        case MapInput::Role::MapFile:
            if (kind == MapOutput::SavedMap)
                continue;
            return MapInputsText::tr("%1 is the open map's own file: it is not written over "
                                     "from here (the map would be lost). Choose another file.")
                .arg(shown);
        case MapInput::Role::Background:
            return MapInputsText::tr("%1 is the open map's background image: it is not written "
                                     "over (the picture would be lost). Choose another file.")
                .arg(shown);
        case MapInput::Role::RulesetFile:
            if (kind == MapOutput::Ruleset)
                continue;
            return MapInputsText::tr("%1 is the open map's ruleset file: it is not written over "
                                     "(the ruleset would be lost). Choose another file.")
                .arg(shown);
        }
    }
    for (const QString &picture : tilePictures(*document)) {
        if (safefile::sameFile(output, picture))
            return MapInputsText::tr("%1 is a tileset picture the open map's tiles are drawn "
                                     "from: it is not written over. Choose another file.")
                .arg(shown);
    }
    return {};
}

bool refuseMapInputOverwrite(QWidget *parent, const QString &title, const MapDocument *document,
                             const QString &output, MapOutput kind)
{
    const QString problem = mapInputOverwriteProblem(document, output, kind);
    if (problem.isEmpty())
        return false;
    plainMessage(parent, QMessageBox::Warning, title, problem);
    return true;
}

} // namespace hexstride
