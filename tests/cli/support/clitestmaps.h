// Small pbm-strategic maps and helpers shared by the CLI verb tests.
#pragma once

#include "map/hexmap.h"
#include "testpaths.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtGlobal>

namespace clitest {

/// Terrain indices of pbmMap().
enum Terrain { Shore, Plains, Hills, Forest, Desert, Swamp, Mountains, Sea, Ocean };
/// Edge feature bits of pbmMap().
enum Edge { MinorRiver = 1, MajorRiver = 2, Ford = 4, Bridge = 8, Road = 16 };

/// A 30 × 20 pbm-strategic map labelled like Middle-earth (XXYY), all plains (3 MP a hex fed).
inline hexstride::HexMap pbmMap()
{
    using namespace hexstride;
    const QStringList t{"shore", "plains",    "hills", "forest", "desert",
                        "swamp", "mountains", "sea",   "ocean"};
    const QStringList h{"village", "town", "major-town", "city", "capital", "fortification"};
    const QStringList e{"minor-river", "major-river", "ford", "bridge", "road"};
    return HexMap(MapShape{30, 20, {}, LabelScheme::Numeric}, "pbm-strategic", IdTable(t),
                  IdTable(h), IdTable(e), Plains);
}

inline QJsonObject parseObject(const QString &text)
{
    QJsonParseError err;
    const auto doc = QJsonDocument::fromJson(text.toUtf8(), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        qFatal("bad JSON: %s\n%s", qPrintable(err.errorString()), qPrintable(text));
    return doc.object();
}

struct Run
{
    int code = -1; ///< -2 when the program crashed (a signal such as SIGABRT)
    QString out, err;
};

/// Runs the built hexstride-cli.
inline Run cli(const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(testpaths::cli(), args);
    if (!p.waitForFinished(60000))
        qFatal("hexstride-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

/// Runs the built hexstride-cli speaking `language` ("en", "ru").
inline Run cliIn(const QString &language, const QStringList &args)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), language);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return cli(args, env);
}

} // namespace clitest
