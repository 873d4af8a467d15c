// Fuzzes the map loader: any bytes must give a map or a clean error, never a crash.
#include "io/mapfile.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto result = hexstride::loadMapData(bytes, QStringLiteral("fuzz.hexmap"));
    // A loaded map must have consistent layers (the loader's own promise).
    if (result.map && result.map->terrainLayer().size() != std::size_t(result.map->hexCount()))
        __builtin_trap();
    return 0;
}
