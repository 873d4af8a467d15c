#include "objecttools.h"

#include "commands/changelabelscommand.h"
#include "commands/changeunitscommand.h"
#include "editorcontext.h"
#include "mapdocument.h"
#include "toolicons.h"
#include "view/mapview.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLineEdit>
#include <QMouseEvent>
#include <QSpinBox>

namespace hexstride {

QIcon LabelTool::icon() const
{
    return toolIcon(ToolIcon::Label);
}

void LabelTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    MapDocument *doc = view->document();
    const std::vector<int> hits = view->labelsAt(scene);
    if (e->button() == Qt::RightButton) {
        if (!hits.empty()) {
            QList<MapLabel> labels = doc->map().labels();
            labels.removeAt(hits.front());
            doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, tr("Delete Label")));
        }
        return;
    }
    if (e->button() != Qt::LeftButton)
        return;
    m_pressHex = view->params().hexAt(scene);
    if (!hits.empty())
        m_dragging = hits.front();
    else
        m_dragging.reset();
}

void LabelTool::mouseReleased(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton)
        return;
    MapDocument *doc = view->document();
    const Hex h = view->params().hexAt(scene);
    QList<MapLabel> labels = doc->map().labels();
    if (m_dragging && *m_dragging < labels.size()) {
        const int i = *m_dragging;
        m_dragging.reset();
        if (h != m_pressHex && doc->map().contains(h)) {
            labels[i].hex = h;
            doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, tr("Move Label")));
            return;
        }
        bool ok = false;
        const QString text = QInputDialog::getText(view, tr("Edit Label"), tr("Label text (empty deletes it):"),
                                                   QLineEdit::Normal, labels[i].text, &ok);
        if (!ok || text == labels[i].text)
            return;
        if (text.trimmed().isEmpty())
            labels.removeAt(i);
        else
            labels[i].text = text.trimmed();
        doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, tr("Edit Label")));
        return;
    }
    if (!doc->map().contains(h) || h != m_pressHex)
        return;
    bool ok = false;
    const QString text = QInputDialog::getText(view, tr("New Label"),
                                               tr("Label for hex %1:").arg(doc->map().label(h)),
                                               QLineEdit::Normal, QString(), &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    labels.append({h, text.trimmed()});
    doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, tr("Add Label")));
}

QIcon UnitTool::icon() const
{
    return toolIcon(ToolIcon::Unit);
}

namespace {
/// Asks for a unit's name, side and figures; false when cancelled.
bool editUnit(QWidget *parent, MapUnit &unit, const QString &title)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(unit.name, &dialog);
    auto *side = new QLineEdit(unit.side, &dialog);
    side->setToolTip(UnitTool::tr("Units of different sides are enemies"));
    auto *figures = new QSpinBox(&dialog);
    figures->setRange(0, 100000);
    figures->setValue(unit.figures);
    form->addRow(UnitTool::tr("&Name:"), name);
    form->addRow(UnitTool::tr("&Side:"), side);
    form->addRow(UnitTool::tr("&Figures:"), figures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    unit.name = name->text().trimmed();
    unit.side = side->text().trimmed();
    unit.figures = figures->value();
    return true;
}
} // namespace

void UnitTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    MapDocument *doc = view->document();
    const std::vector<int> hits = view->unitsAt(scene);
    if (e->button() == Qt::RightButton) {
        if (!hits.empty()) {
            QList<MapUnit> units = doc->map().units();
            units.removeAt(hits.front());
            doc->undoStack()->push(new ChangeUnitsCommand(doc, units, tr("Delete Unit")));
        }
        return;
    }
    if (e->button() != Qt::LeftButton)
        return;
    m_pressHex = view->params().hexAt(scene);
    if (!hits.empty())
        m_dragging = hits.front();
    else
        m_dragging.reset();
}

void UnitTool::mouseReleased(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton)
        return;
    MapDocument *doc = view->document();
    const Hex h = view->params().hexAt(scene);
    QList<MapUnit> units = doc->map().units();
    if (m_dragging && *m_dragging < units.size()) {
        const int i = *m_dragging;
        m_dragging.reset();
        if (h != m_pressHex && doc->map().contains(h)) {
            units[i].hex = h;
            doc->undoStack()->push(new ChangeUnitsCommand(doc, units, tr("Move Unit")));
        } else if (editUnit(view, units[i], tr("Edit Unit")) && units[i] != doc->map().units().at(i)) {
            doc->undoStack()->push(new ChangeUnitsCommand(doc, units, tr("Edit Unit")));
        }
        return;
    }
    if (!doc->map().contains(h) || h != m_pressHex)
        return;
    MapUnit unit;
    unit.hex = h;
    unit.name = tr("Unit %1").arg(units.size() + 1);
    if (!editUnit(view, unit, tr("New Unit")))
        return;
    units.append(unit);
    doc->undoStack()->push(new ChangeUnitsCommand(doc, units, tr("Place Unit")));
}

} // namespace hexstride
