// The form of a destination rule (declared in ruledialogs.h with the other rule forms).
#include "designer/tables/costtablemodel.h"
#include "ruledialogs.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSpinBox>

namespace hexstride {

namespace {
/// The ruleset's terrains or hex features by name in the interface language, each with a box.
QListWidget *idCheckList(const QList<FeatureDefinition> &definitions, const QString &name,
                         QWidget *parent)
{
    const QString lang = designerstyle::language();
    auto *list = new QListWidget(parent);
    list->setObjectName(name);
    for (const FeatureDefinition &d : definitions) {
        auto *item = new QListWidgetItem(d.name.in(lang), list);
        item->setData(Qt::UserRole, d.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    list->setMinimumHeight(90);
    return list;
}

QStringList checkedIds(const QListWidget *list)
{
    QStringList ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids << list->item(i)->data(Qt::UserRole).toString();
    }
    return ids;
}
} // namespace

void DestinationRuleDialog::setCheckedIds(QListWidget *list, const QStringList &ids)
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                              : Qt::Unchecked);
    }
}

DestinationRuleDialog::DestinationRuleDialog(std::shared_ptr<const Ruleset> ruleset,
                                             const DestinationRule &initial, int index, bool adding,
                                             Check check, QWidget *parent)
    : RuleDialog(ruleset, QStringLiteral("destinations[%1]").arg(index), true, parent)
    , m_anywhere(new QCheckBox(tr("Any&where on the map"), this))
    , m_distance(new QSpinBox(this))
    , m_forbid(idCheckList(ruleset->vocabulary.terrains, QStringLiteral("forbidTerrains"), this))
    , m_forbidStart(
          idCheckList(ruleset->vocabulary.terrains, QStringLiteral("forbidStartTerrains"), this))
    , m_require(
          idCheckList(ruleset->vocabulary.hexFeatures, QStringLiteral("requireHexFeatures"), this))
{
    setObjectName(QStringLiteral("destinationRuleDialog"));
    setWindowTitle(adding ? tr("Add Destination Rule") : tr("Edit Destination Rule"));
    setCommon(initial);
    m_distance->setRange(0, 10000);
    m_anywhere->setChecked(initial.maxDistance < 0);
    m_distance->setValue(std::max(0, initial.maxDistance));
    m_distance->setEnabled(initial.maxDistance >= 0);
    setCheckedIds(m_forbid, initial.forbidTerrains);
    setCheckedIds(m_forbidStart, initial.forbidStartTerrains);
    setCheckedIds(m_require, initial.requireHexFeatures);
    auto *distance = new QWidget(this);
    auto *row = new QHBoxLayout(distance);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_distance);
    row->addWidget(m_anywhere);
    row->addStretch(1);
    addRow(tr("At most, in hexes:"), distance, QStringLiteral("maxDistance"));
    addRow(tr("Not onto:"), m_forbid, QStringLiteral("forbidTerrains"));
    addRow(tr("Not from:"), m_forbidStart, QStringLiteral("forbidStartTerrains"));
    addRow(tr("Only to a hex with:"), m_require, QStringLiteral("requireHexFeatures"));
    m_require->setToolTip(tr("None ticked: any hex will do"));
    connect(m_anywhere, &QCheckBox::toggled, this, [this](bool anywhere) {
        m_distance->setEnabled(!anywhere);
        validate();
    });
    connect(m_distance, &QSpinBox::valueChanged, this, &RuleDialog::validate);
    for (QListWidget *list : {m_forbid, m_forbidStart, m_require})
        connect(list, &QListWidget::itemChanged, this, &RuleDialog::validate);
    finish([this, check] { return check(rule()); });
}

DestinationRule DestinationRuleDialog::rule() const
{
    DestinationRule d;
    getCommon(d);
    d.maxDistance = m_anywhere->isChecked() ? -1 : m_distance->value();
    d.forbidTerrains = checkedIds(m_forbid);
    d.forbidStartTerrains = checkedIds(m_forbidStart);
    d.requireHexFeatures = checkedIds(m_require);
    return d;
}

} // namespace hexstride
