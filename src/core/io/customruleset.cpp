#include "customruleset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace hexstride {

namespace {
QString trIo(const char *text)
{
    return QCoreApplication::translate("hexstride::io", text);
}
} // namespace

bool readCustomRuleset(const QJsonObject &root, MapRulesetRef &out, QString &error)
{
    out = {};
    const QJsonValue v = root.value(QStringLiteral("customRuleset"));
    if (v.isUndefined())
        return true;
    if (!v.isObject()) {
        error = QStringLiteral("customRuleset: ") + trIo("expected an object");
        return false;
    }
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("embedded") && it.key() != QLatin1String("path")) {
            error = QStringLiteral("customRuleset.%1: ").arg(it.key()) + trIo("unknown key");
            return false;
        }
    }
    if (o.contains(QStringLiteral("embedded")) == o.contains(QStringLiteral("path"))) {
        error = QStringLiteral("customRuleset: ") + trIo("expected exactly one of \"embedded\" and \"path\"");
        return false;
    }
    if (o.contains(QStringLiteral("embedded"))) {
        const QJsonValue e = o.value(QStringLiteral("embedded"));
        if (!e.isObject() || e.toObject().isEmpty()) {
            error = QStringLiteral("customRuleset.embedded: ") + trIo("expected a ruleset object");
            return false;
        }
        out.embedded = e.toObject();
        return true;
    }
    const QJsonValue p = o.value(QStringLiteral("path"));
    if (!p.isString() || p.toString().isEmpty()) {
        error = QStringLiteral("customRuleset.path: ") + trIo("expected a non-empty string");
        return false;
    }
    out.path = p.toString();
    return true;
}

void writeCustomRuleset(QJsonObject &root, const MapRulesetRef &ref)
{
    if (!ref.embedded.isEmpty())
        root.insert(QStringLiteral("customRuleset"), QJsonObject{{QStringLiteral("embedded"), ref.embedded}});
    else if (!ref.path.isEmpty())
        root.insert(QStringLiteral("customRuleset"), QJsonObject{{QStringLiteral("path"), ref.path}});
}

RulesetLoadResult resolveCustomRuleset(const MapRulesetRef &ref, const QString &mapPath)
{
    const QString map = mapPath.isEmpty() ? trIo("the map") : mapPath;
    if (!ref.embedded.isEmpty())
        return loadRuleset(QJsonDocument(ref.embedded).toJson(QJsonDocument::Compact),
                           map + QStringLiteral(": customRuleset.embedded"));
    if (ref.path.isEmpty()) {
        RulesetLoadResult r;
        r.error = trIo("%1: the map has no custom ruleset").arg(map);
        return r;
    }
    const QString dir = mapPath.isEmpty() ? QDir::currentPath() : QFileInfo(mapPath).absolutePath();
    const QString file = QDir(dir).absoluteFilePath(ref.path);
    if (!QFileInfo::exists(file)) {
        RulesetLoadResult r;
        r.error = trIo("%1: customRuleset.path: the ruleset file \"%2\" is missing (looked for %3)")
                      .arg(map, ref.path, QDir::toNativeSeparators(file));
        return r;
    }
    return loadRulesetFile(file);
}

} // namespace hexstride
