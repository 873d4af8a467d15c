#include "mapcheckdock.h"

#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace hexstride {

MapCheckDock::MapCheckDock(MapView *view, QWidget *parent)
    : QDockWidget(parent)
    , m_view(view)
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
    connect(refresh, &QPushButton::clicked, this, &MapCheckDock::runCheck);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < int(m_problems.size()))
            emit problemActivated(m_problems[std::size_t(row)].hex);
    });
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
    m_list->clear();
    m_problems.clear();
    const MapDocument *doc = m_view->document();
    if (!doc)
        return;
    const MapVocabulary vocabulary = vocabularyForMap(doc->map(), doc->ruleset().get());
    m_problems = checkMap(doc->map(),
                          MapCheckOptions::fromVocabulary(vocabulary, waterTerrainIds(vocabulary)));
    const QIcon warn = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (const MapProblem &p : m_problems)
        m_list->addItem(new QListWidgetItem(warn, p.message));
    m_summary->setText(m_problems.empty() ? tr("No problems found")
                                          : tr("%n problem(s)", nullptr, int(m_problems.size())));
}

} // namespace hexstride
