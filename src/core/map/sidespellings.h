#pragma once

#include <QHash>
#include <QString>

namespace hexstride {

/// The key under which two names read alike: NFKC (fullwidth "Ｗ" is "W", a composed "É" is
/// "E" + U+0301 composed), case folded, and Cyrillic or Greek letters drawn like a Latin one
/// written as that letter ("Аnn" with a Cyrillic "А" is "ann"). Players' names and sides are
/// told apart by it.
QString lookAlikeKey(const QString &name);

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
    QHash<QString, QString> m_spellingByKey;
};

} // namespace hexstride
