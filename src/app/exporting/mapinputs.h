#pragma once

// The app's writers (Save As, Export Image, Export Orders, the side reports, the designer's
// exports) never write over a file the open map reads: the same check as the command line's
// (mapInputs and safefile::sameFile), with a message naming what the file is to the map.
#include <QString>
#include <QStringList>

class QWidget;

namespace hexstride {

class MapDocument;

/// What an output is: a copy of the map saved (its own file may be written again), a ruleset
/// saved by the designer (the map's ruleset file may be written again: that is how it is
/// edited) or an export (every input is kept).
enum class MapOutput { SavedMap, Ruleset, Export };

/// A translated message when `output` is a file the map of `document` reads (its own file for an
/// export, its background image, its ruleset file, the tileset pictures of tilePictures());
/// empty otherwise, and without a document.
QString mapInputOverwriteProblem(const MapDocument *document, const QString &output,
                                 MapOutput kind);

/// The tileset pictures a Tiled map's tiles were drawn from, kept with its document when it is
/// opened (a dynamic property: the document layer knows nothing of Tiled's pictures).
void setTilePictures(MapDocument &document, const QStringList &pictures);
QStringList tilePictures(const MapDocument &document);

/// The same check with the message shown in a dialog over `parent` (titled `title`): true when
/// `output` must not be written.
bool refuseMapInputOverwrite(QWidget *parent, const QString &title, const MapDocument *document,
                             const QString &output, MapOutput kind);

} // namespace hexstride
