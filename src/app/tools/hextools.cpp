#include "hextools.h"

#include "editorcontext.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "pluralsuffix.h"
#include "toolicons.h"
#include "view/mapview.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QFormLayout>
#include <QMouseEvent>
#include <QRadioButton>
#include <QSpinBox>

namespace hexstride {

QIcon TerrainBrushTool::icon() const
{
    return toolIcon(ToolIcon::Brush);
}

void TerrainBrushTool::apply(const QList<Hex> &hexes, int strokeId, bool)
{
    edits::paintTerrain(*context()->document(), hexes, std::uint8_t(context()->terrain()), strokeId,
                        PaintTerrainCommand::How::Brush);
}

static QSpinBox *radiusBox(EditorContext *ctx, QWidget *parent)
{
    auto *radius = new QSpinBox(parent);
    radius->setRange(0, 20);
    radius->setValue(ctx->brushRadius());
    keepPluralSuffix(radius, [](int n) {
        return QCoreApplication::translate("hexstride::TerrainBrushTool", " hex(es)",
                                           "spin box unit after the number", n);
    });
    radius->setToolTip(QCoreApplication::translate(
        "hexstride::TerrainBrushTool", "How many hexes around the centre the brush covers"));
    QObject::connect(radius, &QSpinBox::valueChanged, ctx, &EditorContext::setBrushRadius);
    QObject::connect(ctx, &EditorContext::brushRadiusChanged, radius, &QSpinBox::setValue);
    return radius;
}

QWidget *TerrainBrushTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->addRow(tr("Brush radius:"), radiusBox(context(), w));
    return w;
}

QIcon ElevationTool::icon() const
{
    return toolIcon(ToolIcon::Elevation);
}

void ElevationTool::apply(const QList<Hex> &hexes, int strokeId, bool erase)
{
    EditorContext *ctx = context();
    MapDocument &doc = *ctx->document();
    const int v = ctx->elevationValue();
    switch (ctx->elevationMode()) {
    case EditorContext::ElevationMode::Raise:
        edits::addElevation(doc, hexes, erase ? -v : v, strokeId);
        break;
    case EditorContext::ElevationMode::Lower:
        edits::addElevation(doc, hexes, erase ? v : -v, strokeId);
        break;
    case EditorContext::ElevationMode::Set:
        edits::setElevation(doc, hexes, erase ? 0 : v, strokeId);
        break;
    }
}

QWidget *ElevationTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    auto *group = new QButtonGroup(w);
    const std::pair<EditorContext::ElevationMode, QString> modes[]
        = {{EditorContext::ElevationMode::Raise, tr("Raise")},
           {EditorContext::ElevationMode::Lower, tr("Lower")},
           {EditorContext::ElevationMode::Set, tr("Set to value")}};
    auto *box = new QWidget(w);
    // One mode per line: a row does not fit a narrow dock with longer (Russian) labels.
    auto *row = new QVBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    for (const auto &[mode, text] : modes) {
        auto *b = new QRadioButton(text, box);
        b->setChecked(context()->elevationMode() == mode);
        group->addButton(b, int(mode));
        row->addWidget(b);
    }
    connect(group, &QButtonGroup::idClicked, this,
            [this](int id) { context()->setElevationMode(EditorContext::ElevationMode(id)); });
    auto *value = new QSpinBox(w);
    value->setRange(-999, 999);
    value->setValue(context()->elevationValue());
    value->setToolTip(tr("The step for raise and lower, the level for set"));
    connect(value, &QSpinBox::valueChanged, this,
            [this](int v) { context()->setElevationValue(v); });
    form->addRow(tr("Mode:"), box);
    form->addRow(tr("Amount:"), value);
    form->addRow(tr("Brush radius:"), radiusBox(context(), w));
    return w;
}

QIcon HexFeatureTool::icon() const
{
    return toolIcon(ToolIcon::HexFeature);
}

void HexFeatureTool::apply(const QList<Hex> &hexes, int strokeId, bool erase)
{
    // The right button takes away what is in the hexes under the pointer, whatever the palette
    // says; Shift takes away the palette's feature only.
    if (erase && rightButton()) {
        edits::setHexFeature(*context()->document(), hexes, FeatureMask(~FeatureMask(0)), false,
                             strokeId);
        return;
    }
    const int bit = context()->hexFeature();
    if (bit < 0 || bit >= kMaxFeatureKinds)
        return;
    edits::setHexFeature(*context()->document(), hexes, FeatureMask(1u << bit), !erase, strokeId);
}

QIcon FloodFillTool::icon() const
{
    return toolIcon(ToolIcon::Fill);
}

void FloodFillTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() == Qt::LeftButton)
        edits::floodFill(*view->document(), view->params().hexAt(scene),
                         std::uint8_t(context()->terrain()));
}

} // namespace hexstride
