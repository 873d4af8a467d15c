#include "welcomedialog.h"

#include "plaintext.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace hexstride {

namespace {
const QString kReopenKey = QStringLiteral("startup/reopenLast");
const QString kWelcomedKey = QStringLiteral("startup/welcomed");
} // namespace

WelcomeDialog::WelcomeDialog(const QString &openMap, QWidget *parent)
    : QDialog(parent)
    , m_openMap(openMap)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = plainLabel(new QLabel(this)); // the open map's file name
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto *grid = new QGridLayout;
    for (int way = PlanMove; way <= CheckCostTables; ++way) {
        m_buttons[way] = new QPushButton(this);
        m_buttons[way]->setMinimumHeight(fontMetrics().height() * 2 + 8);
        m_explanations[way] = new QLabel(this);
        m_explanations[way]->setWordWrap(true);
        grid->addWidget(m_buttons[way], way, 0);
        grid->addWidget(m_explanations[way], way, 1);
        connect(m_buttons[way], &QPushButton::clicked, this, [this, way] {
            setReopenLastAtStart(m_reopen->isChecked());
            emit wayChosen(Way(way));
            accept();
        });
    }
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    m_reopen = new QCheckBox(this);
    m_reopen->setChecked(reopenLastAtStart());
    layout->addWidget(m_reopen);
    m_buttons[PlanMove]->setDefault(true);
    QSettings().setValue(kWelcomedKey, true);
    retranslateUi();
    setMinimumWidth(fontMetrics().averageCharWidth() * 80);
}

void WelcomeDialog::retranslateUi()
{
    setWindowTitle(tr("Welcome to Hexstride"));
    m_intro->setText(m_openMap.isEmpty()
                         ? tr("The sample map is open. What would you like to do first?")
                         : tr("%1 is open. What would you like to do first?").arg(m_openMap));
    m_buttons[PlanMove]->setText(tr("Plan a Move"));
    m_explanations[PlanMove]->setText(tr("Pick a unit, click hexes and see what each step costs."));
    m_buttons[DrawMap]->setText(tr("Draw a Map"));
    m_explanations[DrawMap]->setText(tr("Paint terrain, rivers and roads with the brushes."));
    m_buttons[CheckCostTables]->setText(tr("Open the Cost Table Designer"));
    m_explanations[CheckCostTables]->setText(
        tr("Read and edit the movement costs of the map's ruleset."));
    m_reopen->setText(tr("At later starts, reopen the last map and tool"));
}

void WelcomeDialog::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(e);
}

bool WelcomeDialog::reopenLastAtStart()
{
    return QSettings().value(kReopenKey, true).toBool();
}

void WelcomeDialog::setReopenLastAtStart(bool on)
{
    QSettings().setValue(kReopenKey, on);
}

bool WelcomeDialog::welcomed()
{
    return QSettings().value(kWelcomedKey, false).toBool();
}

} // namespace hexstride
