// Fuzzes the JOverseer importer: the input is split at the first NUL byte into a .terrain and a
// .traffic part. Any bytes must give a map or a clean error, never a crash.
#include "io/joverseerimport.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const qsizetype split = bytes.indexOf('\0');
    const QByteArray terrain = split < 0 ? bytes : bytes.left(split);
    const QByteArray traffic = split < 0 ? QByteArray() : bytes.mid(split + 1);
    const auto result = hexstride::importJOverseerData(terrain, QStringLiteral("fuzz.terrain"),
                                                       traffic, QStringLiteral("fuzz.traffic"));
    if (!result.map && result.error.isEmpty())
        __builtin_trap(); // a failure must say why
    return 0;
}
