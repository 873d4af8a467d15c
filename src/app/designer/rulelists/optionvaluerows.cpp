#include "optionvaluerows.h"

#include "designer/tables/costtablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hexstride {

OptionValueRows::OptionValueRows(const Ruleset &ruleset, QWidget *parent)
    : QWidget(parent)
    , m_ruleset(ruleset)
    , m_rows(new QTableWidget(0, 2, this))
{
    m_rows->setObjectName(QStringLiteral("optionValueRows"));
    m_rows->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    m_rows->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_rows->verticalHeader()->hide();
    m_rows->setMinimumHeight(100);
    auto *add = new QPushButton(tr("Add Row"), this);
    auto *remove = new QPushButton(tr("Remove Row"), this);
    add->setEnabled(!ruleset.unitOptions.isEmpty());
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({}, {});
        emit changed();
    });
    connect(remove, &QPushButton::clicked, this,
            [this] { removeRow(std::max(0, m_rows->currentRow())); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto *box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(m_rows, 1);
    box->addLayout(buttons);
}

void OptionValueRows::addRow(const QString &option, const QString &value)
{
    const QString lang = designerstyle::language();
    const int row = m_rows->rowCount();
    m_rows->insertRow(row);
    auto *options = new QComboBox(m_rows);
    auto *values = new QComboBox(m_rows);
    for (const UnitOption &o : m_ruleset.unitOptions)
        options->addItem(o.label.in(lang), o.id);
    auto fillValues = [this, options, values, lang] {
        const QString was = values->currentData().toString();
        values->clear();
        if (const UnitOption *o = m_ruleset.option(options->currentData().toString())) {
            for (const OptionChoice &c : o->choices)
                values->addItem(c.label.in(lang), c.id);
        }
        values->setCurrentIndex(std::max(0, values->findData(was)));
    };
    options->setCurrentIndex(std::max(0, options->findData(option)));
    fillValues();
    values->setCurrentIndex(std::max(0, values->findData(value)));
    connect(options, &QComboBox::currentIndexChanged, this, [this, fillValues] {
        fillValues();
        emit changed();
    });
    connect(values, &QComboBox::currentIndexChanged, this, &OptionValueRows::changed);
    m_rows->setCellWidget(row, 0, options);
    m_rows->setCellWidget(row, 1, values);
}

void OptionValueRows::setValues(const QMap<QString, QString> &values)
{
    m_rows->setRowCount(0);
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        addRow(it.key(), it.value());
    emit changed();
}

QMap<QString, QString> OptionValueRows::values() const
{
    QMap<QString, QString> out;
    for (int r = 0; r < m_rows->rowCount(); ++r) {
        const auto *options = qobject_cast<QComboBox *>(m_rows->cellWidget(r, 0));
        const auto *values = qobject_cast<QComboBox *>(m_rows->cellWidget(r, 1));
        if (options && values && options->currentIndex() >= 0 && values->currentIndex() >= 0)
            out.insert(options->currentData().toString(), values->currentData().toString());
    }
    return out;
}

void OptionValueRows::setRow(int row, const QString &option, const QString &value)
{
    while (m_rows->rowCount() <= row)
        addRow({}, {});
    auto *options = qobject_cast<QComboBox *>(m_rows->cellWidget(row, 0));
    auto *values = qobject_cast<QComboBox *>(m_rows->cellWidget(row, 1));
    options->setCurrentIndex(options->findData(option));
    values->setCurrentIndex(values->findData(value));
    emit changed();
}

int OptionValueRows::rowCount() const
{
    return m_rows->rowCount();
}

void OptionValueRows::removeRow(int row)
{
    if (row < 0 || row >= m_rows->rowCount())
        return;
    m_rows->removeRow(row);
    emit changed();
}

} // namespace hexstride
