#include "sidesdialog.h"

#include "map/sidespellings.h"
#include "ownerbox.h"
#include "view/featuretext.h"
#include "view/mapstyle.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hexstride {

namespace {
const SideRelation kRelations[]
    = {SideRelation::Friendly, SideRelation::Tolerant, SideRelation::Hostile};

QString relationText(SideRelation r)
{
    switch (r) {
    case SideRelation::Friendly:
        return SidesDialog::tr("Friendly");
    case SideRelation::Tolerant:
        return SidesDialog::tr("Tolerant");
    case SideRelation::Hostile:
        break;
    }
    return SidesDialog::tr("Hostile");
}

void setUpTable(QTableWidget *table, const QStringList &headers)
{
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
}

QTableWidgetItem *readOnly(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}
} // namespace

SidesDialog::SidesDialog(const HexMap &map, QWidget *parent, const MapStyle *style)
    : QDialog(parent)
    , m_offeredSides(sidesOf(map))
    , m_sides(map.sides())
    , m_table(new QTableWidget(this))
    , m_owners(new QTableWidget(this))
{
    setWindowTitle(tr("Sides"));
    auto *layout = new QVBoxLayout(this);
    const QStringList &sides = m_offeredSides;
    addRelations(layout, sides);
    addOwners(layout, map, sides, style);
    m_ownerProblem = ownerProblemLabel(this);
    layout->addWidget(m_ownerProblem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    for (int row = 0; row < m_ownerHexes.size(); ++row)
        connect(ownerBox(m_ownerHexes[row]), &QComboBox::currentTextChanged, this,
                &SidesDialog::checkOwners);
    checkOwners();
    resize(520, 520);
}

void SidesDialog::addRelations(QLayout *layout, const QStringList &sides)
{
    auto *intro = new QLabel(
        tr("How each side regards each other side. A pair not set here is hostile; the map's "
           "ruleset says which relations let an army pass another side's armies and towns."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setObjectName(QStringLiteral("sidesTable"));
    setUpTable(m_table, {tr("Side"), tr("Toward"), tr("Relation")});
    for (const QString &a : sides) {
        for (const QString &b : sides) {
            if (a == b)
                continue;
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            m_table->setItem(row, 0, new QTableWidgetItem(a));
            m_table->setItem(row, 1, new QTableWidgetItem(b));
            auto *box = new QComboBox(m_table);
            for (SideRelation r : kRelations)
                box->addItem(relationText(r), int(r));
            box->setCurrentIndex(box->findData(int(m_sides.relation(a, b))));
            m_table->setCellWidget(row, 2, box);
            m_pairs << std::pair{a, b};
        }
    }
    if (m_pairs.isEmpty()) {
        m_table->hide();
        auto *none = new QLabel(tr("The map's units name fewer than two sides."), this);
        none->setObjectName(QStringLiteral("noSides"));
        layout->addWidget(none);
    }
    layout->addWidget(m_table);
}

void SidesDialog::addOwners(QLayout *layout, const HexMap &map, const QStringList &sides,
                            const MapStyle *style)
{
    auto *intro = new QLabel(tr("Owned hexes: the side that owns each hex's population centre "
                                "and fortification. To give a hex an owner, select it and "
                                "choose Map ▸ Hex Owner…"),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_owners->setObjectName(QStringLiteral("ownersTable"));
    setUpTable(m_owners, {tr("Hex"), tr("Features"), tr("Owner")});
    m_owners->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const HexOwner &o : m_sides.owners) {
        const int row = m_owners->rowCount();
        m_owners->insertRow(row);
        m_owners->setItem(row, 0, readOnly(map.label(o.hex)));
        const bool onMap = map.contains(o.hex);
        m_owners->setItem(row, 1,
                          readOnly(style && onMap
                                       ? featureNames(map.hexFeatures(o.hex), style->hexFeatures)
                                       : QString()));
        auto *box = new OwnerBox(sides, m_owners);
        box->setOwner(o.side);
        m_owners->setCellWidget(row, 2, box);
        m_ownerHexes << o.hex;
    }
    layout->addWidget(m_owners);
    auto *remove = new QPushButton(tr("&Remove Owner"), this);
    remove->setObjectName(QStringLiteral("removeOwner"));
    remove->setToolTip(tr("The selected hexes belong to nobody"));
    remove->setEnabled(false);
    connect(m_owners, &QTableWidget::itemSelectionChanged, remove, [this, remove] {
        remove->setEnabled(!m_owners->selectionModel()->selectedRows().isEmpty());
    });
    connect(remove, &QPushButton::clicked, this, &SidesDialog::removeSelectedOwners);
    layout->addWidget(remove);
}

void SidesDialog::checkOwners()
{
    // Each owner as the map's reader will check it: its own rules, then no new side typed in
    // two spellings that read the same ("Dale" and "dale" in two rows).
    SideSpellings spellings;
    for (const QString &side : m_offeredSides)
        spellings.add(side);
    QString why;
    for (int row = 0; row < m_ownerHexes.size() && why.isEmpty(); ++row) {
        const OwnerBox *box = ownerBox(m_ownerHexes[row]);
        why = box->problem();
        if (why.isEmpty())
            why = spellings.add(box->owner());
        if (!why.isEmpty())
            why = tr("hex %1: %2").arg(m_owners->item(row, 0)->text(), why);
    }
    showOwnerProblem(m_ownerProblem, m_buttons, why);
}

void SidesDialog::removeSelectedOwners()
{
    QList<int> rows;
    for (const QModelIndex &i : m_owners->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : std::as_const(rows)) {
        m_owners->removeRow(row);
        m_ownerHexes.removeAt(row);
    }
    checkOwners();
}

QStringList SidesDialog::sidesOf(const HexMap &map)
{
    return sideNamesOf(map);
}

MapSides SidesDialog::sides() const
{
    MapSides out = m_sides;
    for (int row = 0; row < m_pairs.size(); ++row) {
        const auto *box = qobject_cast<QComboBox *>(m_table->cellWidget(row, 2));
        out.setRelation(m_pairs[row].first, m_pairs[row].second,
                        SideRelation(box->currentData().toInt()));
    }
    // The rows in their order (the map's): an untouched table gives the same list.
    out.owners.clear();
    for (int row = 0; row < m_ownerHexes.size(); ++row) {
        const QString owner = ownerBox(m_ownerHexes[row])->owner();
        if (!owner.isEmpty())
            out.owners << HexOwner{m_ownerHexes[row], owner};
    }
    return out;
}

QComboBox *SidesDialog::relationBox(const QString &side, const QString &toward) const
{
    const qsizetype row = m_pairs.indexOf(std::pair{side, toward});
    return row < 0 ? nullptr : qobject_cast<QComboBox *>(m_table->cellWidget(int(row), 2));
}

OwnerBox *SidesDialog::ownerBox(Hex h) const
{
    const qsizetype row = m_ownerHexes.indexOf(h);
    return row < 0 ? nullptr : qobject_cast<OwnerBox *>(m_owners->cellWidget(int(row), 2));
}

} // namespace hexstride
