#include "newcampaigndialog.h"

#include "exporting/sidereports.h"
#include "i18n/translations.h"
#include "plaintext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

namespace {
enum Column { PlayerColumn, SideColumn, ArmiesColumn };

/// A folder name from the map's title or file: "War of the Ring" → "War_of_the_Ring_campaign".
QString suggestedFolder(const HexMap &map, const QString &mapPath)
{
    // Where the last campaign was opened, else beside the map when its folder can be written
    // (not a bundled map's), else the home folder.
    QString base = QSettings().value(QStringLiteral("campaign/lastDir")).toString();
    if (base.isEmpty() || !QFileInfo(base).isDir()) {
        const QFileInfo mapFolder(QFileInfo(mapPath).absolutePath());
        base = !mapPath.isEmpty() && mapFolder.isWritable()
                       && !mapFolder.absoluteFilePath().startsWith(QStringLiteral(":"))
                   ? mapFolder.absoluteFilePath()
                   : QDir::homePath();
    }
    QString name = map.title().trimmed();
    if (name.isEmpty())
        name = mapPath.isEmpty() ? QStringLiteral("campaign") : QFileInfo(mapPath).baseName();
    // "Vale Campaign" is not made "Vale Campaign campaign" (walk14 #21).
    if (!name.contains(QLatin1String("campaign"), Qt::CaseInsensitive)
        && !name.contains(NewCampaignDialog::tr("campaign"), Qt::CaseInsensitive))
        name = NewCampaignDialog::tr("%1 campaign").arg(name);
    // Made as the players' folders are: only letters, digits, "-" and "_" (probe14 Q10: "<",
    // ">" and '"' were kept, which Windows cannot hold), cut at 48 characters and a hash.
    return QDir(base).filePath(sideFileName(name));
}
} // namespace

NewCampaignDialog::NewCampaignDialog(const HexMap &map, const MapRulesetRef &custom,
                                     const QString &mapPath, const RulesetLibrary &library,
                                     QWidget *parent)
    : QDialog(parent)
    , m_map(map)
    , m_custom(custom)
    , m_mapPath(mapPath)
    , m_library(library)
{
    setWindowTitle(tr("New Campaign"));
    for (const MapUnit &u : map.units()) {
        if (!u.side.isEmpty() && !m_sides.contains(u.side))
            m_sides << u.side;
    }

    auto *intro = new QLabel(
        tr("A campaign is a whole play-by-mail game in one folder: each turn's map, the packages "
           "sent to the players, their orders and the reports. It starts from this map and its "
           "armies."),
        this);
    intro->setWordWrap(true);

    m_title = new QLineEdit(map.title(), this);
    m_title->setObjectName(QStringLiteral("campaignTitle"));
    m_title->setMaxLength(200);
    m_folder = new QLineEdit(QDir::toNativeSeparators(suggestedFolder(map, mapPath)), this);
    m_folder->setObjectName(QStringLiteral("campaignFolder"));
    auto *choose = new QPushButton(tr("Choose…"), this);
    connect(choose, &QPushButton::clicked, this, &NewCampaignDialog::chooseFolder);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(choose);

    m_order = new QComboBox(this);
    m_order->setObjectName(QStringLiteral("campaignMovementOrder"));
    m_order->addItem(tr("as the ruleset says"), QStringLiteral("ruleset"));
    m_order->addItem(tr("the map's order of units"), QStringLiteral("map"));
    m_order->addItem(tr("side by side, in the players' order"), QStringLiteral("sides"));
    m_order->addItem(tr("drawn anew every turn"), QStringLiteral("random"));

    auto *form = new QFormLayout;
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("Folder (new or empty):"), folderRow);
    form->addRow(tr("Units move:"), m_order);

    m_players = new QTableWidget(0, 3, this);
    m_players->setObjectName(QStringLiteral("campaignPlayers"));
    m_players->setHorizontalHeaderLabels(
        {tr("Player"), tr("Side"), tr("Armies (empty: all the side's others)")});
    m_players->horizontalHeader()->setStretchLastSection(true);
    m_players->horizontalHeader()->setSectionResizeMode(PlayerColumn,
                                                        QHeaderView::ResizeToContents);
    m_players->verticalHeader()->hide();
    for (const QString &side : std::as_const(m_sides))
        addPlayerRow(side, side, QString());
    auto *add = new QPushButton(tr("Add Player"), this);
    add->setObjectName(QStringLiteral("addPlayer"));
    connect(add, &QPushButton::clicked, this, [this] {
        addPlayerRow(QString(), m_sides.value(0), QString());
        m_players->setCurrentCell(m_players->rowCount() - 1, PlayerColumn);
        m_players->editItem(m_players->item(m_players->rowCount() - 1, PlayerColumn));
    });
    auto *remove = new QPushButton(tr("Remove Player"), this);
    remove->setObjectName(QStringLiteral("removePlayer"));
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_players->currentRow() >= 0)
            m_players->removeRow(m_players->currentRow());
    });
    auto *playerButtons = new QHBoxLayout;
    playerButtons->addWidget(add);
    playerButtons->addWidget(remove);
    playerButtons->addStretch(1);

    m_problem = plainLabel(new QLabel(this));
    m_problem->setObjectName(QStringLiteral("campaignProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Make Campaign"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewCampaignDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewCampaignDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Players:"), this));
    layout->addWidget(m_players, 1);
    layout->addLayout(playerButtons);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(640, 480);
}

void NewCampaignDialog::addPlayerRow(const QString &name, const QString &side,
                                     const QString &armies)
{
    const int row = m_players->rowCount();
    m_players->insertRow(row);
    m_players->setItem(row, PlayerColumn, new QTableWidgetItem(name));
    auto *sides = new QComboBox(m_players);
    sides->addItems(m_sides);
    sides->setCurrentText(side);
    m_players->setCellWidget(row, SideColumn, sides);
    m_players->setItem(row, ArmiesColumn, new QTableWidgetItem(armies));
}

void NewCampaignDialog::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder for the Campaign"),
                                                          QFileInfo(folder()).absolutePath());
    if (!dir.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(dir));
}

QString NewCampaignDialog::folder() const
{
    return QDir::fromNativeSeparators(m_folder->text().trimmed());
}

NewCampaign NewCampaignDialog::request() const
{
    NewCampaign req;
    req.dir = folder();
    req.title = m_title->text().trimmed();
    campaignMovementOrderFromId(m_order->currentData().toString(), &req.movementOrder);
    for (int row = 0; row < m_players->rowCount(); ++row) {
        CampaignPlayer p;
        p.name = m_players->item(row, PlayerColumn)->text().trimmed();
        if (const auto *sides = qobject_cast<QComboBox *>(m_players->cellWidget(row, SideColumn)))
            p.side = sides->currentText();
        const QString armies = m_players->item(row, ArmiesColumn)->text();
        for (const QString &army : armies.split(QLatin1Char(','))) {
            if (!army.trimmed().isEmpty())
                p.armies << army.trimmed();
        }
        req.players << p;
    }
    return req;
}

QString NewCampaignDialog::problem() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void NewCampaignDialog::accept()
{
    // A name still being typed in the table counts: the editor gives it up with the focus.
    if (QWidget *focus = focusWidget(); focus && m_players->isAncestorOf(focus))
        m_players->setFocus();
    const NewCampaign req = request();
    QString problem;
    if (m_sides.isEmpty())
        problem = tr("The map has no armies of any side: place units and give each a side "
                     "first.");
    else if (req.dir.isEmpty())
        problem = tr("Choose the campaign's folder.");
    else if (req.players.isEmpty())
        problem = tr("Add at least one player.");
    for (qsizetype i = 0; problem.isEmpty() && i < req.players.size(); ++i) {
        if (req.players[i].name.isEmpty())
            problem = tr("Player %1 has no name.").arg(i + 1);
    }
    if (problem.isEmpty())
        problem = makeCampaign(req, m_map, m_custom, m_mapPath, m_library, uiLanguage());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (problem.isEmpty())
        QDialog::accept();
}

} // namespace hexstride
