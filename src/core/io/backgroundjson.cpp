#include "backgroundjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <cmath>

namespace hexstride {

namespace {
const QString kField = QStringLiteral("background");

/// The translation context of these messages (a class so that lupdate finds them).
struct IoText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::io)
};

std::optional<AffineMap> readTransform(JsonFields &f, const QJsonObject &o)
{
    const QString path = JsonFields::join(kField, QStringLiteral("transform"));
    const auto arr = f.array(o, kField, QStringLiteral("transform"));
    if (!arr)
        return std::nullopt;
    double v[6] = {};
    bool good = arr->size() == 6;
    for (qsizetype i = 0; good && i < 6; ++i) {
        good = arr->at(i).isDouble() && std::isfinite(arr->at(i).toDouble());
        if (good)
            v[i] = arr->at(i).toDouble();
    }
    if (!good) {
        f.fail(path, IoText::tr("expected six numbers [m11, m12, m21, m22, dx, dy]"));
        return std::nullopt;
    }
    const AffineMap m{v[0], v[1], v[2], v[3], v[4], v[5]};
    // Finite numbers whose determinant overflows (1e308 on the diagonal) stretch the image
    // past any map: not "flat", but as unusable (probe 10, finding 21).
    if (!std::isfinite(v[0] * v[3] - v[1] * v[2])) {
        f.fail(path, IoText::tr("the transform stretches the image beyond any map (its "
                                "determinant is too large)"));
        return std::nullopt;
    }
    if (!m.inverted()) {
        f.fail(path, IoText::tr("the transform squeezes the image flat (its determinant is 0)"));
        return std::nullopt;
    }
    return m;
}
} // namespace

bool readBackground(JsonFields &f, const QJsonObject &root, MapBackground &out)
{
    out = {};
    if (!root.contains(kField))
        return true;
    const auto o = f.object(root, QString(), kField);
    if (!o || !f.onlyKeys(*o, kField, {"path", "transform", "opacity", "visible"}))
        return false;
    const auto path = f.string(*o, kField, QStringLiteral("path"));
    if (path && path->isEmpty())
        return f.fail(JsonFields::join(kField, QStringLiteral("path")),
                      IoText::tr("expected a non-empty string"));
    // A NUL ends a file name for the system: "ok.png\0.svg" would open ok.png (probe 9 #17,
    // probe 10 #24). Refused at load, so that no verb meets it.
    if (path && path->contains(QChar(0)))
        return f.fail(JsonFields::join(kField, QStringLiteral("path")),
                      IoText::tr("a file name cannot hold a NUL character"));
    const auto transform = readTransform(f, *o);
    if (!f.ok())
        return false;
    out.path = *path;
    out.imageToMap = *transform;
    if (o->contains(QStringLiteral("opacity"))) {
        const QJsonValue v = o->value(QStringLiteral("opacity"));
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 1)
            return f.fail(JsonFields::join(kField, QStringLiteral("opacity")),
                          IoText::tr("expected a number from 0 to 1"));
        out.opacity = v.toDouble();
    }
    if (o->contains(QStringLiteral("visible"))) {
        const QJsonValue v = o->value(QStringLiteral("visible"));
        if (!v.isBool())
            return f.fail(JsonFields::join(kField, QStringLiteral("visible")),
                          IoText::tr("expected true or false"));
        out.visible = v.toBool();
    }
    return true;
}

void writeBackground(QJsonObject &root, const MapBackground &b)
{
    if (b.isEmpty())
        return;
    const AffineMap &m = b.imageToMap;
    root.insert(kField, QJsonObject{{QStringLiteral("path"), b.path},
                                    {QStringLiteral("transform"),
                                     QJsonArray{m.m11, m.m12, m.m21, m.m22, m.dx, m.dy}},
                                    {QStringLiteral("opacity"), b.opacity},
                                    {QStringLiteral("visible"), b.visible}});
}

} // namespace hexstride
