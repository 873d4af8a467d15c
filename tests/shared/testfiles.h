#pragma once

// Reading and writing a test's own files in one line.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

namespace testfiles {

/// The file's bytes; empty when it cannot be read.
inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes a test's input; a test whose input cannot be written stops at once.
inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace testfiles
