#include "sidespellings.h"

#include "io/messagetext.h"
#include "text/filltext.h"

#include <QCoreApplication>

namespace hexstride {

QString lookAlikeKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_KC).toCaseFolded();
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
                        "width or accents): write one side one way"),
                    {quotedInput(side), quotedInput(*it)});
}

} // namespace hexstride
