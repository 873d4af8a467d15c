// Texts Qt 6.4 shows in its own widgets that its Russian catalogue (qtbase_ru.qm) lacks: the
// type column of the file dialog said "Folder" under Russian. Listed here so that lupdate puts
// them in our catalogue (under Qt's own context, where Qt looks them up); never called.
#include <QtGlobal>

namespace hexstride {
namespace {

struct QtText
{
    const char *source;
    const char *comment;
};

[[maybe_unused]] constexpr QtText kFileTypes[] = {
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", ""),
};

} // namespace
} // namespace hexstride
