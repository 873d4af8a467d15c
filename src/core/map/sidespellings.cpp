#include "sidespellings.h"

#include "io/messagetext.h"
#include "map/labellimit.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <utility>

namespace hexstride {

namespace {
/// Cyrillic and Greek letters (case folded) that are drawn like a Latin letter: "Аnn" with a
/// Cyrillic "А" reads as "Ann". Only letters whose capital or small form looks the same in
/// common fonts; Unicode's confusables list is far longer, and these are the ones a Russian
/// or Greek keyboard types by mistake or on purpose.
constexpr std::pair<char16_t, char16_t> kLatinLookAlikes[] = {
    {u'а', u'a'}, {u'в', u'b'}, {u'е', u'e'}, {u'к', u'k'}, {u'м', u'm'}, {u'н', u'h'},
    {u'о', u'o'}, {u'р', u'p'}, {u'с', u'c'}, {u'т', u't'}, {u'у', u'y'}, {u'х', u'x'},
    {u'ѕ', u's'}, {u'і', u'i'}, {u'ј', u'j'}, {u'һ', u'h'}, {u'ԛ', u'q'}, {u'ԝ', u'w'},
    {u'ӏ', u'l'}, {u'α', u'a'}, {u'β', u'b'}, {u'ε', u'e'}, {u'ζ', u'z'}, {u'η', u'h'},
    {u'ι', u'i'}, {u'κ', u'k'}, {u'μ', u'm'}, {u'ν', u'n'}, {u'ο', u'o'}, {u'ρ', u'p'},
    {u'τ', u't'}, {u'υ', u'y'}, {u'χ', u'x'},
};

char16_t latinLookAlike(char16_t c)
{
    for (const auto &[other, latin] : kLatinLookAlikes) {
        if (c == other)
            return latin;
    }
    return c;
}

/// A code point that shows nothing where it stands: Unicode's default-ignorable ones (format
/// characters such as U+200D, variation selectors, U+034F, U+17B4, the Mongolian selectors),
/// controls, unassigned code points and the blank fillers (probe15 P12: "West" + U+FE0F).
bool showsNothing(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Other_Control:
    case QChar::Other_Format:
    case QChar::Other_NotAssigned:
        return true;
    default:
        break;
    }
    return isBlankFiller(c) || c == 0x034f || c == 0x17b4 || c == 0x17b5
           || (c >= 0x180b && c <= 0x180f) || (c >= 0xfe00 && c <= 0xfe0f)
           || (c >= 0xe0100 && c <= 0xe01ef);
}
} // namespace

QString lookAlikeKey(const QString &name)
{
    // NFKC makes the other spaces (U+00A0, U+3000…) a plain space; white space at the ends and
    // in runs reads as one space or none.
    const QString folded
        = name.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified();
    QString key;
    key.reserve(folded.size());
    for (const char32_t c : folded.toUcs4()) {
        if (showsNothing(c))
            continue;
        if (c <= 0xffff)
            key += QChar(latinLookAlike(char16_t(c)));
        else
            key += QString::fromUcs4(&c, 1);
    }
    return key.simplified();
}

std::optional<QString> LookAlikeNames::twinOf(const QString &name) const
{
    const auto it = m_nameByKey.constFind(lookAlikeKey(name));
    if (it == m_nameByKey.cend() || *it == name)
        return std::nullopt;
    return *it;
}

void LookAlikeNames::add(const QString &name)
{
    m_nameByKey.insert(lookAlikeKey(name), name);
}

QStringList sidesNamedBesideUnits(const HexMap &map)
{
    QStringList out;
    for (const SideRelationEntry &e : map.sides().relations)
        out << e.side << e.toward;
    for (const HexOwner &o : map.sides().owners)
        out << o.side;
    return out;
}

QStringList sideNamesOf(const HexMap &map)
{
    QStringList out;
    for (const MapUnit &u : map.units())
        out << u.side;
    out << sidesNamedBesideUnits(map);
    out.removeAll(QString());
    out.removeDuplicates();
    out.sort(Qt::CaseInsensitive);
    return out;
}

QString SideSpellings::add(const QString &side)
{
    if (side.isEmpty())
        return {};
    if (const auto twin = m_names.twinOf(side))
        return fillText(
            QCoreApplication::translate(
                "hexstride::io",
                "\"%1\" reads as the side \"%2\" but is written otherwise (letter case, "
                "width, accents, another alphabet or characters that show nothing): "
                "write one side one way"),
            {quotedInput(side), quotedInput(*twin)});
    m_names.add(side);
    return {};
}

} // namespace hexstride
