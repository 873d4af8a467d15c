#include "propertiesdock.h"

#include "view/mapview.h"

#include <QEvent>
#include <QLocale>

#include <QHeaderView>
#include <QTreeWidget>

namespace hexstride {

PropertiesDock::PropertiesDock(MapView *view, QWidget *parent)
    : QDockWidget(parent)
    , m_view(view)
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("propertiesDock"));
    m_tree->setColumnCount(2);
    retranslate();
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setWidget(m_tree);
    showHex(std::nullopt);
    connect(view, &MapView::hoveredHexChanged, this, [this](std::optional<Hex> h) {
        if (h)
            showHex(h);
    });
}

void PropertiesDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(e);
}

void PropertiesDock::retranslate()
{
    setWindowTitle(tr("Properties"));
    m_tree->setHeaderLabels({tr("Property"), tr("Value")});
    if (m_view->document())
        showHex(m_hex);
}

void PropertiesDock::showHex(std::optional<Hex> hex)
{
    m_hex = hex;
    m_tree->clear();
    const MapDocument *doc = m_view->document();
    if (!hex || !doc || !doc->map().contains(*hex)) {
        auto *hint = new QTreeWidgetItem({tr("Point at a hex to see what is on it")});
        hint->setToolTip(0, hint->text(0));
        hint->setFirstColumnSpanned(true);
        hint->setForeground(0, palette().color(QPalette::PlaceholderText));
        m_tree->addTopLevelItem(hint);
        hint->setFirstColumnSpanned(true);
        return;
    }
    const HexMap &map = doc->map();
    const MapStyle &style = m_view->style();
    const auto add = [this](const QString &k, const QString &v) {
        m_tree->addTopLevelItem(new QTreeWidgetItem({k, v}));
    };
    const auto names = [](FeatureMask m, const auto &looks) {
        QStringList out;
        for (int b = 0; b < looks.size(); ++b) {
            if (m & (1u << b))
                out.append(looks.at(b).name);
        }
        return out.join(QStringLiteral(", "));
    };
    add(tr("Hex"), map.label(*hex));
    add(tr("Terrain"), style.terrainName(map.terrain(*hex)));
    add(tr("Elevation"), QLocale().toString(map.elevation(*hex)));
    if (const FeatureMask f = map.hexFeatures(*hex))
        add(tr("Features"), names(f, style.hexFeatures));
    for (Direction d : clockwiseDirections(map.grid().orientation)) {
        if (const FeatureMask m = map.edgeFeatures(*hex, d))
            add(tr("Side %1").arg(localizedDirectionName(map.grid().orientation, d)),
                names(m, style.edges));
    }
    for (const MapLabel &l : map.labels()) {
        if (l.hex == *hex)
            add(tr("Label"), l.text);
    }
    for (const MapUnit &u : map.units()) {
        if (u.hex == *hex)
            add(tr("Unit"), u.side.isEmpty() ? u.name : tr("%1 (%2)").arg(u.name, u.side));
    }
}

} // namespace hexstride
