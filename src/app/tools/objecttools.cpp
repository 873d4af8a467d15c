#include "objecttools.h"

#include "commands/changelabelscommand.h"
#include "commands/changeunitscommand.h"
#include "dialogs/labeldialog.h"
#include "editorcontext.h"
#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "mapdocument.h"
#include "toolicons.h"
#include "view/mapview.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <utility>

namespace hexstride {

void PlacedObjectTool::mousePressed(MapView *view, QMouseEvent *e, QPointF scene)
{
    const std::vector<int> hits = objectsAt(view, scene);
    if (e->button() == Qt::RightButton) {
        if (!hits.empty())
            deleteObject(view->document(), hits.front());
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

void PlacedObjectTool::mouseReleased(MapView *view, QMouseEvent *e, QPointF scene)
{
    if (e->button() != Qt::LeftButton)
        return;
    MapDocument *doc = view->document();
    const Hex h = view->params().hexAt(scene);
    const std::optional<int> dragged = std::exchange(m_dragging, std::nullopt);
    if (dragged && *dragged < objectCount(doc)) {
        if (h != m_pressHex && doc->map().contains(h))
            moveObject(doc, *dragged, h);
        else
            editObject(view, *dragged);
        return;
    }
    if (doc->map().contains(h) && h == m_pressHex)
        addObject(view, h);
}

QIcon LabelTool::icon() const
{
    return toolIcon(ToolIcon::Label);
}

std::vector<int> LabelTool::objectsAt(const MapView *view, QPointF scene) const
{
    // A label belongs to its hex: a large one's letters over the next hex do not take the
    // clicks meant for that hex (a new label there, or its own).
    const Hex h = view->params().hexAt(scene);
    std::vector<int> out;
    const QList<MapLabel> &labels = view->document()->map().labels();
    for (int i = 0; i < labels.size(); ++i) {
        if (labels[i].hex == h)
            out.push_back(i);
    }
    return out;
}

int LabelTool::objectCount(const MapDocument *doc) const
{
    return int(doc->map().labels().size());
}

void LabelTool::addObject(MapView *view, Hex h)
{
    MapDocument *doc = view->document();
    LabelDialog dialog(MapLabel{h, {}}, tr("New Label"),
                       tr("Label for hex %1:").arg(doc->map().label(h)), view);
    if (dialog.exec() != QDialog::Accepted || dialog.label().text.isEmpty())
        return;
    QList<MapLabel> labels = doc->map().labels();
    labels.append(dialog.label());
    doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, [] { return tr("Add Label"); }));
}

void LabelTool::editObject(MapView *view, int index)
{
    MapDocument *doc = view->document();
    QList<MapLabel> labels = doc->map().labels();
    LabelDialog dialog(labels[index], tr("Edit Label"), tr("Label text (empty deletes it):"), view);
    if (dialog.exec() != QDialog::Accepted || dialog.label() == labels[index])
        return;
    if (dialog.label().text.isEmpty())
        labels.removeAt(index);
    else
        labels[index] = dialog.label();
    doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, [] { return tr("Edit Label"); }));
}

void LabelTool::moveObject(MapDocument *doc, int index, Hex to)
{
    QList<MapLabel> labels = doc->map().labels();
    labels[index].hex = to;
    doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, [] { return tr("Move Label"); }));
}

void LabelTool::deleteObject(MapDocument *doc, int index)
{
    QList<MapLabel> labels = doc->map().labels();
    labels.removeAt(index);
    doc->undoStack()->push(new ChangeLabelsCommand(doc, labels, [] { return tr("Delete Label"); }));
}

QIcon UnitTool::icon() const
{
    return toolIcon(ToolIcon::Unit);
}

namespace {
/// Why `name` cannot name units[self] among `units` (self -1: a new unit) beside the map's
/// `plans`; empty when it can.
QString unitNameProblemAmong(const QString &name, const QList<MapUnit> &units, qsizetype self,
                             const QList<MovementPlan> &plans)
{
    if (QString problem = unitNameProblem(name); !problem.isEmpty())
        return problem;
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (i != self && units[i].name == name)
            return UnitTool::tr("another unit is already called “%1”").arg(name);
    }
    if (QString twin = unitNameTwin(name, units, self); !twin.isEmpty())
        return twin;
    if (self >= 0 && units[self].name == name)
        return {}; // unchanged: the map's as it was read
    return unitNamePlanClash(name, plans);
}

/// Asks for units[self]'s name, side and figures (self -1: `unit` is a new one) on `map`;
/// false when cancelled. OK stays disabled while the name or side could not be saved and loaded
/// again (a side is also held against the sides the map's relations and hex owners name).
bool editUnit(QWidget *parent, MapUnit &unit, const QList<MapUnit> &units, qsizetype self,
              const HexMap &map, const QString &title)
{
    const QStringList otherSides = sidesNamedBesideUnits(map);
    QDialog dialog(parent);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *name = new QLineEdit(unit.name, &dialog);
    name->setMaxLength(int(kMaxLabelChars)); // a longer name would not load again
    name->selectAll();                       // typing replaces the offered "Unit 3" (walk14 #17)
    auto *side = new QLineEdit(unit.side, &dialog);
    side->setMaxLength(int(kMaxLabelChars));
    side->setToolTip(UnitTool::tr("Units of different sides are enemies"));
    auto *figures = new QSpinBox(&dialog);
    figures->setRange(0, 100000);
    figures->setValue(unit.figures);
    auto *problem = new QLabel(&dialog);
    problem->setObjectName(QStringLiteral("unitNameProblem"));
    problem->setTextFormat(Qt::PlainText); // the name is the user's text, shown as typed
    problem->setStyleSheet(QStringLiteral("color: #b00020"));
    form->addRow(UnitTool::tr("&Name:"), name);
    form->addRow(QString(), problem);
    form->addRow(UnitTool::tr("&Side:"), side);
    form->addRow(UnitTool::tr("&Figures:"), figures);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    const auto check = [&] {
        QString why = unitNameProblemAmong(name->text().trimmed(), units, self, map.plans());
        if (!why.isEmpty()) {
            why = UnitTool::tr("The name cannot be used: %1").arg(why);
        } else if (const QString bad
                   = unitSideProblemAmong(side->text().trimmed(), units, self, otherSides);
                   !bad.isEmpty()) {
            why = UnitTool::tr("The side cannot be used: %1").arg(bad);
        }
        problem->setText(why);
        problem->setVisible(!why.isEmpty());
        buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    };
    QObject::connect(name, &QLineEdit::textChanged, &dialog, check);
    QObject::connect(side, &QLineEdit::textChanged, &dialog, check);
    check();
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    unit.name = name->text().trimmed();
    unit.side = side->text().trimmed();
    unit.figures = figures->value();
    return true;
}
} // namespace

std::vector<int> UnitTool::objectsAt(const MapView *view, QPointF scene) const
{
    return view->unitsAt(scene);
}

int UnitTool::objectCount(const MapDocument *doc) const
{
    return int(doc->map().units().size());
}

void UnitTool::addObject(MapView *view, Hex h)
{
    MapDocument *doc = view->document();
    QList<MapUnit> units = doc->map().units();
    MapUnit unit;
    unit.hex = h;
    // The first free "Unit N": after a deletion, units.size() + 1 may already be taken.
    for (qsizetype n = units.size() + 1; unit.name.isEmpty(); ++n) {
        const QString candidate = tr("Unit %1").arg(n);
        if (unitNameProblemAmong(candidate, units, -1, doc->map().plans()).isEmpty())
            unit.name = candidate;
    }
    if (!editUnit(view, unit, units, -1, doc->map(), tr("New Unit")))
        return;
    units.append(unit);
    doc->undoStack()->push(new ChangeUnitsCommand(doc, units, [] { return tr("Place Unit"); }));
}

void UnitTool::editObject(MapView *view, int index)
{
    MapDocument *doc = view->document();
    QList<MapUnit> units = doc->map().units();
    const MapUnit before = units.at(index);
    if (!editUnit(view, units[index], units, index, doc->map(), tr("Edit Unit"))
        || units[index] == before)
        return;
    doc->undoStack()->push(new ChangeUnitsCommand(
        doc, units, plansAfterUnitEdit(doc->map().plans(), before, &units[index]),
        [] { return tr("Edit Unit"); }));
}

void UnitTool::moveObject(MapDocument *doc, int index, Hex to)
{
    QList<MapUnit> units = doc->map().units();
    units[index].hex = to;
    doc->undoStack()->push(new ChangeUnitsCommand(
        doc, units,
        plansAfterUnitEdit(doc->map().plans(), doc->map().units().at(index), &units[index]),
        [] { return tr("Move Unit"); }));
}

void UnitTool::deleteObject(MapDocument *doc, int index)
{
    QList<MapUnit> units = doc->map().units();
    units.removeAt(index);
    doc->undoStack()->push(new ChangeUnitsCommand(
        doc, units, plansAfterUnitEdit(doc->map().plans(), doc->map().units().at(index), nullptr),
        [] { return tr("Delete Unit"); }));
}

} // namespace hexstride
