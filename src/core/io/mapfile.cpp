#include "mapfile.h"

#include <QCoreApplication>

// Placeholder until the .hexmap format lands (foundation issue, section 5).
namespace hexstride {

MapLoadResult loadMapFile(const QString &path)
{
    return {std::nullopt, QCoreApplication::translate("hexstride::io", "%1: not implemented").arg(path), {}};
}

MapLoadResult loadMapData(const QByteArray &, const QString &name)
{
    return loadMapFile(name);
}

QString saveMapFile(const HexMap &, const QString &path)
{
    return QCoreApplication::translate("hexstride::io", "%1: not implemented").arg(path);
}

QByteArray serializeMap(const HexMap &, bool)
{
    return {};
}

} // namespace hexstride
