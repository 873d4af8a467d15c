#pragma once

#include "map/hexmap.h"

#include <QStringList>

namespace hexstride {

/// The names of the features in mask `m`, joined by commas; `looks` are by bit
/// (MapStyle::hexFeatures or MapStyle::edges).
template<typename Look>
QString featureNames(FeatureMask m, const QList<Look> &looks)
{
    QStringList out;
    for (int b = 0; b < looks.size(); ++b) {
        if (m & (1u << b))
            out.append(looks.at(b).name);
    }
    return out.join(QStringLiteral(", "));
}

} // namespace hexstride
