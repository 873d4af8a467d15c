#include "sidesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

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
} // namespace

SidesDialog::SidesDialog(const HexMap &map, QWidget *parent)
    : QDialog(parent)
    , m_sides(map.sides())
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Sides"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("How each side regards each other side. A pair not set here is hostile; the map's "
           "ruleset says which relations let an army pass another side's armies and towns."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setObjectName(QStringLiteral("sidesTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Side"), tr("Toward"), tr("Relation")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const QStringList sides = sidesOf(map);
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
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(480, 360);
}

QStringList SidesDialog::sidesOf(const HexMap &map)
{
    QStringList out;
    for (const MapUnit &u : map.units())
        out << u.side;
    for (const SideRelationEntry &e : map.sides().relations)
        out << e.side << e.toward;
    for (const HexOwner &o : map.sides().owners)
        out << o.side;
    out.removeAll(QString());
    out.removeDuplicates();
    out.sort(Qt::CaseInsensitive);
    return out;
}

MapSides SidesDialog::sides() const
{
    MapSides out = m_sides;
    for (int row = 0; row < m_pairs.size(); ++row) {
        const auto *box = qobject_cast<QComboBox *>(m_table->cellWidget(row, 2));
        out.setRelation(m_pairs[row].first, m_pairs[row].second,
                        SideRelation(box->currentData().toInt()));
    }
    return out;
}

QComboBox *SidesDialog::relationBox(const QString &side, const QString &toward) const
{
    const qsizetype row = m_pairs.indexOf(std::pair{side, toward});
    return row < 0 ? nullptr : qobject_cast<QComboBox *>(m_table->cellWidget(int(row), 2));
}

} // namespace hexstride
