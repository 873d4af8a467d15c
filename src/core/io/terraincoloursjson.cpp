#include "terraincoloursjson.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
const QString kField = QStringLiteral("terrainColours");
} // namespace

bool readTerrainColours(JsonFields &f, const QJsonObject &root, HexMap &map)
{
    map.terrainColours().clear();
    if (!root.contains(kField))
        return true;
    const auto o = f.object(root, QString(), kField);
    if (!o)
        return false;
    for (auto it = o->begin(); it != o->end(); ++it) {
        const QString path = JsonFields::join(kField, it.key());
        if (map.terrains().indexOf(it.key()) < 0)
            return f.fail(path, QCoreApplication::translate(
                                    "hexstride::io", "not a terrain of the map's ids.terrains"));
        const QString c = it.value().toString();
        bool ok = c.size() == 7 && c.startsWith(QLatin1Char('#'));
        const uint rgb = ok ? c.mid(1).toUInt(&ok, 16) : 0;
        if (!ok)
            return f.fail(path, QCoreApplication::translate("hexstride::io",
                                                            "expected a colour like \"#1e1914\""));
        map.terrainColours().insert(it.key(), rgb);
    }
    return true;
}

void writeTerrainColours(QJsonObject &root, const HexMap &map)
{
    // Only terrains the map still has: a colour outlives neither its terrain nor a remapping.
    QJsonObject colours;
    for (auto it = map.terrainColours().cbegin(); it != map.terrainColours().cend(); ++it) {
        if (map.terrains().indexOf(it.key()) >= 0)
            colours.insert(it.key(), QStringLiteral("#%1").arg(it.value() & 0xffffff, 6, 16,
                                                               QLatin1Char('0')));
    }
    if (!colours.isEmpty())
        root.insert(kField, colours);
}

} // namespace hexstride
