#pragma once

// A turn's files (each side's reports, the map after the turn) written all or none.
#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace hexstride {

/// One file of a turn's outputs: where it goes and what makes its bytes. A report is made
/// only when it is written, so that a turn of 100,000 units holds one file in memory at a
/// time, not every side's.
struct TurnOutputFile
{
    /// Makes the bytes, or sets the error (translated, naming the file) and returns nothing.
    using Maker = std::function<QByteArray(QString *error)>;
    /// Writes the content into the open file a piece at a time (a report too large to hold
    /// whole: a side's JSON of a 100,000-unit turn is over 100 MB); false with the error set
    /// (translated, naming the file) when it cannot.
    using Writer = std::function<bool(QIODevice &file, QString *error)>;
    TurnOutputFile(QString path, QByteArray bytes);
    TurnOutputFile(QString path, Maker make);
    static TurnOutputFile streamed(QString path, Writer write);
    QString path;
    Maker make;
    Writer write; ///< when set, instead of make
};

/// The two steps of writing a turn's outputs (for TurnOutputFault).
enum class TurnOutputStep { Stage, Commit };

/// A failure to inject, for tests: called before each file's step with the file's target path;
/// a non-empty message fails that step as if the system had refused it.
using TurnOutputFault = std::function<QString(const QString &path, TurnOutputStep step)>;

/// Writes every file or none. Each is first made and written into a temporary folder beside its
/// target (the same file system); only when all are written are they renamed into place, a file
/// they replace kept aside until all have been. On any failure what was renamed is put back, the
/// temporary folders and the folders made for the files are removed, and the message names the
/// file (translated, with the system's reason, or the maker's error). Refuses two files with one
/// path and a target that exists but is not a regular file. Returns an empty string on success.
/// With `workers` above 1, that many files are made and staged at once (their makers and
/// writers must then be independent of each other); the outcome is the same.
QString writeTurnOutputs(const QList<TurnOutputFile> &files, const TurnOutputFault &fault = {},
                         int workers = 1);

/// Whether one of `files` is one of the turn's `inputs` (the map, the orders and rolls files, a
/// ruleset or background file the map names): the same path, the same file through a symbolic
/// link (of the file or a folder on the way) or a hard link. The message names both files
/// (translated); empty when none is. Called before anything is written: a side called like the
/// map or the orders file must not replace it with its report.
/// An output that is itself a symbolic link is refused too (never replaced, never written through).
QString turnOutputOverwritesInput(const QList<TurnOutputFile> &files, const QStringList &inputs);

/// Whether writing the side reports `reports` (each side's `BASE.json`, `BASE.txt`, `BASE.png`)
/// would replace a file that is not an earlier report (probe13 Q06: a side called `campaign`
/// replaced a campaign's campaign.json, one called `orders` a player's orders form). A report
/// folder holding a campaign (`campaign.json`) or a player's package (`orders.txt` beside
/// `map.hexmap`) is refused whole. Otherwise a file in a report's place may be replaced only when
/// it is an earlier report: `BASE.json` begins as a report's JSON does (`{` and its first member
/// `"battles"`), and `BASE.txt` or `BASE.png` only beside such a `BASE.json` (a `.png` also
/// beginning as a PNG file does). The message names the file (translated); empty when none.
/// Used by `resolve --report-dir`, the app's Export Side Reports and `campaign resolve`.
QString sideReportsReplaceProblem(const QList<TurnOutputFile> &reports);

} // namespace hexstride
