#include "sidespellings.h"

#include "io/messagetext.h"
#include "map/labellimit.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <optional>
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

/// Capitals of other scripts drawn like a Latin capital, taken before case folding (folded,
/// Cherokee's become its small letters, which look otherwise): Cherokee, Lisu, Armenian and
/// the Cyrillic palochka and dotted İ (probe17 R10: "Ꮃest", "ꓪest", "Bօromir", "Ӏron" beside
/// "West", "Boromir", "Iron").
constexpr std::pair<char16_t, char16_t> kLatinCapitalLookAlikes[] = {
    {u'Ꭺ', u'A'}, {u'Ᏼ', u'B'}, {u'Ꮯ', u'C'}, {u'Ꭰ', u'D'}, {u'Ꭼ', u'E'}, {u'Ꮐ', u'G'},
    {u'Ꮋ', u'H'}, {u'Ꭻ', u'J'}, {u'Ꮶ', u'K'}, {u'Ꮮ', u'L'}, {u'Ꮇ', u'M'}, {u'Ꮲ', u'P'},
    {u'Ꮢ', u'R'}, {u'Ꮪ', u'S'}, {u'Ꭲ', u'T'}, {u'Ꮩ', u'V'}, {u'Ꮃ', u'W'}, {u'Ꮓ', u'Z'},
    {u'ꓮ', u'A'}, {u'ꓐ', u'B'}, {u'ꓚ', u'C'}, {u'ꓓ', u'D'}, {u'ꓰ', u'E'}, {u'ꓝ', u'F'},
    {u'ꓖ', u'G'}, {u'ꓧ', u'H'}, {u'ꓲ', u'I'}, {u'ꓙ', u'J'}, {u'ꓗ', u'K'}, {u'ꓡ', u'L'},
    {u'ꓟ', u'M'}, {u'ꓠ', u'N'}, {u'ꓳ', u'O'}, {u'ꓑ', u'P'}, {u'ꓣ', u'R'}, {u'ꓢ', u'S'},
    {u'ꓔ', u'T'}, {u'ꓴ', u'U'}, {u'ꓦ', u'V'}, {u'ꓪ', u'W'}, {u'ꓫ', u'X'}, {u'ꓬ', u'Y'},
    {u'ꓜ', u'Z'}, {u'Օ', u'O'}, {u'օ', u'o'}, {u'ս', u'u'}, {u'հ', u'h'}, {u'ո', u'n'},
    {u'Ӏ', u'I'}, {u'ӏ', u'I'}, {u'İ', u'I'}, {u'ǀ', u'I'},
};

QString withLatinCapitalLookAlikes(const QString &name)
{
    QString out = name;
    for (QChar &c : out) {
        if (c.unicode() < 0x0130) // ASCII and Latin-1: none of them (a name's usual letters)
            continue;
        for (const auto &[other, latin] : kLatinCapitalLookAlikes) {
            if (c.unicode() == other)
                c = QChar(latin);
        }
    }
    return out;
}

bool isMark(char32_t c)
{
    const QChar::Category k = QChar::category(c);
    return k == QChar::Mark_NonSpacing || k == QChar::Mark_Enclosing
           || k == QChar::Mark_SpacingCombining;
}

/// A mark that adds nothing a reader tells apart (probe17 R09: "Aragorn" and "Aragorn" + U+20E3,
/// U+1171E or U+1DA9B printed alike): one that stands on nothing (at the start of a name or after
/// a space), or one from outside the common accents (U+0300–U+036F) on a Latin, Greek or
/// Cyrillic letter. Marks of the scripts that write with them (Devanagari's vowel signs, Hebrew's
/// points) on their own letters count.
bool isStrayMark(char32_t c, std::optional<QChar::Script> base)
{
    if (!isMark(c))
        return false;
    if (!base)
        return true;
    const bool alphabet = *base == QChar::Script_Latin || *base == QChar::Script_Greek
                          || *base == QChar::Script_Cyrillic || *base == QChar::Script_Common;
    return alphabet && !(c >= 0x0300 && c <= 0x036f);
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
    // Private use (no font agreed on what they show; probe17 R09: U+E000, U+F0000) and the
    // Khitan filler U+16FE4 show nothing either.
    if (QChar::category(c) == QChar::Other_PrivateUse || c == 0x16fe4)
        return true;
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
        = withLatinCapitalLookAlikes(name.normalized(QString::NormalizationForm_KC))
              .toCaseFolded()
              .simplified();
    QString key;
    key.reserve(folded.size());
    std::optional<QChar::Script> base; // the script of the letter marks stand on; none at the
                                       // start or after a space
    for (const char32_t c : folded.toUcs4()) {
        if (showsNothing(c) || isStrayMark(c, base) || (c == 0x0307 && key.endsWith(u'i')))
            continue; // a dot on an "i" (the folded İ) adds nothing seen
        if (!isMark(c))
            base = QChar::isSpace(c) ? std::nullopt : std::optional(QChar::script(c));
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
