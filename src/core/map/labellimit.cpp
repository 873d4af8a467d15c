#include "labellimit.h"

#include <QCoreApplication>

namespace hexstride {

QString labelTooLongProblem(const HexMap &map)
{
    const QList<MapLabel> &labels = map.labels();
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (labels[i].text.size() <= kMaxLabelChars)
            continue;
        return QCoreApplication::translate(
                   "hexstride::io",
                   "labels[%1] (hex %2): the text has %3 characters; a label holds at most %4")
            .arg(i)
            .arg(map.label(labels[i].hex))
            .arg(labels[i].text.size())
            .arg(kMaxLabelChars);
    }
    return {};
}

} // namespace hexstride
