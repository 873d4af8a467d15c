#include "designerpages.h"

#include "designer/comparison/comparisonmodel.h"
#include "designer/editing/rulesetediting.h"
#include "designer/forms/profilechooser.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/heatmapoverlay.h"
#include "designer/tables/heatmappreview.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "rules/rulesetcheck.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace hexstride {

// ---- checks ----

ChecksPage::ChecksPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_run(new QPushButton(this))
    , m_summary(plainLabel(new QLabel(this)))
    , m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_run);
    top->addWidget(m_summary, 1);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    m_summary->setWordWrap(true);
    connect(m_run, &QPushButton::clicked, this, &ChecksPage::runChecks);
    connect(editor, &RulesetEditor::rulesetChanged, this, [this] {
        m_dirty = true;
        if (isVisible())
            runChecks();
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        static const QRegularExpression cell(
            QStringLiteral("^costTables\\[(\\d+)\\]\\.rows\\[(\\d+)\\](?:\\.cells\\[(\\d+)\\])?"));
        static const QRegularExpression entry(
            QStringLiteral("^(allowances|modifiers|occupancy|ranges|destinations)\\[(\\d+)\\]$"));
        const QString path = item->data(Qt::UserRole).toString();
        const auto m = cell.match(path);
        if (m.hasMatch())
            emit cellWanted(m.captured(1).toInt(), m.captured(2).toInt(),
                            m.captured(3).isEmpty() ? 0 : m.captured(3).toInt());
        else if (const auto e = entry.match(path); e.hasMatch())
            emit entryWanted(e.captured(1), e.captured(2).toInt());
    });
    retranslateUi();
}

void ChecksPage::runChecks()
{
    m_dirty = false;
    m_list->clear();
    const auto r = m_editor->ruleset();
    if (!r) {
        m_summary->clear();
        return;
    }
    const RulesetCheckReport report = checkRulesetReport(*r, designerstyle::language(), m_budget);
    const QList<RulesetWarning> &warnings = report.warnings;
    for (const RulesetWarning &w : warnings) {
        auto *item = new QListWidgetItem(w.message, m_list);
        item->setData(Qt::UserRole, w.path);
        item->setToolTip(plainToolTip(w.path));
    }
    QString summary = warnings.isEmpty() ? tr("No warnings: the tables are consistent.")
                                         : tr("%n warning(s). Double-click one to show the value.",
                                              nullptr, int(warnings.size()));
    const RulesetCheckCoverage &c = report.coverage;
    if (!c.complete) {
        // Say plainly what the silence does not prove.
        summary += QLatin1Char(' ')
                   + tr("The search for terrains no unit enters and values nothing selects was cut "
                        "after "
                        "%1 of %2 unit profiles (next: %3), so such warnings are not given.")
                         .arg(c.profilesChecked)
                         .arg(c.profilesTotal)
                         .arg(c.stoppedAt);
    } else {
        summary += QLatin1Char(' ') + tr("%n unit profile(s) searched.", nullptr, c.profilesTotal);
    }
    m_summary->setText(summary);
    m_coverage = c;
}

QString ChecksPage::summary() const
{
    return m_summary->text();
}

void ChecksPage::retranslateUi()
{
    m_run->setText(tr("&Check Again"));
    m_run->setToolTip(
        tr("Look for roads dearer than no road, crossings cheaper than open ground, unfed "
           "cheaper than fed, terrains no unit can enter, units that cannot move, "
           "values no map can reach and entries an earlier entry of their list hides"));
    if (!m_dirty)
        runChecks();
}

void ChecksPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void ChecksPage::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    if (m_dirty)
        runChecks();
}

// ---- compare ----

ComparePage::ComparePage(RulesetEditor *editor, const RulesetLibrary &library, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_library(library)
    , m_mode(new QComboBox(this))
    , m_choices(new QStackedWidget(this))
    , m_other(new QComboBox(this))
    , m_table(new QComboBox(this))
    , m_left(new ProfileChooser(this))
    , m_right(new ProfileChooser(this))
    , m_otherLabel(plainLabel(new QLabel(this)))
    , m_tableLabel(plainLabel(new QLabel(this)))
    , m_summary(plainLabel(new QLabel(this)))
    , m_view(new QTableView(this))
    , m_model(new ComparisonModel(this))
{
    m_mode->addItems({QString(), QString()});
    auto *rulesetChoices = new QWidget(m_choices);
    auto *rl = new QHBoxLayout(rulesetChoices);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_otherLabel);
    rl->addWidget(m_other, 1);
    rl->addWidget(m_tableLabel);
    rl->addWidget(m_table, 1);
    auto *profileChoices = new QWidget(m_choices);
    auto *pl = new QHBoxLayout(profileChoices);
    pl->setContentsMargins(0, 0, 0, 0);
    pl->addWidget(m_left);
    pl->addWidget(m_right);
    m_choices->addWidget(rulesetChoices);
    m_choices->addWidget(profileChoices);
    m_view->setModel(m_model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_mode);
    layout->addWidget(m_choices);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_choices->setCurrentIndex(i);
        refresh();
    });
    connect(m_other, &QComboBox::activated, this, [this] {
        if (m_other->currentData().toString().isEmpty()) {
            // "File…": read another ruleset to compare with.
            const QString path = QFileDialog::getOpenFileName(this, tr("Compare with Ruleset"),
                                                              QString(), tr("Rulesets (*.json)"));
            if (!path.isEmpty()) {
                m_other->insertItem(m_other->count() - 1, QFileInfo(path).fileName(), path);
                m_other->setCurrentIndex(m_other->count() - 2);
            }
        }
        refresh();
    });
    connect(m_table, &QComboBox::currentIndexChanged, this, &ComparePage::refresh);
    connect(m_left, &ProfileChooser::profileChanged, this, &ComparePage::refresh);
    connect(m_right, &ProfileChooser::profileChanged, this, &ComparePage::refresh);
    connect(editor, &RulesetEditor::rulesetChanged, this, [this] {
        fillChoices();
        refresh();
    });
    retranslateUi();
    fillChoices();
    refresh();
}

void ComparePage::setMode(int mode)
{
    m_mode->setCurrentIndex(mode);
}

void ComparePage::fillChoices()
{
    const auto r = m_editor->ruleset();
    const QString lang = designerstyle::language();
    const QString table = m_table->currentData().toString();
    {
        const QSignalBlocker block(m_table);
        m_table->clear();
        if (r) {
            for (const auto &t : r->costTables)
                m_table->addItem(t.label.in(lang), t.id);
        }
        m_table->setCurrentIndex(std::max(0, m_table->findData(table)));
    }
    const QSignalBlocker block(m_other);
    if (m_other->count() == 0) {
        for (const QString &id : m_library.ids()) {
            const auto b = m_library.ruleset(id);
            m_other->addItem(b ? b->name.in(lang) : id, id);
        }
        m_other->addItem(tr("File…"), QString());
    }
    // Another ruleset shown: compare with its bundled version, i.e. what was edited.
    if (r && r->id != m_shownId) {
        m_shownId = r->id;
        const int i = m_other->findData(r->id);
        if (i >= 0)
            m_other->setCurrentIndex(i);
    }
    m_left->setRuleset(r);
    m_right->setRuleset(r);
}

void ComparePage::refresh()
{
    const auto r = m_editor->ruleset();
    const QString lang = designerstyle::language();
    ComparisonGrid grid;
    if (r && m_mode->currentIndex() == 0) {
        const QString other = m_other->currentData().toString();
        std::shared_ptr<const Ruleset> right;
        if (other.contains(QLatin1Char('/')) || other.endsWith(QLatin1String(".json"))) {
            const RulesetLoadResult loaded = loadRulesetFile(other);
            if (loaded.ruleset)
                right = std::make_shared<const Ruleset>(*loaded.ruleset);
            else
                m_summary->setText(loaded.error);
        } else if (!other.isEmpty()) {
            right = m_library.ruleset(other);
        }
        if (right)
            grid = compareCostTables(*r, *right, m_table->currentData().toString(), lang);
    } else if (r) {
        grid = compareProfiles(r, m_left->profile(), m_right->profile(), lang);
    }
    m_model->setGrid(grid);
    if (r)
        m_summary->setText(tr("%n difference(s)", nullptr, grid.differences()));
}

void ComparePage::retranslateUi()
{
    m_mode->setItemText(0, tr("Compare the cost tables with another ruleset"));
    m_mode->setItemText(1, tr("Compare two unit profiles (cost of entering each terrain)"));
    m_otherLabel->setText(tr("With:"));
    m_tableLabel->setText(tr("Table:"));
    // Ruleset and table names are data with a name per language: named again.
    const QString lang = designerstyle::language();
    for (int i = 0; i + 1 < m_other->count(); ++i) {
        if (const auto b = m_library.ruleset(m_other->itemData(i).toString()))
            m_other->setItemText(i, b->name.in(lang));
    }
    if (m_other->count() > 0)
        m_other->setItemText(m_other->count() - 1, tr("File…"));
    fillChoices();
    refresh();
}

void ComparePage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

// ---- heat map ----

HeatMapPage::HeatMapPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_profile(new ProfileChooser(this))
    , m_preview(new HeatMapPreview(this))
    , m_help(new QLabel(this))
    , m_showOnMap(new QCheckBox(this))
{
    auto *layout = new QHBoxLayout(this);
    auto *side = new QVBoxLayout;
    m_help->setWordWrap(true);
    side->addWidget(m_help);
    side->addWidget(m_profile);
    m_showOnMap->setEnabled(false); // until there is a map view to show it on
    side->addWidget(m_showOnMap);
    side->addStretch(1);
    layout->addLayout(side);
    layout->addWidget(m_preview, 1);
    connect(m_profile, &ProfileChooser::profileChanged, this, &HeatMapPage::refresh);
    connect(editor, &RulesetEditor::rulesetChanged, this, [this] {
        watchDocument();
        m_profile->setRuleset(m_editor->ruleset());
        if (m_overlay)
            m_overlay->setProfile(m_profile->profile());
        if (isVisible())
            refresh();
    });
    watchDocument();
    m_profile->setRuleset(editor->ruleset());
    retranslateUi();
}

void HeatMapPage::attachOverlay(HeatMapOverlay *overlay, QAction *toggle)
{
    m_overlay = overlay;
    m_showOnMap->setEnabled(true);
    m_showOnMap->setChecked(toggle->isChecked());
    connect(m_showOnMap, &QCheckBox::toggled, toggle, &QAction::setChecked);
    connect(toggle, &QAction::toggled, m_showOnMap, &QCheckBox::setChecked);
    connect(m_profile, &ProfileChooser::profileChanged, overlay, [this] {
        if (m_overlay)
            m_overlay->setProfile(m_profile->profile());
    });
    overlay->setProfile(m_profile->profile());
}

void HeatMapPage::watchDocument()
{
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    if (MapDocument *doc = m_editor->document()) {
        const auto later = [this] {
            if (isVisible())
                refresh();
        };
        m_connections << connect(doc, &MapDocument::hexesChanged, this, later)
                      << connect(doc, &MapDocument::edgesChanged, this, later)
                      << connect(doc, &MapDocument::mapReset, this, later);
    }
}

void HeatMapPage::refresh()
{
    MapDocument *doc = m_editor->document();
    m_preview->update(m_editor->ruleset(), doc ? &doc->map() : nullptr, m_profile->profile());
}

void HeatMapPage::retranslateUi()
{
    m_help->setText(
        tr("The cost of entering each hex of the open map (the cheapest step into it) for "
           "this unit:"));
    m_preview->setToolTip(tr("Green: cheapest, red: dearest, grey cross-hatched: not allowed"));
    m_showOnMap->setText(tr("&Show on the map"));
    m_showOnMap->setToolTip(
        tr("Colour the main map view by these costs (View → Heat Map of Entry Costs)"));
}

void HeatMapPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void HeatMapPage::showEvent(QShowEvent *e)
{
    QWidget::showEvent(e);
    refresh();
}

} // namespace hexstride
