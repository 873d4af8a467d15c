#include "unitoptiondialog.h"

#include "designer/tables/costtablemodel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

namespace {
constexpr int kFormerId = Qt::UserRole + 1; ///< on a value's id cell: the id it had
}

UnitOptionDialog::UnitOptionDialog(const UnitOptionSpec &initial, int index, bool adding,
                                   Check check, QWidget *parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_id(new QLineEdit(initial.id, this))
    , m_en(new QLineEdit(initial.label.en, this))
    , m_ru(new QLineEdit(initial.label.ru, this))
    , m_kind(new QComboBox(this))
    , m_scope(new QComboBox(this))
    , m_default(new QComboBox(this))
    , m_values(new QTableWidget(0, 3, this))
    , m_addValue(new QPushButton(tr("Add &Value"), this))
    , m_removeValue(new QPushButton(tr("Remove V&alue"), this))
    , m_valueUp(new QPushButton(tr("&Up"), this))
    , m_valueDown(new QPushButton(tr("Do&wn"), this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("unitOptionDialog"));
    setWindowTitle(adding ? tr("Add Unit Option") : tr("Edit Unit Option"));
    m_problems.setEntryPath(QStringLiteral("unitOptions[%1]").arg(index));
    m_id->setObjectName(QStringLiteral("optionId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    m_kind->addItem(tr("a choice of values"), false);
    m_kind->addItem(tr("yes or no (a flag)"), true);
    m_kind->setCurrentIndex(initial.flag ? 1 : 0);
    m_scope->addItem(tr("each unit's own"), QStringLiteral("unit"));
    m_scope->addItem(tr("the whole game's (an advanced rule)"), QStringLiteral("game"));
    m_scope->setCurrentIndex(std::max(0, m_scope->findData(initial.scope)));
    m_values->setObjectName(QStringLiteral("optionValues"));
    m_values->setHorizontalHeaderLabels({tr("Id"), tr("English name"), tr("Russian name")});
    m_values->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_values->verticalHeader()->hide();
    m_values->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_values->setSelectionMode(QAbstractItemView::SingleSelection);
    m_values->setMinimumHeight(160);
    m_filling = true;
    for (const OptionChoice &c : initial.choices)
        addValue(c.id, c.label);
    m_filling = false;
    refreshDefaults();
    m_default->setCurrentIndex(std::max(0, m_default->findData(initial.defaultValue)));

    auto *valueButtons = new QHBoxLayout;
    for (QPushButton *b : {m_addValue, m_removeValue, m_valueUp, m_valueDown})
        valueButtons->addWidget(b);
    valueButtons->addStretch(1);
    auto *valuesBox = new QVBoxLayout;
    valuesBox->addWidget(m_values, 1);
    valuesBox->addLayout(valueButtons);

    auto *form = new QFormLayout(this);
    m_problems.addField(form, tr("&Id:"), m_id, QStringLiteral("id"));
    m_problems.addField(form, tr("&English name:"), m_en, QStringLiteral("label.en"));
    m_problems.addField(form, tr("&Russian name:"), m_ru, QStringLiteral("label.ru"));
    m_problems.addField(form, tr("&Kind:"), m_kind, QStringLiteral("flag"));
    m_problems.addField(form, tr("W&hose:"), m_scope, QStringLiteral("scope"));
    m_problems.addField(form, tr("Values:"), valuesBox, QStringLiteral("choices"));
    m_problems.addField(form, tr("&Default:"), m_default, QStringLiteral("default"));
    form->addRow(findChild<QLabel *>(QStringLiteral("formProblem")));
    form->addRow(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_id, m_en, m_ru})
        connect(e, &QLineEdit::textChanged, this, &UnitOptionDialog::validate);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        refreshDefaults();
        validate();
    });
    connect(m_scope, &QComboBox::currentIndexChanged, this, &UnitOptionDialog::validate);
    connect(m_default, &QComboBox::currentIndexChanged, this, &UnitOptionDialog::validate);
    connect(m_values, &QTableWidget::itemChanged, this, [this] {
        if (m_filling)
            return;
        refreshDefaults();
        validate();
    });
    connect(m_values, &QTableWidget::currentCellChanged, this, &UnitOptionDialog::updateEnabled);
    connect(m_addValue, &QPushButton::clicked, this, [this] {
        const int row = addValue(QString(), {});
        m_values->setCurrentCell(row, 0);
        m_values->editItem(m_values->item(row, 0));
    });
    connect(m_removeValue, &QPushButton::clicked, this,
            [this] { removeValue(m_values->currentRow()); });
    connect(m_valueUp, &QPushButton::clicked, this,
            [this] { moveValue(m_values->currentRow(), m_values->currentRow() - 1); });
    connect(m_valueDown, &QPushButton::clicked, this,
            [this] { moveValue(m_values->currentRow(), m_values->currentRow() + 1); });
    setMinimumWidth(560);
    validate();
}

int UnitOptionDialog::addValue(const QString &id, const LocalizedText &label)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_values->rowCount();
    m_values->insertRow(row);
    auto *idItem = new QTableWidgetItem(id);
    idItem->setData(kFormerId, filling ? id : QString()); // the option's own, or new
    m_values->setItem(row, 0, idItem);
    m_values->setItem(row, 1, new QTableWidgetItem(label.en));
    m_values->setItem(row, 2, new QTableWidgetItem(label.ru));
    m_filling = filling;
    if (!m_filling) {
        refreshDefaults();
        validate();
    }
    return row;
}

void UnitOptionDialog::removeValue(int row)
{
    if (row < 0 || row >= m_values->rowCount())
        return;
    m_values->removeRow(row);
    refreshDefaults();
    validate();
}

void UnitOptionDialog::moveValue(int row, int to)
{
    if (row < 0 || row >= m_values->rowCount() || to < 0 || to >= m_values->rowCount())
        return;
    m_filling = true;
    QList<QTableWidgetItem *> items;
    for (int c = 0; c < 3; ++c)
        items << m_values->takeItem(row, c);
    m_values->removeRow(row);
    m_values->insertRow(to);
    for (int c = 0; c < 3; ++c)
        m_values->setItem(to, c, items[c]);
    m_filling = false;
    m_values->setCurrentCell(to, 0);
    refreshDefaults();
    validate();
}

void UnitOptionDialog::refreshDefaults()
{
    const QString current = m_default->currentData().toString();
    const bool blocked = m_default->blockSignals(true);
    m_default->clear();
    if (m_kind->currentData().toBool()) {
        m_default->addItem(tr("yes"), QStringLiteral("yes"));
        m_default->addItem(tr("no"), QStringLiteral("no"));
    } else {
        for (int r = 0; r < m_values->rowCount(); ++r) {
            const QString id = m_values->item(r, 0)->text().trimmed();
            const LocalizedText label{m_values->item(r, 1)->text().trimmed(),
                                      m_values->item(r, 2)->text().trimmed()};
            const QString name = label.in(designerstyle::language());
            m_default->addItem(name.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(name, id), id);
        }
    }
    m_default->setCurrentIndex(std::max(0, m_default->findData(current)));
    m_default->blockSignals(blocked);
    updateEnabled();
}

void UnitOptionDialog::updateEnabled()
{
    const bool choices = !m_kind->currentData().toBool();
    const int row = m_values->currentRow();
    m_values->setEnabled(choices);
    m_addValue->setEnabled(choices);
    m_removeValue->setEnabled(choices && row >= 0);
    m_valueUp->setEnabled(choices && row > 0);
    m_valueDown->setEnabled(choices && row >= 0 && row + 1 < m_values->rowCount());
}

UnitOptionSpec UnitOptionDialog::spec() const
{
    UnitOptionSpec s;
    s.id = m_id->text().trimmed();
    s.label = {m_en->text().trimmed(), m_ru->text().trimmed()};
    s.flag = m_kind->currentData().toBool();
    s.scope = m_scope->currentData().toString();
    s.defaultValue = m_default->currentData().toString();
    if (!s.flag) {
        for (int r = 0; r < m_values->rowCount(); ++r) {
            s.choices.append(
                {m_values->item(r, 0)->text().trimmed(),
                 {m_values->item(r, 1)->text().trimmed(), m_values->item(r, 2)->text().trimmed()}});
            s.renamedFrom << m_values->item(r, 0)->data(kFormerId).toString();
        }
    }
    return s;
}

bool UnitOptionDialog::acceptable() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void UnitOptionDialog::validate()
{
    const UnitOptionSpec s = spec();
    const QString problem = s.id.isEmpty() ? tr("Give the option an id.") : m_check(s);
    if (s.id.isEmpty())
        m_problems.showAt(QStringLiteral("id"), problem);
    else
        m_problems.show(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
