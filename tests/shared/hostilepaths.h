#pragma once

// Paths a map must never make a reader open, for the tests of the core readers and of the CLI
// (tests/core/tst_namedfiles.cpp, tests/cli/tst_namedfilescli.cpp). POSIX only, as the tests.
#include <QFile>
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

} // namespace hexstride::testing
