#include "csvimportdialog.h"

#include "costtablemodel.h"
#include "io/csvtext.h"
#include "plaintext.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexstride {

namespace {
/// The table the text's first field names (a table's id or label, as the table text writes
/// it), else `fallback`.
int namedTable(const Ruleset &ruleset, const QString &text, int fallback)
{
    const CsvRecords csv = readCsv(text, guessCsvSeparator(text));
    if (csv.records.isEmpty())
        return fallback;
    const QString name = csv.records.constFirst().constFirst().text.trimmed();
    for (qsizetype i = 0; i < ruleset.costTables.size(); ++i) {
        const CostTable &t = ruleset.costTables[i];
        if (t.id == name || t.label.en.compare(name, Qt::CaseInsensitive) == 0
            || (!t.label.ru.isEmpty() && t.label.ru.compare(name, Qt::CaseInsensitive) == 0))
            return int(i);
    }
    return fallback;
}
} // namespace

CsvImportDialog::CsvImportDialog(const Ruleset &ruleset, int currentTable, const QString &fileName,
                                 const QString &text, QWidget *parent)
    : QDialog(parent)
    , m_table(namedTable(ruleset, text, currentTable))
{
    setObjectName(QStringLiteral("csvImportDialog"));
    setWindowTitle(tr("Import Table from CSV"));
    const QString lang = designerstyle::language();
    const bool known = m_table >= 0 && m_table < ruleset.costTables.size();
    if (known)
        m_edit = applyCostTableText(ruleset.costTables[m_table], text);
    else
        m_edit.error = tr("The ruleset has no cost table to import into.");
    auto *layout = new QVBoxLayout(this);
    m_summary = plainLabel(new QLabel(this)); // the file's name, its cells
    m_summary->setWordWrap(true);
    m_changes = new QListWidget(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_summary);
    layout->addWidget(m_changes, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (!m_edit.table) {
        m_summary->setText(tr("%1 cannot be imported: %2").arg(fileName, m_edit.error));
        m_summary->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    } else {
        const CostTable &table = ruleset.costTables[m_table];
        for (const CostCellChange &c : m_edit.changes)
            m_changes->addItem(describeCellChange(table, c, lang));
        m_summary->setText(m_edit.changes.isEmpty()
                               ? tr("%1 gives the table \"%2\" the values it has already.")
                                     .arg(fileName, table.label.in(lang))
                               : tr("%1 changes %n cell(s) of the table \"%2\":", nullptr,
                                    int(m_edit.changes.size()))
                                     .arg(fileName, table.label.in(lang)));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Apply"));
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_edit.table.has_value() && !m_edit.changes.isEmpty());
    resize(560, 420);
}

QString CsvImportDialog::summary() const
{
    return m_summary->text();
}

} // namespace hexstride
