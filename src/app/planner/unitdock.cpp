#include "unitdock.h"

#include "commands/changeunitscommand.h"
#include "map/unitedits.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "plannersession.h"
#include "playerarmies.h"
#include "rules/profiletext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace hexstride {

UnitDock::UnitDock(PlannerSession *session, PlayerArmies *armies, QWidget *parent)
    : QDockWidget(parent)
    , m_session(session)
    , m_playerArmies(armies)
{
    setObjectName(QStringLiteral("unitDock"));
    auto *w = new QWidget(this);
    // Tight spacing: at 1280 x 800 the unit's form and the whole plan below it fit the height.
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(2);
    // The player's armies first: the player picks each in turn and plans it.
    m_armiesTitle = plainLabel(new QLabel(w));
    layout->addWidget(m_armiesTitle);
    m_armies = new QListView(w);
    m_armies->setObjectName(QStringLiteral("playerArmies"));
    m_armies->setModel(armies);
    m_armies->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_armies->setUniformItemSizes(true);
    layout->addWidget(m_armies);
    auto *top = new QFormLayout;
    top->setVerticalSpacing(2);
    m_unitTitle = new QLabel(w);
    m_units = new QComboBox(w);
    m_units->setObjectName(QStringLiteral("unitCombo"));
    top->addRow(m_unitTitle, m_units);
    m_sideTitle = new QLabel(w);
    m_side = new QComboBox(w);
    m_side->setObjectName(QStringLiteral("sideCombo"));
    top->addRow(m_sideTitle, m_side);
    layout->addLayout(top);
    m_formHost = new QWidget(w);
    m_form = new QFormLayout(m_formHost);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setVerticalSpacing(2);
    layout->addWidget(m_formHost);
    m_problem = plainLabel(new QLabel(w));
    m_problem->setStyleSheet(QStringLiteral("color: #c01010"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    // Both buttons on one line: the plan below keeps the room (1280 x 800).
    auto *buttons = new QHBoxLayout;
    m_apply = new QPushButton(w);
    buttons->addWidget(m_apply);
    m_compare = new QPushButton(w);
    m_compare->setCheckable(true);
    buttons->addWidget(m_compare);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_compareLabel = plainLabel(new QLabel(w));
    m_compareLabel->setObjectName(QStringLiteral("compareLabel"));
    m_compareLabel->setWordWrap(true);
    layout->addWidget(m_compareLabel);
    layout->addStretch();
    setWidget(w);

    connect(session, &PlannerSession::rulesChanged, this, [this] {
        rebuildForm();
        refreshUnits();
    });
    connect(session, &PlannerSession::profileChanged, this, &UnitDock::showProfile);
    connect(session, &PlannerSession::profileChanged, this, &UnitDock::updateCompareLabel);
    connect(m_units, &QComboBox::activated, this, [this](int i) { m_session->selectUnit(i - 1); });
    connect(m_side, &QComboBox::activated, this,
            [this](int i) { m_session->setSide(m_side->itemData(i).toString()); });
    connect(m_apply, &QPushButton::clicked, this, &UnitDock::applyToUnit);
    connect(m_armies, &QListView::clicked, this,
            [this](const QModelIndex &i) { m_playerArmies->activate(i.row()); });
    connect(armies, &PlayerArmies::sideChanged, this, &UnitDock::showArmies);
    connect(armies, &QAbstractItemModel::modelReset, this, &UnitDock::showArmies);
    connect(session, &PlannerSession::profileChanged, this, &UnitDock::showArmies);
    connect(m_compare, &QPushButton::toggled, this, &UnitDock::setComparing);
    retranslateUi();
}

void UnitDock::retranslateUi()
{
    setWindowTitle(tr("Moving Unit"));
    m_unitTitle->setText(tr("Unit:"));
    m_sideTitle->setText(tr("Side:"));
    m_apply->setText(tr("Apply to Unit"));
    m_apply->setToolTip(tr("Store this profile and side in the selected unit of the map"));
    m_compare->setText(tr("Compare with This Profile"));
    m_compare->setToolTip(tr("Keep this profile for comparison, then change the options: the steps "
                             "show both costs and the difference"));
    setComparing(m_compare->isChecked());
    rebuildForm();
    refreshUnits();
    showArmies();
}

void UnitDock::showArmies()
{
    const bool shown = !m_playerArmies->side().isEmpty();
    m_armiesTitle->setVisible(shown);
    m_armies->setVisible(shown);
    if (!shown)
        return;
    m_armiesTitle->setText(tr("Your armies (%1): pick one to plan it").arg(m_playerArmies->side()));
    // As many rows as there are armies, up to six: the unit's form and the plan keep the room.
    const int rows = std::clamp(m_playerArmies->rowCount(), 1, 6);
    const int rowHeight = std::max(m_armies->sizeHintForRow(0), m_armies->fontMetrics().height());
    m_armies->setFixedHeight(rows * rowHeight + 2 * m_armies->frameWidth());
    for (int r = 0; r < m_playerArmies->rowCount(); ++r) {
        if (m_playerArmies->armyName(r) == m_session->unitName()) {
            m_armies->setCurrentIndex(m_playerArmies->index(r));
            return;
        }
    }
    m_armies->clearSelection();
}

void UnitDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(e);
}

QWidget *UnitDock::optionWidget(const QString &optionId) const
{
    for (const auto &[id, widget] : m_controls) {
        if (id == optionId)
            return widget;
    }
    return nullptr;
}

void UnitDock::rebuildForm()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_controls.clear();
    const MovementRules *rules = m_session->rules();
    if (!rules) {
        m_form->addRow(new QLabel(tr("The map's ruleset is unknown."), m_formHost));
        return;
    }
    const QString lang = PlannerSession::language();
    QHBoxLayout *flags = nullptr; // a line of check boxes: two flags side by side
    for (const UnitOption &o : rules->ruleset().unitOptions) {
        QWidget *control = nullptr;
        if (o.flag) {
            auto *box = new QCheckBox(literalAmpersands(o.label.in(lang)), m_formHost);
            connect(box, &QCheckBox::toggled, this, &UnitDock::readForm);
            if (flags && flags->count() == 2) { // one box and the stretch
                flags->insertWidget(1, box);
                flags = nullptr;
            } else {
                flags = new QHBoxLayout;
                flags->addWidget(box);
                flags->addStretch();
                m_form->addRow(flags);
            }
            control = box;
        } else {
            flags = nullptr;
            auto *combo = new QComboBox(m_formHost);
            for (const OptionChoice &c : o.choices)
                combo->addItem(c.label.in(lang), c.id);
            connect(combo, &QComboBox::activated, this, &UnitDock::readForm);
            m_form->addRow(plainLabel(new QLabel(o.label.in(lang), m_formHost)), combo);
            control = combo;
        }
        control->setObjectName(QStringLiteral("option_") + o.id);
        if (o.scope != QLatin1String("unit"))
            control->setToolTip(tr("An option of the game rather than the unit"));
        m_controls.append({o.id, control});
    }
    showProfile();
}

void UnitDock::refreshUnits()
{
    m_updating = true;
    m_units->clear();
    m_units->addItem(tr("A new army at the start hex"));
    if (MapDocument *d = m_session->document()) {
        for (const MapUnit &u : d->map().units())
            m_units->addItem(u.side.isEmpty() ? u.name : tr("%1 (%2)").arg(u.name, u.side));
        if (m_connectedDocument.data() != d) {
            m_connectedDocument = d;
            connect(d, &MapDocument::unitsChanged, this, &UnitDock::refreshUnits,
                    Qt::UniqueConnection);
        }
    }
    m_updating = false;
    showProfile();
}

void UnitDock::refreshSides()
{
    // The sides of the map's units, and the session's own when a stored plan names another.
    QStringList sides;
    if (MapDocument *d = m_session->document()) {
        for (const MapUnit &u : d->map().units()) {
            if (!u.side.isEmpty() && !sides.contains(u.side))
                sides << u.side;
        }
    }
    if (!m_session->side().isEmpty() && !sides.contains(m_session->side()))
        sides << m_session->side();
    sides.sort(Qt::CaseInsensitive);
    m_side->clear();
    m_side->addItem(tr("(no side)"), QString());
    for (const QString &side : std::as_const(sides))
        m_side->addItem(side, side);
    m_side->setCurrentIndex(std::max(0, m_side->findData(m_session->side())));
}

void UnitDock::showProfile()
{
    m_updating = true;
    const UnitProfile &p = m_session->profile();
    for (const auto &[id, widget] : m_controls) {
        if (auto *box = qobject_cast<QCheckBox *>(widget))
            box->setChecked(p.value(id) == QLatin1String("yes"));
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            combo->setCurrentIndex(combo->findData(p.value(id)));
    }
    refreshSides();
    int unitRow = 0;
    if (MapDocument *d = m_session->document()) {
        const QList<MapUnit> &units = d->map().units();
        for (int i = 0; i < units.size(); ++i) {
            if (!m_session->unitName().isEmpty() && units[i].name == m_session->unitName())
                unitRow = i + 1;
        }
    }
    m_units->setCurrentIndex(unitRow);
    m_apply->setEnabled(unitRow > 0);
    const QString problem = m_session->rules() ? m_session->rules()->checkProfile(p) : QString();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_updating = false;
}

void UnitDock::readForm()
{
    if (m_updating)
        return;
    UnitProfile p = m_session->profile();
    for (const auto &[id, widget] : m_controls) {
        if (auto *box = qobject_cast<QCheckBox *>(widget))
            p.insert(id, box->isChecked() ? QStringLiteral("yes") : QStringLiteral("no"));
        else if (auto *combo = qobject_cast<QComboBox *>(widget))
            p.insert(id, combo->currentData().toString());
    }
    m_session->setProfile(p);
}

void UnitDock::updateCompareLabel()
{
    const std::optional<UnitProfile> &pinned = m_session->compareProfile();
    {
        // The button says whether a profile is kept: another map keeps none (walk15 #22).
        const QSignalBlocker quiet(m_compare);
        m_compare->setChecked(pinned.has_value());
    }
    m_compareLabel->setVisible(pinned.has_value());
    if (!pinned)
        return;
    // What the pinned profile has that the current one has not: the difference the steps show
    // ("defaults" alone said nothing about what is compared).
    const MovementRules *rules = m_session->rules();
    UnitProfile differing;
    if (rules) {
        const UnitProfile then = rules->ruleset().withDefaults(*pinned);
        const UnitProfile now = rules->ruleset().withDefaults(m_session->profile());
        for (auto it = then.cbegin(); it != then.cend(); ++it)
            if (now.value(it.key()) != it.value())
                differing.insert(it.key(), it.value());
    }
    const QString text
        = rules ? profileChoicesText(rules->ruleset(), differing, PlannerSession::language(), false)
                : QString();
    m_compareLabel->setText(
        text.isEmpty() ? tr("Compared with this profile: change an option to see both costs")
                       : tr("Compared with: %1").arg(text));
}

void UnitDock::setComparing(bool on)
{
    if (m_compare->isChecked() != on)
        m_compare->setChecked(on); // comes back here through toggled
    if (on && !m_session->compareProfile())
        m_session->setCompareProfile(m_session->profile());
    else if (!on && m_session->compareProfile())
        m_session->setCompareProfile(std::nullopt);
    updateCompareLabel();
}

void UnitDock::applyToUnit()
{
    MapDocument *d = m_session->document();
    const int row = m_units->currentIndex() - 1;
    if (!d || row < 0 || row >= d->map().units().size())
        return;
    QList<MapUnit> units = d->map().units();
    units[row].profile = m_session->profile();
    units[row].side = m_session->side();
    if (units[row] == d->map().units().at(row))
        return;
    d->undoStack()->push(new ChangeUnitsCommand(
        d, units, plansAfterUnitEdit(d->map().plans(), d->map().units().at(row), &units[row]),
        [name = units[row].name] { return tr("Edit Unit “%1”").arg(name); }));
}

} // namespace hexstride
