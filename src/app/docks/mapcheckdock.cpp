#include "mapcheckdock.h"

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
}

void MapCheckDock::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &MapDocument::hexesChanged, this, &MapCheckDock::mapChanged);
        connect(document, &MapDocument::edgesChanged, this, &MapCheckDock::mapChanged);
        connect(document, &MapDocument::propertiesChanged, this, &MapCheckDock::mapChanged);
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

void MapCheckDock::activate(int row)
{
    if (row >= 0 && row < int(m_problems.size()))
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
    m_list->setToolTip(tr("Click a problem to go to its hex"));
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
    m_problems = checkMapAndUnits(m_document->map(),
                                  mapCheckOptions(m_document->map(), m_document->ruleset().get(), uiLanguage()),
                                  m_document->ruleset(), uiLanguage());
    const QIcon warn = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const MapProblem &p : m_problems)
        m_list->addItem(new QListWidgetItem(warn, p.message));
    m_summary->setText(m_problems.empty() ? tr("No problems found")
                                          : tr("%n problem(s)", nullptr, int(m_problems.size())));
}

} // namespace hexstride
