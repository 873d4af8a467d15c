#pragma once

#include "rules/costtablecsv.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QDialogButtonBox;

namespace hexstride {

/// Ruleset ▸ Import Table from CSV: which table the file fills (the one its first field names,
/// else the current one), and the cells that would change, each "row / column: old → new",
/// before anything is applied; a file that cannot be applied shows why (line and column) and
/// cannot be accepted.
class CsvImportDialog : public QDialog
{
    Q_OBJECT
public:
    CsvImportDialog(const Ruleset &ruleset, int currentTable, const QString &fileName,
                    const QString &text, QWidget *parent = nullptr);

    /// The table the file fills, and the edit it makes (its error when refused).
    int table() const { return m_table; }
    const CostTableEdit &edit() const { return m_edit; }
    /// The preview: one line per changed cell.
    QListWidget *changesList() const { return m_changes; }
    QString summary() const;

private:
    int m_table;
    CostTableEdit m_edit;
    QLabel *m_summary;
    QListWidget *m_changes;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
