#include "propertiesdock.h"

#include "view/featuretext.h"
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
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (m_hex && item == ownerItem())
            emit ownerWanted(*m_hex);
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
    add(tr("Hex"), map.label(*hex));
    add(tr("Terrain"), style.terrainName(map.terrain(*hex)));
    add(tr("Elevation"), QLocale().toString(map.elevation(*hex)));
    const FeatureMask features = map.hexFeatures(*hex);
    if (features)
        add(tr("Features"), featureNames(features, style.hexFeatures));
    // Whose the town and its walls are (pbm-strategic's encounters ask): on every hex with
    // features or an owner.
    const QString owner = map.sides().ownerOf(*hex);
    if (features || !owner.isEmpty()) {
        auto *item = new QTreeWidgetItem({tr("Owner"), owner.isEmpty() ? tr("nobody") : owner});
        item->setData(0, Qt::UserRole, QStringLiteral("owner"));
        item->setToolTip(0, tr("Double-click to choose the side that owns the hex"));
        item->setToolTip(1, item->toolTip(0));
        m_tree->addTopLevelItem(item);
    }
    for (Direction d : clockwiseDirections(map.grid().orientation)) {
        if (const FeatureMask m = map.edgeFeatures(*hex, d))
            // Capitals, as the status bar and the guide write directions (walk16 W02: "Side w").
            add(tr("Side %1").arg(sideName(map.grid().orientation, d)),
                featureNames(m, style.edges));
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

QTreeWidgetItem *PropertiesDock::ownerItem() const
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->data(0, Qt::UserRole).toString() == QLatin1String("owner"))
            return item;
    }
    return nullptr;
}

} // namespace hexstride
