// Fuzzes the Tiled map importer (.tmx and .tmj): any bytes must give a map or a clean error,
// never a crash, a hang or a huge allocation. Text starting with '{' goes to the JSON reader.
#include "io/tiledfile.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const bool json = bytes.trimmed().startsWith('{');
    // External tilesets are looked for where there are none: the input alone decides.
    const auto result = hexstride::loadTiledData(bytes, QStringLiteral("fuzz.tmx"),
                                                 QStringLiteral("/nonexistent-fuzz-dir"), json);
    if (result.map && result.map->terrainLayer().size() != std::size_t(result.map->hexCount()))
        __builtin_trap();
    return 0;
}
