#include "resolveturndock.h"

#include "commands/replacemapcommand.h"
#include "exporting/mapinputs.h"
#include "exporting/sidereports.h"
#include "i18n/translations.h"
#include "io/safefile.h"
#include "mapdocument.h"
#include "movement/turnapply.h"
#include "movement/turnordersfile.h"
#include "movement/turnoutputs.h"
#include "movement/turntexts.h"
#include "movement/unitrules.h"
#include "plaintext.h"
#include "text/filltext.h"
#include "text/isolatedtext.h"
#include "turnoverlay.h"
#include "view/mapview.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace hexstride {

namespace {
/// Every column but the last as wide as its contents (the last one stretches: makeTable()).
void fitColumns(QTableWidget *t)
{
    // No column narrower than its header, or than about eighteen characters of what it holds:
    // "Ran… of th…" told a referee no army (walk19 #3).
    const int readable = t->fontMetrics().averageCharWidth() * 18;
    // Nor wider than a third of the table, or those characters: one long name (a map's, as
    // written) pushed every other column out of sight; the cell's tool tip holds it whole.
    const int widest = std::max(readable, t->viewport()->width() / 3);
    const int last = t->columnCount() - 1;
    QHeaderView *header = t->horizontalHeader();
    std::vector<int> floor(std::size_t(std::max(last, 0)));
    int used = 0;
    for (int c = 0; c < last; ++c) {
        t->resizeColumnToContents(c);
        const int wanted = std::min(t->columnWidth(c), widest);
        t->setColumnWidth(c, wanted);
        floor[std::size_t(c)] = std::max(header->sectionSizeHint(c), std::min(wanted, readable));
        used += wanted;
    }
    // The last column's header stays whole: the columns with most to spare give up what it
    // lacks, each down to its floor (walk18 #2: a Russian dock beside the left docks cut
    // «События» to «обыти»).
    int lacking = header->sectionSizeHint(last) - (t->viewport()->width() - used);
    while (lacking > 0) {
        int spare = 0;
        int from = -1;
        for (int c = 0; c < last; ++c) {
            if (t->columnWidth(c) - floor[std::size_t(c)] > spare) {
                spare = t->columnWidth(c) - floor[std::size_t(c)];
                from = c;
            }
        }
        if (from < 0)
            break;
        const int given = std::min(spare, lacking);
        t->setColumnWidth(from, t->columnWidth(from) - given);
        lacking -= given;
    }
    // Narrower still, the table scrolls sideways to a last column as wide as its header (walk19
    // #3: stretched into too little room it showed «б»).
    if (lacking > 0) {
        header->setSectionResizeMode(last, QHeaderView::Interactive);
        t->setColumnWidth(last, header->sectionSizeHint(last));
    } else {
        header->setSectionResizeMode(last, QHeaderView::Stretch);
    }
}

/// Fits a table's columns again whenever its width changes.
class ColumnFitter : public QObject
{
public:
    explicit ColumnFitter(QTableWidget *table)
        : QObject(table)
        , m_table(table)
    {
        table->viewport()->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && watched == m_table->viewport())
            fitColumns(m_table);
        return false;
    }

private:
    QTableWidget *m_table;
};

QTableWidget *makeTable(QWidget *parent, int columns)
{
    auto *t = new QTableWidget(0, columns, parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    // The last column (events, the deciding rule) takes the width that is left and elides its
    // text, which the cell's tool tip holds in full: the table never scrolls sideways for it.
    t->horizontalHeader()->setSectionResizeMode(columns - 1, QHeaderView::Stretch);
    t->setTextElideMode(Qt::ElideRight);
    new ColumnFitter(t);
    return t;
}

QTableWidgetItem *cell(const QString &text, const QString &toolTip = {})
{
    auto *item = new QTableWidgetItem(text);
    // Names, sides, questions: strings from files, shown as they are (plaintext.h).
    item->setToolTip(plainToolTip(toolTip.isEmpty() ? text : toolTip));
    return item;
}
} // namespace

ResolveTurnDock::ResolveTurnDock(MapView *view, QWidget *parent)
    : QDockWidget(parent)
    , m_view(view)
    , m_overlay(new TurnOverlay(view, this))
{
    setObjectName(QStringLiteral("resolveTurnDock"));
    view->addOverlay(m_overlay);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);

    auto *sourceRow = new QHBoxLayout;
    m_source = plainLabel(new QLabel(body));
    m_source->setWordWrap(true);
    m_openOrders = new QPushButton(body);
    m_mapPlans = new QPushButton(body);
    sourceRow->addWidget(m_source, 1);
    sourceRow->addWidget(m_openOrders);
    sourceRow->addWidget(m_mapPlans);
    layout->addLayout(sourceRow);
    m_message = plainLabel(new QLabel(body));
    m_message->setObjectName(QStringLiteral("resolveMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00000"));
    m_message->hide();
    layout->addWidget(m_message);

    // Side by side: the dock sits under the map, wide and low, so each table keeps the dock's
    // whole height (stacked, each showed two rows).
    auto *split = new QSplitter(Qt::Horizontal, body);
    m_units = makeTable(split, 6);
    m_conflicts = makeTable(split, 5);
    m_units->setObjectName(QStringLiteral("resolveUnits"));
    m_conflicts->setObjectName(QStringLiteral("resolveConflicts"));
    layout->addWidget(split, 1);

    // The replay: a slider over the turn's frames and buttons; the slider takes the arrow keys,
    // Page Up/Down, Home and End.
    auto *replayRow = new QHBoxLayout;
    const auto button = [&](QStyle::StandardPixmap icon) {
        auto *b = new QToolButton(body);
        b->setIcon(style()->standardIcon(icon));
        b->setAutoRaise(true);
        replayRow->addWidget(b);
        return b;
    };
    m_first = button(QStyle::SP_MediaSkipBackward);
    m_previous = button(QStyle::SP_MediaSeekBackward);
    m_slider = new QSlider(Qt::Horizontal, body);
    m_slider->setObjectName(QStringLiteral("resolveReplay"));
    m_slider->setPageStep(1);
    replayRow->addWidget(m_slider, 1);
    m_next = button(QStyle::SP_MediaSeekForward);
    m_last = button(QStyle::SP_MediaSkipForward);
    m_frameLabel = plainLabel(new QLabel(body));
    m_frameLabel->setMinimumWidth(120);
    replayRow->addWidget(m_frameLabel);
    // Apply on the replay's row: one line less, one table row more.
    m_apply = new QPushButton(body);
    m_apply->setObjectName(QStringLiteral("resolveApply"));
    replayRow->addWidget(m_apply);
    m_exportReports = new QPushButton(body);
    m_exportReports->setObjectName(QStringLiteral("resolveExportReports"));
    replayRow->addWidget(m_exportReports);
    layout->addLayout(replayRow);
    setWidget(body);

    connect(m_slider, &QSlider::valueChanged, this, &ResolveTurnDock::showFrame);
    connect(m_first, &QToolButton::clicked, this, [this] { m_slider->setValue(0); });
    connect(m_previous, &QToolButton::clicked, this,
            [this] { m_slider->setValue(m_slider->value() - 1); });
    connect(m_next, &QToolButton::clicked, this,
            [this] { m_slider->setValue(m_slider->value() + 1); });
    connect(m_last, &QToolButton::clicked, this,
            [this] { m_slider->setValue(m_slider->maximum()); });
    connect(m_openOrders, &QPushButton::clicked, this, &ResolveTurnDock::chooseOrdersFile);
    connect(m_mapPlans, &QPushButton::clicked, this, &ResolveTurnDock::useMapPlans);
    connect(m_apply, &QPushButton::clicked, this, &ResolveTurnDock::applyToMap);
    connect(m_exportReports, &QPushButton::clicked, this, &ResolveTurnDock::chooseReportFolder);
    connect(m_conflicts, &QTableWidget::cellClicked, this,
            [this](int row, int) { centreOnRow(row); });
    connect(m_conflicts, &QTableWidget::currentCellChanged, this,
            [this](int row) { centreOnRow(row); });
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_overlay->setShown(visible);
        if (visible)
            resolve();
    });
    retranslate();
}

void ResolveTurnDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_ordersFile.clear();
    m_answers.clear();
    if (document) {
        // The turn follows the map: a plan, a unit or the ruleset changed, resolve again.
        const auto again = [this] {
            if (isVisible())
                resolve();
        };
        connect(document, &MapDocument::plansChanged, this, again);
        connect(document, &MapDocument::unitsChanged, this, again);
        connect(document, &MapDocument::mapReset, this, again);
        connect(document, &MapDocument::rulesetChanged, this, again);
        connect(document, &MapDocument::propertiesChanged, this, again);
    }
    if (isVisible())
        resolve();
}

void ResolveTurnDock::resolve()
{
    m_errors.clear();
    m_turn = {};
    std::shared_ptr<const Ruleset> ruleset;
    if (m_document)
        ruleset = m_document->ruleset();
    if (!ruleset) {
        if (m_document)
            m_errors << tr("The map's ruleset \"%1\" is not available: the turn cannot be "
                           "resolved.")
                            .arg(m_document->map().rulesetId());
    } else {
        const MovementRules rules(ruleset);
        const HexMap &map = m_document->map();
        m_errors << unitProfileProblems(rules, map);
        if (m_ordersFile.isEmpty()) {
            m_orders = turnOrdersFromPlans(*ruleset, map, &m_errors);
        } else {
            const TurnOrdersFile file = readTurnOrders(rules, map, m_ordersText);
            m_orders = file.orders;
            const QString name = QFileInfo(m_ordersFile).fileName();
            for (const OrdersFileError &e : file.errors)
                m_errors << ordersFileErrorText(name, e);
        }
        TurnChoices choices;
        choices.decisions = m_answers;
        m_turn = resolveTurn(rules, map, m_orders, choices, uiLanguage());
        if (!m_turn.refused.isEmpty()) {
            m_errors << m_turn.refused; // nothing to show, apply or report
            m_turn = TurnResolution{};
        }
        m_replay = TurnReplay(*ruleset, m_turn, uiLanguage());
    }
    if (!ruleset)
        m_replay = {};
    m_message->setText(m_errors.join(QLatin1Char('\n')));
    m_message->setVisible(!m_errors.isEmpty());
    m_apply->setEnabled(!m_turn.units.isEmpty());
    m_exportReports->setEnabled(!m_turn.units.isEmpty());
    m_overlay->setTurn(m_turn, m_replay);
    fillUnits();
    fillConflicts();
    const QSignalBlocker block(m_slider);
    m_slider->setRange(0, std::max(0, m_replay.frameCount() - 1));
    m_slider->setValue(m_slider->maximum());
    showFrame(m_slider->value());
    retranslate();
}

void ResolveTurnDock::fillUnits()
{
    const HexMap *map = m_document ? &m_document->map() : nullptr;
    m_units->setRowCount(int(m_turn.units.size()));
    for (int i = 0; i < m_turn.units.size(); ++i) {
        const ResolvedUnit &u = m_turn.units[i];
        QStringList events;
        bool stoppedByAUnit = false;
        for (const TurnEvent &e : u.events) {
            events << turntexts::event(*map, e);
            stoppedByAUnit |= e.kind == QLatin1String("stopped");
        }
        // A unit stopped by the map (too few MP, a step not allowed) has no event of its own.
        if (const QString stop = turntexts::shortStop(*map, u.plan);
            !stoppedByAUnit && !stop.isEmpty())
            events << stop;
        if (!u.joined.isEmpty())
            events << tr("moved with %1").arg(u.joined);
        if (u.removed)
            events << tr("removed");
        auto *name = cell(u.name);
        name->setForeground(m_overlay->sideColour(u.side));
        m_units->setItem(i, 0, name);
        m_units->setItem(i, 1, cell(u.side));
        m_units->setItem(i, 2, cell(map->label(u.start)));
        m_units->setItem(i, 3, cell(map->label(u.end)));
        m_units->setItem(i, 4, cell(QString::number(u.plan.total)));
        m_units->setItem(i, 5, cell(events.join(QStringLiteral("; "))));
    }
    fitColumns(m_units);
}

void ResolveTurnDock::fillConflicts()
{
    const HexMap *map = m_document ? &m_document->map() : nullptr;
    m_rowHexes.clear();
    m_conflicts->clearContents();
    m_conflicts->setRowCount(
        int(m_turn.conflicts.size() + m_turn.decisions.size() + m_turn.battles.size()));
    int row = 0;
    for (const TurnConflict &c : m_turn.conflicts) {
        // The outcome, not only a name: the column also holds a decision's answer ("stopped").
        const QString outcome
            = c.occupant >= 0 ? tr("%1 moves in").arg(c.units.value(c.occupant)) : tr("open");
        m_conflicts->setItem(row, 0, cell(map->label(c.hex)));
        m_conflicts->setItem(row, 1, cell(c.periodLabel));
        m_conflicts->setItem(row, 2, cell(c.units.join(QStringLiteral(", "))));
        m_conflicts->setItem(row, 3, cell(outcome));
        // The rule's name, cut to the column; its tool tip holds it whole and how it decided.
        const QString rule = turntexts::rule(c.rule);
        m_conflicts->setItem(row, 4,
                             cell(rule, c.explanation.isEmpty() || c.explanation == rule
                                            ? rule
                                            : rule + QLatin1Char('\n') + c.explanation));
        m_rowHexes << c.hex;
        ++row;
    }
    // Decisions: the referee's answer in a combo box; a change resolves the turn again.
    for (const TurnDecision &d : m_turn.decisions) {
        m_conflicts->setItem(row, 0, cell(map->label(d.hex)));
        m_conflicts->setItem(row, 1, cell(QString()));
        m_conflicts->setItem(row, 2, cell(d.unit));
        auto *combo = new QComboBox(m_conflicts);
        const QString id = m_turn.decisionId(d);
        combo->setObjectName(QStringLiteral("decision:") + id);
        if (d.chosen.isEmpty())
            combo->addItem(tr("(open)")); // the dice still to roll
        for (const QString &c : d.choices)
            combo->addItem(turntexts::choice(c), c);
        combo->setCurrentIndex(std::max(0, combo->findData(d.chosen)));
        // A tie rolled again for each winner that moved on: who moved in, in order.
        const QString question = turntexts::question(*map, d);
        combo->setToolTip(plainToolTip(
            d.order.size() > 1 ? question + QLatin1Char('\n') + turntexts::outcome(d) : question));
        connect(combo, &QComboBox::activated, this, [this, combo, id] {
            if (!combo->currentData().toString().isEmpty())
                answerDecision(id, combo->currentData().toString());
        });
        m_conflicts->setCellWidget(row, 3, combo);
        m_conflicts->setItem(row, 4,
                             cell(tr("%1 (%2)").arg(question, turntexts::source(d.source))));
        m_rowHexes << d.hex;
        ++row;
    }
    // Battles: hostile units that stand together after the turn, for the referee to fight.
    for (const TurnBattle &b : m_turn.battles) {
        QStringList units;
        for (int i : b.units)
            units << m_turn.units[i].name;
        m_conflicts->setItem(row, 0, cell(map->label(b.hex)));
        m_conflicts->setItem(row, 1, cell(QString()));
        m_conflicts->setItem(row, 2, cell(units.join(QStringLiteral(", "))));
        m_conflicts->setItem(row, 3, cell(QString()));
        m_conflicts->setItem(row, 4, cell(tr("Battle: hostile units stand together")));
        m_rowHexes << b.hex;
        ++row;
    }
    fitColumns(m_conflicts);
}

void ResolveTurnDock::answerDecision(const QString &id, const QString &choice)
{
    m_answers.insert(id, choice);
    // Re-resolving rebuilds the table (and the combo that called): do it after the signal.
    QMetaObject::invokeMethod(this, &ResolveTurnDock::resolve, Qt::QueuedConnection);
}

void ResolveTurnDock::showFrame(int frame)
{
    m_overlay->setFrame(frame);
    m_frameLabel->setText(fillText(tr("%1 (%2 of %3)"), {m_replay.label(frame), frame,
                                                         std::max(0, m_replay.frameCount() - 1)}));
    m_first->setEnabled(frame > 0);
    m_previous->setEnabled(frame > 0);
    m_next->setEnabled(frame < m_slider->maximum());
    m_last->setEnabled(frame < m_slider->maximum());
}

void ResolveTurnDock::centreOnRow(int row)
{
    if (m_view && row >= 0 && row < m_rowHexes.size())
        m_view->centreOn(m_rowHexes[row]);
}

bool ResolveTurnDock::loadOrdersFile(const QString &path)
{
    QString error;
    const std::optional<QString> text = readOrdersFileText(path, error);
    if (!text) {
        m_message->setText(error);
        m_message->show();
        return false;
    }
    m_ordersFile = path;
    m_ordersText = *text;
    m_answers.clear();
    resolve();
    return true;
}

void ResolveTurnDock::useMapPlans()
{
    m_ordersFile.clear();
    m_ordersText.clear();
    m_answers.clear();
    resolve();
}

void ResolveTurnDock::chooseOrdersFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Turn Orders"), QFileInfo(m_ordersFile).absolutePath(),
        tr("Orders files (*.txt *.orders);;All files (*)"));
    if (!path.isEmpty())
        loadOrdersFile(path);
}

bool ResolveTurnDock::applyToMap()
{
    if (!m_document || m_turn.units.isEmpty())
        return false;
    // The units the turn moved (or removed), not every unit of the map (walk16 W06).
    const int units
        = int(std::count_if(m_turn.units.cbegin(), m_turn.units.cend(),
                            [](const ResolvedUnit &u) { return u.start != u.end || u.removed; }));
    m_document->undoStack()->push(new ReplaceMapCommand(
        m_document, mapAfterTurn(m_document->map(), m_orders, m_turn),
        [units] { return tr("Apply Turn (%n unit(s) moved)", nullptr, units); }));
    // The applied orders are gone from the plans: a file's orders would apply twice.
    m_ordersFile.clear();
    m_answers.clear();
    resolve();
    return true;
}

QString ResolveTurnDock::exportSideReports(const QString &dir, QStringList *written)
{
    const auto ruleset = m_document ? m_document->ruleset() : nullptr;
    if (!ruleset || m_turn.units.isEmpty())
        return tr("There is no resolved turn to report.");
    // The same files as `hexstride-cli resolve --report-dir` writes, never over a file the map
    // reads (a background image named West.png beside the reports).
    QString error;
    const auto files
        = sideReportFiles(m_document->map(), *ruleset, m_turn, dir, uiLanguage(), &error);
    if (!files)
        return error;
    for (const TurnOutputFile &file : *files)
        if (const QString problem
            = mapInputOverwriteProblem(m_document, file.path, MapOutput::Export);
            !problem.isEmpty())
            return problem;
    if (const QString problem = sideReportsReplaceProblem(*files); !problem.isEmpty())
        return problem;
    const QString failed = writeTurnOutputs(*files);
    if (failed.isEmpty() && written)
        for (const TurnOutputFile &file : *files)
            *written << file.path;
    return failed;
}

void ResolveTurnDock::chooseReportFolder()
{
    // Where the last reports went, else beside the open map: not the working folder the app
    // was started in (walk16 W10: the sample map's, read-only once installed).
    const QString last = QSettings().value(QStringLiteral("reports/lastDir")).toString();
    const QString start = !last.isEmpty() || !m_document || m_document->fileName().isEmpty()
                              ? last
                              : QFileInfo(m_document->fileName()).absolutePath();
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Side Reports"), start);
    if (dir.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("reports/lastDir"), dir);
    QStringList written;
    const QString error = exportSideReports(dir, &written);
    if (!error.isEmpty()) {
        plainMessage(this, QMessageBox::Warning, tr("Export Side Reports"), error);
        return;
    }
    // What was written where (walk12 #5: no word after the files were written).
    QStringList sides;
    for (const QString &path : std::as_const(written))
        if (const QString side = QFileInfo(path).completeBaseName(); !sides.contains(side))
            sides << side;
    if (auto *main = qobject_cast<QMainWindow *>(window()))
        main->statusBar()->showMessage(
            tr("Wrote the reports of %n side(s) (%1) to %2", nullptr, int(sides.size()))
                .arg(sides.join(QStringLiteral(", ")), isolatedText(QDir::toNativeSeparators(dir))),
            10000);
}

void ResolveTurnDock::changeEvent(QEvent *e)
{
    // The resolver's explanations are in the language of the call: resolve again.
    if (e->type() == QEvent::LanguageChange)
        m_document ? resolve() : retranslate();
    QDockWidget::changeEvent(e);
}

void ResolveTurnDock::retranslate()
{
    setWindowTitle(tr("Resolve Turn"));
    m_source->setText(m_ordersFile.isEmpty()
                          ? tr("Orders: the map's plans")
                          : tr("Orders: %1").arg(isolatedText(QFileInfo(m_ordersFile).fileName())));
    m_openOrders->setText(tr("Orders File…"));
    m_openOrders->setToolTip(tr("Resolve the orders of a file (one unit a line) instead of the "
                                "map's plans"));
    m_mapPlans->setText(tr("Map's Plans"));
    m_mapPlans->setEnabled(!m_ordersFile.isEmpty());
    m_apply->setText(tr("Apply to Map"));
    m_apply->setToolTip(tr("Move every unit to its end hex and remove the orders carried out "
                           "from the plans (one undo step)"));
    m_exportReports->setText(tr("Export Side Reports…"));
    m_exportReports->setToolTip(tr("Write one report per side into a folder: its units, what they "
                                   "met and the map as that side sees it (text, JSON and PNG)"));
    m_units->setHorizontalHeaderLabels(
        {tr("Unit"), tr("Side"), tr("Start"), tr("End"), tr("MP"), tr("Events")});
    m_conflicts->setHorizontalHeaderLabels(
        {tr("Hex"), tr("Period"), tr("Units"), tr("Outcome"), tr("Rule")});
    // The headers' words are longer in some languages ("Сторона" for "Side"): fit again.
    fitColumns(m_units);
    fitColumns(m_conflicts);
    m_first->setToolTip(tr("The start of the turn (Home)"));
    m_previous->setToolTip(tr("One step back (Left)"));
    m_next->setToolTip(tr("One step on (Right)"));
    m_last->setToolTip(tr("The end of the turn (End)"));
    m_slider->setToolTip(tr("Replay the turn: period by period, round by round or unit by unit, "
                            "as the ruleset moves them"));
    showFrame(m_slider->value());
}

} // namespace hexstride
