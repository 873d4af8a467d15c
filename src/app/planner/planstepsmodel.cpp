#include "planstepsmodel.h"
#include "text/filltext.h"

#include "commands/changeplanscommand.h"
#include "hex/orientation.h"
#include "mapdocument.h"
#include "movement/compacttrace.h"
#include "movement/orderparser.h"
#include "movement/turntexts.h"
#include "plaintext.h"
#include "plannersession.h"

#include <QBrush>
#include <QColor>

namespace hexstride {

namespace {
/// The direction in the UI language's compass notation ("ne", «св»), short so that the
/// column stays narrow; the game's token when it is not a direction (a rest).
QString directionLabel(const QString &token, Orientation orientation)
{
    const std::optional<Direction> d = parseDirection(orientation, token);
    return d ? localizedDirectionName(orientation, *d) : token;
}

QString statusText(StepStatus s)
{
    return turntexts::stepStatus(s);
}

/// A step that may be stopped when the turn is resolved: an enemy army in the hex entered or
/// left, a side stood and defended, a chance (the step's warnings, as `hexstride-cli move`
/// prints them).
QString mayBeStoppedText()
{
    return PlanStepsModel::tr("may be stopped");
}

bool warned(const PlannedStep &s)
{
    return s.status == StepStatus::Ok && !s.warnings().isEmpty();
}

/// A step of a later turn's orders where each turn has its own order list: made then, not
/// now, and not a failure.
bool laterTurn(const PlannedStep &s, const PlannerSession *session)
{
    return s.status == StepStatus::Ok && s.turn > 1 && session->ordersGivenPerTurn();
}

QString laterTurnText(int turn)
{
    return PlanStepsModel::tr("turn %1").arg(turn);
}

} // namespace

PlanStepsModel::PlanStepsModel(PlannerSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(session, &PlannerSession::planChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int PlanStepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_session->result().steps.size());
}

int PlanStepsModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_session->compareProfile() ? ColumnCount : CompareCost;
}

QVariant PlanStepsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const PlannedStep &s = m_session->result().steps[index.row()];
    const QString lang = PlannerSession::language();
    if (role == ExplanationRole)
        return compactStepExplanation(s.explain(), s.reason, lang, s.warnings());
    if (role == Qt::ToolTipRole) {
        // A rest's or a period's name may be longer than its column (sized in possibleTexts()):
        // the tool tip starts with the whole text, then says why the step costs what it does.
        const bool rest = index.column() == Order && s.from == s.to && m_session->rules()
                          && !m_session->rules()->ruleset().turns.holdLabel.in(lang).isEmpty();
        const bool named = index.column() == Turn && !s.period().isEmpty();
        const QString why = compactStepExplanation(s.explain(), s.reason, lang, s.warnings());
        if (rest)
            return plainToolTip(m_session->rules()->ruleset().turns.holdLabel.in(lang)
                                + QLatin1Char('\n') + why);
        return plainToolTip(
            named ? data(index, Qt::DisplayRole).toString() + QLatin1Char('\n') + why : why);
    }
    const PlanResult &b = m_session->compareResult();
    const PlannedStep *other = index.row() < b.steps.size() ? &b.steps[index.row()] : nullptr;
    if (role == Qt::ForegroundRole && s.status != StepStatus::Ok && index.column() < CompareCost)
        return QBrush(QColor(200, 20, 20));
    if (role == Qt::ForegroundRole && warned(s) && index.column() == Status)
        return QBrush(QColor(190, 100, 0)); // amber: allowed, but the turn may stop it
    if (role == Qt::ForegroundRole && laterTurn(s, m_session) && index.column() == Status)
        return QBrush(QColor(40, 90, 170)); // the blue of a later turn's path on the map
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Order:
        // A rest in a word that fits the column; the ruleset's name of the order ("Home (a day
        // of rest)") is in the tool tip.
        if (s.from == s.to)
            return holdWord();
        return directionLabel(s.order, m_session->document()
                                           ? m_session->document()->map().grid().orientation
                                           : Orientation::PointyTop);
    case HexColumn:
        // Off the map: a dash (the explanation says why); a short column keeps the map wide.
        return s.toOnMap && m_session->document() ? m_session->document()->map().label(s.to)
                                                  : QStringLiteral("—");
    case Cost:
        return s.cost ? QVariant(*s.cost) : QVariant(QStringLiteral("—"));
    case Total:
        return s.status == StepStatus::Ok ? QVariant(s.total) : QVariant();
    case Turn:
        // The period of the turn where the ruleset names who moves in which ("1 · Night").
        if (!s.period().isEmpty() && m_session->rules()) {
            for (const TurnPeriod &p : m_session->rules()->ruleset().turns.periods) {
                if (p.id == s.period())
                    return tr("%1 · %2").arg(s.turn).arg(p.label.in(lang));
            }
        }
        return s.turn;
    case Status:
        // The word only: the reason is in the tool tip and under "Why this cost", so that the
        // column has a fixed width and never cuts its text.
        // A step the turn may stop says so in any turn: the Turn column has its number (walk17
        // X09: "turn 2" alone hid the enemy army the step walks into).
        if (warned(s))
            return mayBeStoppedText();
        if (laterTurn(s, m_session))
            return laterTurnText(s.turn);
        return statusText(s.status);
    case CompareCost:
        if (!other)
            return {};
        return other->cost ? QVariant(*other->cost) : QVariant(QStringLiteral("—"));
    case Difference:
        if (!other || !other->cost || !s.cost)
            return {};
        return fillText(
            QStringLiteral("%1%2"),
            {*other->cost - *s.cost > 0 ? QStringLiteral("+") : QString(), *other->cost - *s.cost});
    default:
        return {};
    }
}

QStringList PlanStepsModel::possibleTexts(int column) const
{
    QStringList texts{headerData(column, Qt::Horizontal).toString()};
    switch (column) {
    case Order:
        // The directions in both orientations and a rest.
        for (const Orientation o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (Direction d = 0; d < kDirectionCount; ++d)
                texts << localizedDirectionName(o, d);
        }
        texts << holdWord();
        break;
    case HexColumn:
        if (m_session->document() && m_session->document()->map().width() > 0
            && m_session->document()->map().height() > 0) {
            const HexMap &map = m_session->document()->map();
            texts << map.label(map.grid().toHex({map.width() - 1, map.height() - 1}));
        }
        break;
    case Status:
        for (StepStatus s : {StepStatus::Ok, StepStatus::Blocked, StepStatus::Insufficient,
                             StepStatus::NotExecuted})
            texts << statusText(s);
        texts << laterTurnText(99) << mayBeStoppedText();
        break;
    default:
        // Costs, totals and turns; a period's name after the turn shows like a rest's label.
        texts << QStringLiteral("+999");
    }
    return texts;
}

QVariant PlanStepsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Order:
        return tr("Order");
    case HexColumn:
        return tr("Hex");
    case Cost:
        return tr("Cost");
    case Total:
        return tr("Total");
    case Turn:
        return tr("Turn");
    case Status:
        return tr("Status");
    case CompareCost:
        return tr("Compared");
    case Difference:
        return tr("Difference");
    default:
        return {};
    }
}

PlansModel::PlansModel(PlannerSession *session, QObject *parent)
    : QAbstractListModel(parent)
    , m_session(session)
{
    connect(session, &PlannerSession::rulesChanged, this, &PlansModel::watchDocument);
    watchDocument();
}

void PlansModel::watchDocument()
{
    beginResetModel();
    if (MapDocument *d = m_session->document()) {
        disconnect(d, &MapDocument::plansChanged, this, nullptr);
        connect(d, &MapDocument::plansChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
    }
    endResetModel();
}

int PlansModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_session->document())
        return 0;
    return int(m_session->document()->map().plans().size());
}

QVariant PlansModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const MovementPlan &p = m_session->document()->map().plans()[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return p.name;
    case Qt::ToolTipRole:
        return plainToolTip(tr("%1 from %2: %3")
                                .arg(p.unit.isEmpty() ? tr("Plan") : p.unit,
                                     m_session->document()->map().label(p.start),
                                     p.orders.join(QStringLiteral(", "))));
    default:
        return {};
    }
}

bool PlansModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount())
        return false;
    const QString name = value.toString().trimmed();
    if (name.isEmpty())
        return false;
    renamePlan(index.row(), name);
    return true;
}

Qt::ItemFlags PlansModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

void PlansModel::savePlan(const QString &name)
{
    MapDocument *d = m_session->document();
    if (!d || !m_session->start() || name.trimmed().isEmpty())
        return;
    QList<MovementPlan> plans = d->map().plans();
    const MovementPlan plan = m_session->toPlan(name.trimmed());
    bool replaced = false;
    for (MovementPlan &p : plans) {
        if (p.name == plan.name) {
            p = plan;
            replaced = true;
        }
    }
    if (!replaced)
        plans << plan;
    d->undoStack()->push(new ChangePlansCommand(
        d, plans, [name = plan.name] { return tr("Save Plan “%1”").arg(name); }));
}

void PlansModel::deletePlan(int row)
{
    MapDocument *d = m_session->document();
    if (!d || row < 0 || row >= rowCount())
        return;
    QList<MovementPlan> plans = d->map().plans();
    const QString name = plans.takeAt(row).name;
    d->undoStack()->push(
        new ChangePlansCommand(d, plans, [name] { return tr("Delete Plan “%1”").arg(name); }));
}

void PlansModel::renamePlan(int row, const QString &name)
{
    MapDocument *d = m_session->document();
    if (!d || row < 0 || row >= rowCount() || d->map().plans()[row].name == name)
        return;
    QList<MovementPlan> plans = d->map().plans();
    const QString old = plans[row].name;
    plans[row].name = name;
    d->undoStack()->push(new ChangePlansCommand(
        d, plans, [old, name] { return tr("Rename Plan “%1” to “%2”").arg(old, name); }));
}

void PlansModel::activatePlan(int row)
{
    if (row >= 0 && row < rowCount())
        m_session->loadPlan(m_session->document()->map().plans()[row]);
}

} // namespace hexstride
