#include "sidespellings.h"

#include "io/messagetext.h"
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
} // namespace

QString lookAlikeKey(const QString &name)
{
    QString key = name.normalized(QString::NormalizationForm_KC).toCaseFolded();
    for (QChar &c : key)
        c = QChar(latinLookAlike(c.unicode()));
    return key;
}

QString SideSpellings::add(const QString &side)
{
    if (side.isEmpty())
        return {};
    const QString key = lookAlikeKey(side);
    const auto it = m_spellingByKey.constFind(key);
    if (it == m_spellingByKey.cend()) {
        m_spellingByKey.insert(key, side);
        return {};
    }
    if (*it == side)
        return {};
    return fillText(QCoreApplication::translate(
                        "hexstride::io",
                        "\"%1\" reads as the side \"%2\" but is written otherwise (letter case, "
                        "width, accents or letters of another alphabet): write one side one way"),
                    {quotedInput(side), quotedInput(*it)});
}

} // namespace hexstride
