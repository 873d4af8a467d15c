#include "mapdocument.h"

namespace hexstride {

MapDocument::MapDocument(HexMap map, QObject *parent)
    : QObject(parent)
    , m_map(std::move(map))
{}

void MapDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

} // namespace hexstride
