#include "customruleset.h"

#include "mappaths.h"
#include "messagetext.h"
#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct IoText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::io)
};
} // namespace

bool readCustomRuleset(const QJsonObject &root, MapRulesetRef &out, QString &error)
{
    out = {};
    const QJsonValue v = root.value(QStringLiteral("customRuleset"));
    if (v.isUndefined())
        return true;
    if (!v.isObject()) {
        error = QStringLiteral("customRuleset: ") + IoText::tr("expected an object");
        return false;
    }
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() != QLatin1String("embedded") && it.key() != QLatin1String("path")) {
            error = QStringLiteral("customRuleset.%1: ").arg(it.key()) + IoText::tr("unknown key");
            return false;
        }
    }
    if (o.contains(QStringLiteral("embedded")) == o.contains(QStringLiteral("path"))) {
        error = QStringLiteral("customRuleset: ")
                + IoText::tr("expected exactly one of \"embedded\" and \"path\"");
        return false;
    }
    if (o.contains(QStringLiteral("embedded"))) {
        const QJsonValue e = o.value(QStringLiteral("embedded"));
        if (!e.isObject() || e.toObject().isEmpty()) {
            error = QStringLiteral("customRuleset.embedded: ")
                    + IoText::tr("expected a ruleset object");
            return false;
        }
        out.embedded = e.toObject();
        return true;
    }
    const QJsonValue p = o.value(QStringLiteral("path"));
    if (!p.isString() || p.toString().isEmpty()) {
        error = QStringLiteral("customRuleset.path: ") + IoText::tr("expected a non-empty string");
        return false;
    }
    out.path = p.toString();
    return true;
}

void writeCustomRuleset(QJsonObject &root, const MapRulesetRef &ref)
{
    if (!ref.embedded.isEmpty())
        root.insert(QStringLiteral("customRuleset"),
                    QJsonObject{{QStringLiteral("embedded"), ref.embedded}});
    else if (!ref.path.isEmpty())
        root.insert(QStringLiteral("customRuleset"),
                    QJsonObject{{QStringLiteral("path"), ref.path}});
}

MapRulesetRef rebaseCustomRuleset(const MapRulesetRef &ref, const QString &fromMapPath,
                                  const QString &toMapPath)
{
    MapRulesetRef out = ref;
    out.path = rebaseMapReference(ref.path, fromMapPath, toMapPath);
    return out;
}

RulesetLoadResult resolveCustomRuleset(const MapRulesetRef &ref, const QString &mapPath)
{
    const QString map = mapPath.isEmpty() ? IoText::tr("the map") : mapPath;
    if (!ref.embedded.isEmpty())
        return loadRuleset(QJsonDocument(ref.embedded).toJson(QJsonDocument::Compact),
                           map + QStringLiteral(": customRuleset.embedded"));
    if (ref.path.isEmpty()) {
        RulesetLoadResult r;
        r.error = IoText::tr("%1: the map has no custom ruleset").arg(map);
        return r;
    }
    const QString file = resolveMapReference(ref.path, mapPath);
    if (const QString loop = safefile::linkLoopProblem(file); !loop.isEmpty()) {
        RulesetLoadResult r;
        r.error = QStringLiteral("%1: customRuleset.path: ").arg(map) + loop;
        return r;
    }
    if (!QFileInfo::exists(file)) {
        RulesetLoadResult r;
        r.error = IoText::tr(
                      "%1: customRuleset.path: the ruleset file \"%2\" is missing (looked for %3)")
                      .arg(map, quotedInput(ref.path), quotedPath(QDir::toNativeSeparators(file)));
        return r;
    }
    // A file the map names: never a device, pipe or socket, on the command line too.
    if (const QString problem = safefile::namedFileProblem(file); !problem.isEmpty()) {
        RulesetLoadResult r;
        r.error = QStringLiteral("%1: customRuleset.path: ").arg(map) + problem;
        return r;
    }
    RulesetLoadResult r = loadRulesetFile(file);
    if (!r.ruleset) // the file's own message names the JSON path of the fault; say which field led
                    // there
        r.error = QStringLiteral("%1: customRuleset.path: ").arg(map) + r.error;
    return r;
}

} // namespace hexstride
