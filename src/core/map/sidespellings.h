#pragma once

#include "hexmap.h"

#include <QHash>
#include <QString>
#include <optional>

namespace hexstride {

/// The key under which two names read alike: NFKC (fullwidth "Ｗ" is "W", a composed "É" is
/// "E" + U+0301 composed), case folded, Cyrillic or Greek letters drawn like a Latin one
/// written as that letter ("Аnn" with a Cyrillic "А" is "ann"), what shows nothing left out
/// (format characters, variation selectors, blank fillers: "West" + U+FE0F is "west") and
/// white space trimmed and single. Players', units' names and sides are told apart by it.
QString lookAlikeKey(const QString &name);

/// Names seen so far, to find one written otherwise than an earlier one that reads the same.
class LookAlikeNames
{
public:
    /// The earlier name that `name` reads as but is written otherwise; none when it is new or
    /// written exactly as before.
    std::optional<QString> twinOf(const QString &name) const;
    void add(const QString &name);

private:
    QHash<QString, QString> m_nameByKey;
};

/// Every side the map names: its units', its relations' and its hex owners', each once, sorted
/// (case aside).
QStringList sideNamesOf(const HexMap &map);
/// The sides the map names other than by its units: its relations' and its hex owners' (what a
/// unit's new side is held against beside the other units': unitSideProblemAmong).
QStringList sidesNamedBesideUnits(const HexMap &map);

/// The sides a map, an orders file or an editor has seen, to refuse a side written otherwise
/// than an earlier one that reads the same ("Ｗest" after "West", "west" after "West", "Ést"
/// composed and decomposed): such twins are two enemies to the resolver, one side to the eye,
/// and one report file on a case-insensitive disk (probe14 Q04).
class SideSpellings
{
public:
    /// Records `side` (empty: no side, never a twin). Empty when it is new or written exactly
    /// as before; otherwise why it is refused (translated), naming the earlier spelling.
    QString add(const QString &side);

private:
    LookAlikeNames m_names;
};

} // namespace hexstride
