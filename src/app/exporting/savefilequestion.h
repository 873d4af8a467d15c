#pragma once

// Asking where to write: the file dialog, then (in this order) the name completed with the
// format's suffix, the refusal of a file that must not be written, and only then the question
// of replacing a file that exists (Qt's own question came first, asked of the name as typed:
// "replace bg.png?" and then "bg.png is the map's background, not written over").
#include <QString>

#include <functional>

class QWidget;

namespace hexstride {

struct SaveFileQuestion
{
    QString title;   ///< the file dialog's
    QString start;   ///< the folder or file it starts at
    QString filters; ///< "PNG image (*.png);;SVG drawing (*.svg)"
    /// The filter shown first; after the question, the filter the user chose.
    QString selectedFilter;
    /// The file written for the name chosen under `filter` (e.g. with the suffix added); the
    /// name as chosen when unset.
    std::function<QString(const QString &chosen, const QString &filter)> complete;
    /// Why the file must not be written (translated, shown as plain text under
    /// `refusalTitle`); empty when it may be.
    std::function<QString(const QString &path)> problem;
    QString refusalTitle;
};

/// The file to write, or empty when the user cancelled, the file was refused (the refusal
/// shown) or the user would not replace it.
QString askSaveFileName(QWidget *parent, SaveFileQuestion &question);

/// Whether `path` may be written: true when it does not exist, else the user's answer to
/// "replace it?" (our own question, translated).
bool confirmReplace(QWidget *parent, const QString &title, const QString &path);

} // namespace hexstride
