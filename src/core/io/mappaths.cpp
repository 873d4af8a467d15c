#include "mappaths.h"

#include "messagetext.h"
#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace hexstride {

QString mapFileFolder(const QString &mapPath)
{
    return mapPath.isEmpty() ? QDir::currentPath() : QFileInfo(mapPath).absolutePath();
}

QString resolveMapReference(const QString &reference, const QString &mapPath)
{
    return QDir(mapFileFolder(mapPath)).absoluteFilePath(reference);
}

QString rebaseMapReference(const QString &reference, const QString &fromMapPath,
                           const QString &toMapPath)
{
    if (reference.isEmpty() || QDir::isAbsolutePath(reference))
        return reference;
    return QDir(mapFileFolder(toMapPath))
        .relativeFilePath(resolveMapReference(reference, fromMapPath));
}

void rebaseMapReferences(HexMap &map, MapRulesetRef &customRuleset, const QString &fromMapPath,
                         const QString &toMapPath)
{
    customRuleset = rebaseCustomRuleset(customRuleset, fromMapPath, toMapPath);
    if (map.background().isEmpty())
        return;
    MapBackground b = map.background();
    b.path = rebaseMapReference(b.path, fromMapPath, toMapPath);
    map.setBackground(b);
}

void resolveBackgroundPath(HexMap &map, const QString &mapPath)
{
    if (map.background().isEmpty() || mapPath.startsWith(QLatin1String(":/")))
        return;
    MapBackground b = map.background();
    b.path = QDir::cleanPath(resolveMapReference(b.path, mapPath));
    map.setBackground(b);
}

std::optional<HexMap> withBackgroundRelativeTo(const HexMap &map, const QString &mapPath)
{
    if (map.background().isEmpty() || !QDir::isAbsolutePath(map.background().path))
        return std::nullopt;
    MapBackground b = map.background();
    b.path = QDir(mapFileFolder(mapPath)).relativeFilePath(b.path);
    if (b.path == map.background().path)
        return std::nullopt;
    HexMap out = map;
    out.setBackground(b);
    return out;
}

QList<MapInput> mapInputs(const HexMap &map, const MapRulesetRef &customRuleset,
                          const QString &mapPath)
{
    QList<MapInput> inputs;
    if (!mapPath.isEmpty())
        inputs.append({mapPath, MapInput::Role::MapFile});
    if (!map.background().isEmpty())
        inputs.append(
            {resolveMapReference(map.background().path, mapPath), MapInput::Role::Background});
    if (!customRuleset.path.isEmpty())
        inputs.append(
            {resolveMapReference(customRuleset.path, mapPath), MapInput::Role::RulesetFile});
    return inputs;
}

QStringList backgroundPathWarnings(const HexMap &map, const QString &mapPath)
{
    QStringList out;
    if (map.background().isEmpty())
        return out;
    const QString image = resolveMapReference(map.background().path, mapPath);
    if (const QString loop = safefile::linkLoopProblem(image); !loop.isEmpty())
        out.append(QStringLiteral("%1: background.path: ").arg(quotedPath(mapPath)) + loop);
    else if (!QFileInfo::exists(image))
        out.append(
            QCoreApplication::translate(
                "hexstride::io",
                "%1: background.path: the background image \"%2\" is missing (looked for %3)")
                .arg(quotedPath(mapPath), quotedInput(map.background().path),
                     quotedPath(QDir::toNativeSeparators(image))));
    else if (const QString problem = safefile::namedFileProblem(image); !problem.isEmpty())
        out.append(QCoreApplication::translate("hexstride::io",
                                               "%1: background.path: %2; the image is not read")
                       .arg(quotedPath(mapPath), problem));
    return out;
}

QStringList mapInputFiles(const HexMap &map, const MapRulesetRef &customRuleset,
                          const QString &mapPath)
{
    QStringList paths;
    for (const MapInput &input : mapInputs(map, customRuleset, mapPath))
        paths << input.path;
    return paths;
}

} // namespace hexstride
