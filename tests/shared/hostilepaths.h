#pragma once

// Paths a map must never make a reader open, and a small Tiled map naming them, for the tests
// of the core readers and of the CLI
// (tests/core/tst_namedfiles.cpp, tests/cli/tst_namedfilescli.cpp). POSIX only, as the tests.
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace hexstride::testing {

/// The three kinds of path a map must never make a reader open.
enum class Kind { Fifo, Device, Socket };

/// Makes a path of that kind in dir (a FIFO without a writer, /dev/zero, a listening socket).
inline QString hostilePath(const QTemporaryDir &dir, Kind kind)
{
    switch (kind) {
    case Kind::Fifo: {
        const QString path = dir.filePath("pipe.png");
        if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
            qFatal("mkfifo failed");
        return path;
    }
    case Kind::Device:
        return QStringLiteral("/dev/zero");
    case Kind::Socket: {
        const QString path = dir.filePath("sock.png");
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un addr{};
        addr.sun_family = AF_UNIX;
        const QByteArray name = QFile::encodeName(path);
        std::strncpy(addr.sun_path, name.constData(), sizeof(addr.sun_path) - 1);
        if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0
            || ::listen(fd, 1) != 0)
            qFatal("cannot make a socket");
        return path; // the descriptor stays open until the process ends
    }
    }
    return {};
}

/// A Tiled map of two tiles whose tileset (embedded with the picture `image`, or the external
/// file `source`) names no terrain: each tile becomes a terrain "tile N" coloured from its
/// picture.
inline QByteArray tmx(const QString &image, const QString &source = {}, const QString &label = {})
{
    const QString tileset
        = source.isEmpty()
              ? QStringLiteral(" <tileset firstgid=\"1\" name=\"t\" tilewidth=\"28\" "
                               "tileheight=\"32\" tilecount=\"2\" columns=\"2\">\n"
                               "  <image source=\"%1\" width=\"56\" height=\"32\"/>\n"
                               " </tileset>\n")
                    .arg(image)
              : QStringLiteral(" <tileset firstgid=\"1\" source=\"%1\"/>\n").arg(source);
    const QString labels
        = label.isEmpty()
              ? QString()
              : QStringLiteral(" <objectgroup id=\"2\" name=\"labels\">\n"
                               "  <object id=\"1\" x=\"0\" y=\"0\" width=\"28\" height=\"32\">\n"
                               "   <text>%1</text>\n"
                               "  </object>\n"
                               " </objectgroup>\n")
                    .arg(label);
    return QStringLiteral(
               "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<map version=\"1.8\" orientation=\"hexagonal\" renderorder=\"right-down\" "
               "width=\"2\" height=\"1\" tilewidth=\"28\" tileheight=\"32\" infinite=\"0\" "
               "hexsidelength=\"16\" staggeraxis=\"y\" staggerindex=\"odd\" nextlayerid=\"3\" "
               "nextobjectid=\"2\">\n%1"
               " <layer id=\"1\" name=\"terrain\" width=\"2\" height=\"1\">\n"
               "  <data encoding=\"csv\">1,2</data>\n"
               " </layer>\n%2"
               "</map>\n")
        .arg(tileset, labels)
        .toUtf8();
}

} // namespace hexstride::testing
