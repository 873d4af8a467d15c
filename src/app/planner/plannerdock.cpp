#include "plannerdock.h"

#include "contestedhexes.h"
#include "dockscrollarea.h"
#include "mapdocument.h"
#include "plannersession.h"
#include "planstepsmodel.h"
#include "rules/profiletext.h"
#include "wholerowstable.h"

#include "plaintext.h"
#include "planneroverlay.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace hexstride {

namespace {
/// The text of Copy All Turns ("turn 1: e, e" a line, or "; " between turns, in English or in the
/// UI language: ordersPerTurnLines()) as one order list, every turn's orders in their order: the
/// whole plan, which the planner splits into turns again. Other text is returned as it is.
QString withoutTurnLabels(const QString &text)
{
    QStringList words{QStringLiteral("turn")};
    // "turn %1: %2" as the UI language says it: the word before the number.
    const QString local = QCoreApplication::translate("hexstride::Orders", "turn %1: %2")
                              .section(QStringLiteral("%1"), 0, 0)
                              .trimmed();
    if (!local.isEmpty() && !words.contains(local, Qt::CaseInsensitive))
        words << local;
    QStringList escaped;
    for (const QString &w : std::as_const(words))
        escaped << QRegularExpression::escape(w);
    const QRegularExpression label(QStringLiteral(R"((?:^|[;\n\r]|\s)\s*(?:%1)\s+\d+\s*:)")
                                       .arg(escaped.join(QLatin1Char('|'))),
                                   QRegularExpression::CaseInsensitiveOption);
    if (!label.match(text).hasMatch())
        return text;
    QStringList turns;
    for (const QString &part : text.split(label, Qt::SkipEmptyParts)) {
        QString orders = part;
        orders.replace(QRegularExpression(QStringLiteral(R"([;\n\r])")), QStringLiteral(" "));
        if (!orders.trimmed().isEmpty())
            turns << orders.trimmed();
    }
    return turns.join(QStringLiteral(", "));
}
} // namespace

PlannerDock::PlannerDock(PlannerSession *session, QWidget *parent)
    : QDockWidget(parent)
    , m_session(session)
    , m_stepsModel(new PlanStepsModel(session, this))
    , m_plansModel(new PlansModel(session, this))
    , m_reachAction(new QAction(this))
{
    setObjectName(QStringLiteral("plannerDock"));
    auto *w = new QWidget(this);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->setSpacing(2);
    // The buttons on the title's line, not beside the field: the field keeps the dock's whole
    // width for the orders, and no line of its own is spent on them (at 1280 x 800 the whole
    // panel fits without scrolling).
    auto *row = new QHBoxLayout;
    m_ordersTitle = new QLabel(w);
    // Wrapped only where the dock is narrower than the title and the buttons (it takes the room
    // the buttons leave: a wrapped label alone would ask for less and break early).
    m_ordersTitle->setWordWrap(true);
    row->addWidget(m_ordersTitle, 1);
    m_copy = new QToolButton(w);
    m_copy->setObjectName(QStringLiteral("copyOrders"));
    row->addWidget(m_copy);
    m_copyAll = new QToolButton(w);
    m_copyAll->setObjectName(QStringLiteral("copyAllTurns"));
    row->addWidget(m_copyAll);
    layout->addLayout(row);
    m_orders = new QLineEdit(w);
    m_orders->setObjectName(QStringLiteral("orderString"));
    m_orders->setClearButtonEnabled(true);
    layout->addWidget(m_orders);
    m_error = plainLabel(new QLabel(w));
    m_error->setStyleSheet(QStringLiteral("color: #c01010"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);
    // The orders of each turn, one turn a line, wrapped within the dock's width: read whole
    // (the first turn's, the part to submit now, above all), never cut. Selectable, so that a
    // player can copy one later turn's orders.
    m_ordersPerTurn = plainLabel(new QLabel(w));
    m_ordersPerTurn->setObjectName(QStringLiteral("ordersPerTurn"));
    m_ordersPerTurn->setWordWrap(true);
    m_ordersPerTurn->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_ordersPerTurn->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_ordersPerTurn->hide();
    layout->addWidget(m_ordersPerTurn);

    m_steps = new WholeRowsTable(w);
    m_steps->setObjectName(QStringLiteral("planSteps"));
    m_steps->setModel(m_stepsModel);
    m_steps->verticalHeader()->setDefaultSectionSize(m_steps->fontMetrics().height() + 4);
    // Fixed column widths from the texts a column shows whole (see sizeColumns()): the dock
    // keeps its width while a plan is plotted and the map does not shift under the cursor.
    // A comparison adds two columns: the planner widens its docks for them (Planner::fitWidth());
    // only in a dock the user made narrower does the table scroll sideways.
    m_steps->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_steps->horizontalHeader()->setStretchLastSection(true);
    m_steps->setTextElideMode(Qt::ElideRight);
    m_steps->setWordWrap(false);
    // Five steps in view at least under the header, more as the dock has room (a sideways
    // scroll bar takes one): at 1280 x 800 and 1366 x 768 the rest of the panel shows
    // too, without scrolling. Its height counts as no more than that minimum (Ignored): the
    // scroll area sizes the panel by its preferred height, and the table's own is ~10 rows.
    m_steps->setMinimumHeight(m_steps->horizontalHeader()->sizeHint().height()
                              + m_steps->verticalHeader()->defaultSectionSize() * 5
                              + 2 * m_steps->frameWidth());
    m_steps->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    // Whole rows (WholeRowsTable): scrolled to the last step, the top row is not cut in half.
    m_steps->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_steps->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    m_steps->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_steps, 1);
    // The model resets on each plan change (and a comparison adds columns): widths again,
    // from the same texts, so they never change while plotting.
    connect(m_stepsModel, &QAbstractItemModel::modelReset, this, &PlannerDock::sizeColumns);
    connect(m_session, &PlannerSession::rulesChanged, this, &PlannerDock::sizeColumns);
    m_totals = plainLabel(new QLabel(w));
    m_totals->setWordWrap(true);
    m_totals->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    layout->addWidget(m_totals);
    m_explanationTitle = plainLabel(new QLabel(w));
    m_explanationTitle->setWordWrap(true);
    layout->addWidget(m_explanationTitle);
    m_explanation = plainLabel(new QLabel(w));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setMinimumHeight(m_explanation->fontMetrics().height() * 2);
    m_explanation->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    layout->addWidget(m_explanation);

    // The saved plans: the title and its buttons on one line, two names in view.
    auto *buttons = new QHBoxLayout;
    m_plansTitle = new QLabel(w);
    m_plansTitle->setWordWrap(true); // as the orders' title
    buttons->addWidget(m_plansTitle, 1);
    m_savePlan = new QPushButton(w);
    m_deletePlan = new QPushButton(w);
    buttons->addWidget(m_savePlan);
    buttons->addWidget(m_deletePlan);
    layout->addLayout(buttons);
    m_plans = new QListView(w);
    m_plans->setModel(m_plansModel);
    m_plans->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_plans->setMaximumHeight(m_plans->fontMetrics().lineSpacing() * 2 + 2 * m_plans->frameWidth()
                              + 4);
    layout->addWidget(m_plans);
    // The key to the reach bands under the plans: shown, it does not push them out of view.
    buildLegend(w);
    layout->addWidget(m_legend);
    m_contestedTitle = new QLabel(w);
    layout->addWidget(m_contestedTitle);
    m_contested = plainLabel(new QLabel(w));
    m_contested->setWordWrap(true);
    m_contested->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_contested);
    auto *seedRow = new QHBoxLayout;
    m_seedTitle = new QLabel(w);
    seedRow->addWidget(m_seedTitle);
    m_seed = new QSpinBox(w);
    m_seed->setObjectName(QStringLiteral("diceSeed"));
    m_seed->setRange(0, 999999);
    seedRow->addWidget(m_seed, 1);
    layout->addLayout(seedRow);
    // 0: ties are left for the players to roll; any other value rolls them reproducibly.
    connect(m_seed, &QSpinBox::valueChanged, this, [this](int v) {
        m_session->setDiceSeed(v > 0 ? std::optional<quint32>(quint32(v)) : std::nullopt);
    });
    // At 1280 x 800, under the unit dock, the contents are taller than the room: they scroll
    // rather than make the window taller than the screen.
    auto *scroll = new DockScrollArea(w, this);
    scroll->setObjectName(QStringLiteral("plannerDockScroll"));
    setWidget(scroll);

    m_reachAction->setObjectName(QStringLiteral("actionShowReach"));
    m_reachAction->setCheckable(true);
    connect(m_reachAction, &QAction::toggled, m_session, &PlannerSession::setReachVisible);
    connect(m_session, &PlannerSession::reachChanged, this, [this] {
        m_reachAction->setChecked(m_session->reachVisible());
        m_legend->setVisible(m_session->reachVisible());
    });
    connect(session, &PlannerSession::planChanged, this, &PlannerDock::onPlanChanged);
    connect(m_orders, &QLineEdit::textEdited, this, &PlannerDock::onOrdersEdited);
    connect(m_orders, &QLineEdit::returnPressed, this, &PlannerDock::pointAtBadToken);
    connect(m_copy, &QToolButton::clicked, this, &PlannerDock::copyOrders);
    connect(m_copyAll, &QToolButton::clicked, this, &PlannerDock::copyAllTurns);
    connect(m_steps->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &i) {
                if (!i.isValid())
                    return; // a reset of the model: reselectStep() decides
                m_selectedStep = i.row();
                updateExplanation();
            });
    connect(m_plans, &QListView::clicked, this,
            [this](const QModelIndex &i) { m_plansModel->activatePlan(i.row()); });
    connect(m_savePlan, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save Plan"), tr("Plan name:"),
                                                   QLineEdit::Normal, m_session->unitName(), &ok);
        if (ok)
            saveAsPlan(name);
    });
    connect(m_deletePlan, &QPushButton::clicked, this, [this] {
        if (m_plans->currentIndex().isValid())
            m_plansModel->deletePlan(m_plans->currentIndex().row());
    });
    connect(m_session, &PlannerSession::contestedChanged, this, &PlannerDock::updateContested);
    retranslateUi();
    onPlanChanged();
}

void PlannerDock::sizeColumns()
{
    const QFontMetrics fm = m_steps->fontMetrics();
    const QFontMetrics headerFm = m_steps->horizontalHeader()->fontMetrics();
    const int padding
        = 2 * m_steps->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_steps)
          + fm.averageCharWidth();
    // Row numbers up to three digits: the header does not widen as steps are added.
    m_steps->verticalHeader()->setFixedWidth(fm.horizontalAdvance(QStringLiteral("999")) + padding);
    int total = 2 * m_steps->frameWidth() + m_steps->verticalHeader()->width()
                + m_steps->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < m_stepsModel->columnCount(); ++c) {
        int width = 0;
        const QStringList texts = m_stepsModel->possibleTexts(c);
        for (int i = 0; i < texts.size(); ++i)
            width = std::max(width, (i == 0 ? headerFm : fm).horizontalAdvance(texts[i]) + padding);
        m_steps->horizontalHeader()->resizeSection(c, width);
        total += width;
    }
    if (total != m_tableWidth) {
        m_tableWidth = total;
        emit preferredWidthChanged();
    }
}

int PlannerDock::preferredWidth() const
{
    const QMargins m = m_steps->parentWidget()->layout()->contentsMargins();
    return m_tableWidth + m.left() + m.right()
           + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
}

void PlannerDock::buildLegend(QWidget *parent)
{
    m_legend = new QWidget(parent);
    m_legend->setObjectName(QStringLiteral("reachLegend"));
    auto *grid = new QGridLayout(m_legend);
    grid->setContentsMargins(0, 0, 0, 0);
    m_legendTitle = new QLabel(m_legend);
    grid->addWidget(m_legendTitle, 0, 0, 1, 2);
    const int side = fontMetrics().height();
    for (int band = 1; band <= PlannerSession::kReachTurns + 1; ++band) {
        // The swatch as the map shows it: the fill over a mid grey, the border around it.
        QPixmap swatch(side * 2, side);
        swatch.fill(QColor(150, 150, 150));
        QPainter p(&swatch);
        p.fillRect(swatch.rect(), PlannerOverlay::reachColour(band, band == 1 ? 1.0 : 0.0));
        QColor border = PlannerOverlay::reachColour(band);
        border.setAlpha(255);
        p.setPen(QPen(Qt::black, 2));
        p.drawRect(swatch.rect().adjusted(1, 1, -1, -1));
        p.setPen(QPen(border, 1));
        p.drawRect(swatch.rect().adjusted(2, 2, -3, -3));
        p.end();
        auto *swatchLabel = new QLabel(m_legend);
        swatchLabel->setPixmap(swatch);
        auto *text = new QLabel(m_legend);
        text->setWordWrap(true);
        grid->addWidget(swatchLabel, band, 0);
        grid->addWidget(text, band, 1);
        m_legendTexts << text;
    }
    grid->setColumnStretch(1, 1);
    m_legend->setVisible(m_session->reachVisible());
}

void PlannerDock::updateContested()
{
    const MovementRules *rules = m_session->rules();
    const bool shown = rules && rules->ruleset().contest && m_session->document();
    m_contestedTitle->setVisible(shown);
    m_contested->setVisible(shown);
    m_seedTitle->setVisible(shown);
    m_seed->setVisible(shown);
    if (!shown)
        return;
    const HexMap &map = m_session->document()->map();
    QStringList lines;
    for (const ContestedHex &c : m_session->contested())
        lines << tr("%1, %2 (%3): %4")
                     .arg(map.label(c.hex), c.periodLabel, c.movers.join(QStringLiteral(", ")),
                          c.explanation);
    m_contested->setText(lines.isEmpty()
                             ? tr("No two saved plans move into the same hex in the same period.")
                             : lines.join(QLatin1Char('\n')));
}

void PlannerDock::retranslateUi()
{
    setWindowTitle(tr("Movement Plan"));
    m_orders->setPlaceholderText(tr("Type or paste orders, e.g. nw, nw, e, h"));
    m_copy->setText(tr("Copy"));
    m_copy->setToolTip(tr("Copy the orders to submit this turn to the clipboard"));
    m_copyAll->setText(tr("Copy All Turns"));
    m_copyAll->setToolTip(
        tr("Copy the orders of every turn of the plan to the clipboard, one turn a line"));
    m_plansTitle->setText(tr("Plans saved in the map:"));
    m_savePlan->setText(tr("Save Plan…"));
    m_deletePlan->setText(tr("Delete"));
    m_contestedTitle->setText(tr("Simultaneous moves, contested hexes:"));
    m_reachAction->setText(tr("Show &Reach"));
    m_reachAction->setToolTip(tr("Shade the hexes the moving unit can reach from where it stops, "
                                 "turn by turn (R while planning)"));
    m_legendTitle->setText(tr("Reach from where the unit stops:"));
    for (int i = 0; i < m_legendTexts.size(); ++i)
        m_legendTexts[i]->setText(i == 0 ? tr("this turn (greener: more MP left)")
                                         : tr("%n turn(s) later", nullptr, i));
    m_seedTitle->setText(tr("Dice seed for ties:"));
    m_seed->setSpecialValueText(tr("players roll"));
    m_seed->setToolTip(
        tr("0: ties are left for the players to roll; another number rolls the dice reproducibly"));
    m_session->updateContested(); // its explanations are in the UI language
    sizeColumns();
    onPlanChanged();
}

void PlannerDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(e);
}

void PlannerDock::setHoverExplanation(std::optional<Hex> hex, const QString &text)
{
    m_hoverHex = text.isEmpty() ? std::nullopt : hex;
    m_hoverText = m_hoverHex ? text : QString();
    updateExplanation();
}

void PlannerDock::reselectStep()
{
    const QString key = m_session->start() && m_session->document()
                            ? m_session->document()->map().label(*m_session->start())
                                  + QLatin1Char(':') + m_session->orderString()
                            : QString();
    const int rows = m_stepsModel->rowCount();
    if (key != m_selectedPlanKey)
        m_selectedStep = rows - 1;
    else if (m_selectedStep >= rows)
        m_selectedStep = rows - 1;
    m_selectedPlanKey = key;
    if (m_selectedStep >= 0) {
        const QSignalBlocker block(m_steps->selectionModel());
        m_steps->selectionModel()->setCurrentIndex(m_stepsModel->index(m_selectedStep, 0),
                                                   QItemSelectionModel::ClearAndSelect
                                                       | QItemSelectionModel::Rows);
        // After the labels below the table have their new text (a line more or less): in
        // view then, not half hidden under the table's bottom edge.
        QTimer::singleShot(0, m_steps,
                           [this] { m_steps->scrollTo(m_stepsModel->index(m_selectedStep, 0)); });
    }
}

void PlannerDock::updateExplanation()
{
    // The hovered hex while the cursor is on one, else the selected step of the current plan.
    if (m_hoverHex && m_session->document()) {
        m_explanationTitle->setText(tr("Why this cost: hex %1 under the cursor")
                                        .arg(m_session->document()->map().label(*m_hoverHex)));
        m_explanation->setText(m_hoverText);
        return;
    }
    const QModelIndex step = m_stepsModel->index(m_selectedStep, PlanStepsModel::HexColumn);
    if (m_selectedStep < 0 || !step.isValid()) {
        m_explanationTitle->setText(tr("Why this cost:"));
        m_explanation->setText(m_session->start() ? tr("Select a step or point at a hex.")
                                                  : QString());
        return;
    }
    m_explanationTitle->setText(
        tr("Why this cost: step %1, to %2").arg(m_selectedStep + 1).arg(step.data().toString()));
    m_explanation->setText(step.data(PlanStepsModel::ExplanationRole).toString());
}

void PlannerDock::copyOrders()
{
    QApplication::clipboard()->setText(m_session->ordersThisTurn());
}

void PlannerDock::copyAllTurns()
{
    const QStringList perTurn = m_session->orderStringsPerTurn();
    QApplication::clipboard()->setText(perTurn.size() > 1
                                           ? ordersPerTurnLines(perTurn).join(QLatin1Char('\n'))
                                           : m_session->orderString());
}

void PlannerDock::updateTurns()
{
    // One order string per turn, as `hexstride-cli route` prints them (ordersPerTurnLines()).
    const QStringList perTurn = m_session->orderStringsPerTurn();
    const bool turns = perTurn.size() > 1;
    m_ordersPerTurn->setText(turns ? ordersPerTurnLines(perTurn).join(QLatin1Char('\n'))
                                   : QString());
    m_ordersPerTurn->setVisible(turns);
    m_copyAll->setEnabled(turns);
    // Where each turn has its own order list, the field holds the first turn's: what to submit.
    // Typed orders that run into later turns stay as typed while the field is edited: then it
    // holds the whole plan and says so (walk16 W14: five orders under "this turn" whose turn
    // took three).
    const bool firstTurn = turns && m_session->ordersGivenPerTurn();
    const bool wholePlanTyped = firstTurn && m_orders->text() != m_session->ordersThisTurn();
    m_ordersTitle->setText(wholePlanTyped ? tr("Orders for the whole plan:")
                           : firstTurn    ? tr("Orders for this turn:")
                                          : tr("Orders:"));
    m_orders->setToolTip(
        wholePlanTyped ? tr("Every turn's orders, as typed. The lines below say which are this "
                            "turn's.")
        : firstTurn    ? tr("This turn's orders. What you type here replaces the whole plan.")
                       : QString());
}

void PlannerDock::saveAsPlan(const QString &name)
{
    m_plansModel->savePlan(name);
}

void PlannerDock::onOrdersEdited()
{
    m_updating = true;
    const PlanState before = m_session->planState();
    m_session->setOrderString(withoutTurnLabels(m_orders->text()));
    m_session->recordEdit(
        before, [] { return tr("Edit Orders"); }, PlannerSession::kTypingMergeId);
    m_updating = false;
    const ParsedOrders &p = m_session->lastParse();
    if (p.error.isEmpty()) {
        m_error->hide();
        return;
    }
    m_error->setText(p.error);
    m_error->show();
}

void PlannerDock::pointAtBadToken()
{
    // Selecting while typing would replace the selection with the next key: only on Return
    // or when the field loses focus.
    const ParsedOrders &p = m_session->lastParse();
    if (!p.error.isEmpty() && !m_error->isHidden())
        m_orders->setSelection(std::max(0, p.errorPosition - 1), int(p.errorToken.size()));
}

void PlannerDock::onPlanChanged()
{
    if (!m_updating) {
        m_orders->setText(m_session->ordersThisTurn());
        m_error->hide();
    }
    reselectStep();
    updateExplanation();
    updateTurns();
    const PlanResult &r = m_session->result();
    if (!m_session->start()) {
        m_totals->setText(m_session->rules()
                              ? tr("Click the start hex or a unit.")
                              : tr("The map's ruleset is unknown: no movement costs."));
        return;
    }
    if (const DestinationRule *rule = m_session->destinationRule()) {
        // A path-free move: the rule, and whether the chosen destination is allowed.
        QString text = rule->label.in(PlannerSession::language());
        if (const auto dest = m_session->destination()) {
            const DestinationCheck c = m_session->checkDestinationTo(*dest);
            const QString hex = m_session->document()->map().label(*dest);
            text += QLatin1Char('\n')
                    + (c.allowed ? tr("Destination %1: allowed").arg(hex)
                                 : tr("Destination %1: not allowed: %2").arg(hex, c.reason));
        } else {
            text += QLatin1Char('\n') + tr("Click the destination.");
        }
        m_totals->setText(text);
        return;
    }
    const int lastTurn = r.steps.isEmpty() ? 1 : r.steps.constLast().turn;
    QString text = r.budget < 0 ? tr("Total %1 MP (unlimited allowance)").arg(r.total)
                                : tr("Total %1 MP, %2 left of %3 in turn %4")
                                      .arg(r.total)
                                      .arg(m_session->mpLeft())
                                      .arg(r.budget)
                                      .arg(lastTurn);
    const int failed = int(r.steps.size()) - r.executed;
    if (failed > 0)
        text += QLatin1Char('\n') + tr("%n step(s) cannot be made", nullptr, failed);
    // Other units the move changes, e.g. a stationary ally unformed by a passage of lines.
    if (const MovementRules *rules = m_session->rules()) {
        for (auto it = r.otherUnitChanges.cbegin(); it != r.otherUnitChanges.cend(); ++it)
            text += QLatin1Char('\n')
                    + tr("%1 becomes: %2")
                          .arg(it.key(), profileChoicesText(rules->ruleset(), it.value(),
                                                            PlannerSession::language(), false));
    }
    m_totals->setText(text);
}

} // namespace hexstride
