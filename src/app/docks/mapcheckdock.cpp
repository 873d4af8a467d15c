#include "mapcheckdock.h"

#include "commands/changemappropertiescommand.h"
#include "i18n/translations.h"
#include "mapdocument.h"
#include "movement/unitrules.h"
#include "view/vocabulary.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace hexstride {

MapCheckDock::MapCheckDock(QWidget *parent)
    : QDockWidget(parent)
{
    setObjectName(QStringLiteral("mapCheckDock"));
    auto *w = new QWidget(this);
    auto *layout = new QVBoxLayout(w);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(w);
    m_summary->setWordWrap(true);
    auto *refresh = m_refresh = new QPushButton(w);
    refresh->setSizePolicy(QSizePolicy::Fixed,
                           QSizePolicy::Fixed); // its whole text, in any language
    top->addWidget(m_summary, 1);
    top->addWidget(refresh);
    m_list = new QListWidget(w);
    layout->addLayout(top);
    layout->addWidget(m_list);
    setWidget(w);
    retranslate();
    m_recheck.setSingleShot(true);
    m_recheck.setInterval(kRecheckDelayMs);
    connect(&m_recheck, &QTimer::timeout, this, [this] {
        if (isVisible())
            runCheck();
        else
            m_stale = true;
    });
    connect(refresh, &QPushButton::clicked, this, &MapCheckDock::runCheck);
    connect(m_list, &QListWidget::currentRowChanged, this, &MapCheckDock::activate);
    // A click on the entry already current goes there again (the view may have moved away).
    connect(m_list, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { activate(m_list->row(item)); });
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        if (hasHex(row)) {
            emit problemActivated(m_problems[std::size_t(row)].hex);
            emit problemHighlighted(m_problems[std::size_t(row)].hex);
        }
    });
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        setReviewed(m_list->row(item), item->checkState() == Qt::Checked);
    });
}

void MapCheckDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::hexesChanged, this, &MapCheckDock::mapChanged);
        connect(document, &MapDocument::edgesChanged, this, &MapCheckDock::mapChanged);
        // Marking a problem reviewed is a property edit: the list follows at once.
        connect(document, &MapDocument::propertiesChanged, this, [this] {
            if (m_checked)
                runCheck();
        });
        connect(document, &MapDocument::mapReset, this, &MapCheckDock::mapChanged);
        connect(document, &MapDocument::rulesetChanged, this, &MapCheckDock::mapChanged);
    }
    // Findings of the previous map must not linger: check the new one at once.
    if (m_checked)
        runCheck();
}

void MapCheckDock::mapChanged()
{
    if (m_checked)
        m_recheck.start();
}

bool MapCheckDock::hasHex(int row) const
{
    return row >= 0 && row < int(m_problems.size())
           && m_problems[std::size_t(row)].kind != MapProblemKind::UnitsAndPlans;
}

void MapCheckDock::activate(int row)
{
    if (hasHex(row))
        emit problemActivated(m_problems[std::size_t(row)].hex);
}

void MapCheckDock::showEvent(QShowEvent *e)
{
    QDockWidget::showEvent(e);
    if (m_stale)
        runCheck();
}

void MapCheckDock::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(e);
}

void MapCheckDock::retranslate()
{
    setWindowTitle(tr("Map Check"));
    m_refresh->setText(tr("Check &Again"));
    m_refresh->setToolTip(tr("Check the map again (F7)"));
    m_list->setToolTip(tr("Click a problem to go to its hex, double-click to make it stand out; "
                          "tick it once reviewed"));
    // The findings are worded when the check runs: run it again in the new language.
    if (m_checked)
        runCheck();
    else
        m_summary->setText(tr("Not checked yet"));
}

void MapCheckDock::runCheck()
{
    m_checked = true;
    m_stale = false;
    m_recheck.stop();
    const QSignalBlocker quiet(m_list); // rebuilding the list is not a click on an entry
    m_list->clear();
    m_problems.clear();
    if (!m_document) {
        m_summary->setText(tr("No map"));
        return;
    }
    // The document's ruleset is the map's own (custom) one when it has one, else the bundled one.
    m_problems = checkMapAndUnits(
        m_document->map(),
        mapCheckOptions(m_document->map(), m_document->ruleset().get(), uiLanguage()),
        m_document->ruleset(), uiLanguage());
    // Open problems first, then the reviewed ones (greyed, ticked).
    std::stable_partition(m_problems.begin(), m_problems.end(),
                          [](const MapProblem &p) { return !p.reviewed; });
    const QIcon warn = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon done = style()->standardIcon(QStyle::SP_DialogApplyButton);
    for (const MapProblem &p : m_problems) {
        auto *item = new QListWidgetItem(p.reviewed ? done : warn, p.message);
        // A plan or profile the turn refuses is fixed, not reviewed: it has no tick box.
        if (p.kind == MapProblemKind::UnitsAndPlans) {
            item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable);
        } else {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(p.reviewed ? Qt::Checked : Qt::Unchecked);
        }
        if (p.reviewed)
            item->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        m_list->addItem(item);
    }
    const int reviewed = reviewedCount();
    const int open = int(m_problems.size()) - reviewed;
    if (m_problems.empty())
        m_summary->setText(tr("No problems found"));
    else if (reviewed == 0)
        m_summary->setText(tr("%n open problem(s)", nullptr, open));
    else
        m_summary->setText(tr("%n open problem(s)", nullptr, open)
                           + tr(", %n reviewed", nullptr, reviewed));
}

int MapCheckDock::reviewedCount() const
{
    return int(std::count_if(m_problems.begin(), m_problems.end(),
                             [](const MapProblem &p) { return p.reviewed; }));
}

void MapCheckDock::setReviewed(int row, bool reviewed)
{
    if (!m_document || !hasHex(row) || m_problems[std::size_t(row)].reviewed == reviewed)
        return;
    const HexMap &map = m_document->map();
    MapProperties after = MapProperties::of(map);
    const QString key = problemKey(map, m_problems[std::size_t(row)]);
    if (reviewed)
        after.reviewedProblems << key;
    else
        after.reviewedProblems.removeAll(key);
    // Deferred: the list is rebuilt by the change, not inside its own itemChanged signal.
    QTimer::singleShot(0, this, [this, after, reviewed, document = m_document] {
        if (document == m_document && document)
            document->undoStack()->push(new ChangeMapPropertiesCommand(document, after, [reviewed] {
                return reviewed ? tr("Mark Problem Reviewed") : tr("Reopen Problem");
            }));
    });
}

} // namespace hexstride
