#include "labellimit.h"
#include "text/filltext.h"

#include <QCoreApplication>

namespace hexstride {

QString labelTooLongProblem(const HexMap &map)
{
    const QList<MapLabel> &labels = map.labels();
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (labels[i].text.size() <= kMaxLabelChars)
            continue;
        return fillText(
            QCoreApplication::translate(
                "hexstride::io",
                "labels[%1] (hex %2): the text has %3 characters; a label holds at most %4"),
            {i, map.label(labels[i].hex), labels[i].text.size(), kMaxLabelChars});
    }
    return {};
}

bool isBlankFiller(char32_t c)
{
    return c == 0x115f || c == 0x1160 || c == 0x3164 || c == 0xffa0 || c == 0x2800;
}

bool hasNoVisibleCharacter(const QString &name)
{
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char32_t c = name.at(i).isHighSurrogate() && i + 1 < name.size()
                               ? QChar::surrogateToUcs4(name.at(i), name.at(i + 1))
                               : char32_t(name.at(i).unicode());
        if (c > 0xffff)
            ++i;
        switch (QChar::category(c)) {
        case QChar::Other_Control:
        case QChar::Other_Format:
        case QChar::Other_NotAssigned:
        case QChar::Other_Surrogate:
        case QChar::Separator_Space:
        case QChar::Separator_Line:
        case QChar::Separator_Paragraph:
        case QChar::Mark_NonSpacing:
        case QChar::Mark_Enclosing:
            continue;
        default:
            break;
        }
        // Letters and symbols drawn blank (Hangul fillers, the blank Braille pattern).
        if (QChar::isSpace(c) || isBlankFiller(c))
            continue;
        return false;
    }
    return true;
}

} // namespace hexstride
