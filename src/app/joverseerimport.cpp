#include "joverseerimport.h"

#include <QCoreApplication>

namespace hexstride {

std::optional<HexMap> importJOverseerMap(const QString &terrainFile, const QString &, QString *error)
{
    // Replaced by the core importer at merge time.
    if (error)
        *error = QCoreApplication::translate("hexstride::Import",
                                             "%1: the JOverseer importer is not available in this build")
                     .arg(terrainFile);
    return std::nullopt;
}

} // namespace hexstride
