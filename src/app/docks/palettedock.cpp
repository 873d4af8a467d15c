#include "palettedock.h"

#include "plaintext.h"
#include "text/filltext.h"
#include "tools/editorcontext.h"
#include "tools/toolicons.h"
#include "view/mapstyle.h"

#include <QAction>
#include <QEvent>
#include <QListWidget>
#include <QPainter>
#include <QTabWidget>
#include <cmath>

namespace hexstride {

namespace {
QIcon swatch(const std::function<void(QPainter &)> &draw)
{
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    draw(p);
    return QIcon(pm);
}

QListWidget *makeList(QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setIconSize(QSize(28, 28));
    list->setUniformItemSizes(true);
    list->setSpacing(1);
    return list;
}
} // namespace

PaletteDock::PaletteDock(EditorContext *context, QWidget *parent)
    : QDockWidget(parent)
    , m_context(context)
{
    setObjectName(QStringLiteral("paletteDock"));
    m_tabs = new QTabWidget(this);
    m_terrains = makeList(m_tabs);
    m_hexFeatures = makeList(m_tabs);
    m_edgeFeatures = makeList(m_tabs);
    m_tabs->addTab(m_terrains, QString());
    m_tabs->addTab(m_edgeFeatures, QString());
    m_tabs->addTab(m_hexFeatures, QString());
    setWidget(m_tabs);
    retranslate();

    connect(m_terrains, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        m_context->setTerrain(row);
    });
    connect(m_terrains, &QListWidget::itemClicked, this,
            [this] { emit toolWanted(QStringLiteral("terrain-brush")); });
    connect(m_hexFeatures, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_context->setHexFeature(row);
    });
    connect(m_hexFeatures, &QListWidget::itemClicked, this,
            [this] { emit toolWanted(QStringLiteral("hex-feature")); });
    connect(m_edgeFeatures, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_context->setEdgeFeature(row);
    });
    connect(m_edgeFeatures, &QListWidget::itemClicked, this,
            [this] { emit toolWanted(QStringLiteral("edge-feature")); });
    connect(context, &EditorContext::terrainChanged, m_terrains,
            qOverload<int>(&QListWidget::setCurrentRow));
    // Keys 1–9 pick the first nine terrains and the brush, anywhere in the window (a focused
    // spin box or text field keeps its digits).
    for (int i = 0; i < 9; ++i) {
        auto *pick = new QAction(this);
        pick->setObjectName(QStringLiteral("actionTerrain%1").arg(i + 1));
        pick->setShortcut(QKeySequence(Qt::Key_1 + i));
        pick->setShortcutContext(Qt::WindowShortcut);
        addAction(pick);
        connect(pick, &QAction::triggered, this, [this, i] {
            if (i >= m_terrains->count())
                return;
            m_context->setTerrain(i);
            emit toolRequired(QStringLiteral("terrain-brush"));
        });
    }
}

void PaletteDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(e);
}

// The entries' names come with the map style (ruleset data), refilled by setStyle.
void PaletteDock::retranslate()
{
    setWindowTitle(tr("Palette"));
    m_tabs->setTabText(m_tabs->indexOf(m_terrains), tr("Terrain"));
    m_tabs->setTabText(m_tabs->indexOf(m_edgeFeatures), tr("Hex-sides"));
    m_tabs->setTabText(m_tabs->indexOf(m_hexFeatures), tr("Features"));
    m_terrains->setToolTip(tr("Terrain for the brush and the fill"));
    m_edgeFeatures->setToolTip(tr("Rivers, roads, fords, bridges and walls for the edge tool"));
    m_hexFeatures->setToolTip(tr("Towns, castles and other features for the hex feature tool"));
}

void PaletteDock::showListFor(const QString &toolId)
{
    // What the tool places is the pick on screen (walk16 W03: the Hex Feature tool showed the
    // hex-sides list and placed a hex feature that was not shown).
    if (toolId == QLatin1String("terrain-brush") || toolId == QLatin1String("flood-fill"))
        m_tabs->setCurrentWidget(m_terrains);
    else if (toolId == QLatin1String("hex-feature"))
        m_tabs->setCurrentWidget(m_hexFeatures);
    else if (toolId == QLatin1String("edge-feature"))
        m_tabs->setCurrentWidget(m_edgeFeatures);
}

void PaletteDock::setStyle(const MapStyle &style)
{
    const QSignalBlocker b1(m_terrains), b2(m_hexFeatures), b3(m_edgeFeatures);
    m_terrains->clear();
    m_hexFeatures->clear();
    m_edgeFeatures->clear();
    for (int i = 0; i < style.terrainNames.size(); ++i) {
        const QColor c = style.terrainColour[std::size_t(i)];
        const QImage pattern = style.terrainPattern[std::size_t(i)];
        m_terrains->addItem(new QListWidgetItem(swatch([&](QPainter &p) {
                                                    p.setPen(QPen(QColor(40, 40, 40), 1));
                                                    p.setBrush(c);
                                                    p.drawPolygon(iconHexagon({16, 16}, 14));
                                                    if (!pattern.isNull()) {
                                                        p.setBrush(QBrush(pattern));
                                                        p.drawPolygon(iconHexagon({16, 16}, 14));
                                                    }
                                                }),
                                                style.terrainNames.at(i)));
        m_terrains->item(m_terrains->count() - 1)
            ->setToolTip(
                plainToolTip(i < 9 ? fillText(tr("%1 (key %2)"), {style.terrainNames.at(i), i + 1})
                                   : style.terrainNames.at(i)));
    }
    for (const auto &f : style.hexFeatures) {
        m_hexFeatures->addItem(new QListWidgetItem(swatch([&](QPainter &p) {
                                                       p.setPen(QPen(QColor(120, 120, 120), 1));
                                                       p.setBrush(QColor(235, 230, 210));
                                                       p.drawPolygon(iconHexagon({16, 16}, 14));
                                                       p.setPen(QPen(Qt::white, 1));
                                                       p.setBrush(f.colour);
                                                       if (f.symbol == HexSymbol::Dot)
                                                           p.drawEllipse(QPointF(16, 16), 4, 4);
                                                       else
                                                           p.drawRect(QRectF(10, 10, 12, 12));
                                                   }),
                                                   f.name));
        m_hexFeatures->item(m_hexFeatures->count() - 1)->setToolTip(plainToolTip(f.name));
    }
    for (const auto &e : style.edges) {
        m_edgeFeatures->addItem(new QListWidgetItem(
            swatch([&](QPainter &p) {
                p.setPen(QPen(QColor(150, 150, 150), 1));
                p.setBrush(QColor(235, 230, 210));
                const QPolygonF hex = iconHexagon({16, 16}, 14);
                p.drawPolygon(hex);
                switch (e.draw) {
                case EdgeDraw::River:
                    p.setPen(QPen(e.colour, 2.0 + 1.5 * e.width, Qt::SolidLine, Qt::RoundCap));
                    p.drawPolyline(QPolygonF({hex[5], hex[0], hex[1]}));
                    break;
                case EdgeDraw::Road:
                    p.setPen(QPen(e.colour, 3, Qt::SolidLine, Qt::RoundCap));
                    p.drawLine(QPointF(4, 16), QPointF(28, 16));
                    break;
                case EdgeDraw::Crossing:
                    p.setPen(QPen(QColor(60, 120, 210), 4));
                    p.drawLine(QPointF(16, 3), QPointF(16, 29));
                    p.setPen(QPen(QColor(50, 30, 10), 1));
                    p.setBrush(e.colour);
                    if (e.bridge) {
                        p.drawRect(QRectF(8, 12, 16, 8));
                    } else {
                        for (int k = -1; k <= 1; ++k)
                            p.drawEllipse(QPointF(16 + 6 * k, 16), 2.5, 2.5);
                    }
                    break;
                case EdgeDraw::Barrier:
                    p.setPen(QPen(e.colour, 4));
                    p.drawLine(hex[0], hex[1]);
                    break;
                }
            }),
            e.name));
        m_edgeFeatures->item(m_edgeFeatures->count() - 1)->setToolTip(plainToolTip(e.name));
    }
    m_terrains->setCurrentRow(std::min(m_context->terrain(), m_terrains->count() - 1));
    m_hexFeatures->setCurrentRow(std::min(m_context->hexFeature(), m_hexFeatures->count() - 1));
    m_edgeFeatures->setCurrentRow(std::min(m_context->edgeFeature(), m_edgeFeatures->count() - 1));
}

} // namespace hexstride
