#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QTableWidget;

namespace hexstride {

/// Rows of a unit option and one of its values, each picked from the ruleset's options by
/// name, with buttons to add and remove rows: the options a state change sets.
class OptionValueRows : public QWidget
{
    Q_OBJECT
public:
    /// `ruleset` must outlive the widget.
    explicit OptionValueRows(const Ruleset &ruleset, QWidget *parent = nullptr);
    /// One row per option of `values` (none: no rows).
    void setValues(const QMap<QString, QString> &values);
    /// The rows' options and values (a later row of the same option wins).
    QMap<QString, QString> values() const;
    /// Sets row `row`, adding rows as needed.
    void setRow(int row, const QString &option, const QString &value);
    int rowCount() const;
    void removeRow(int row);

signals:
    void changed();

private:
    void addRow(const QString &option, const QString &value);
    const Ruleset &m_ruleset;
    QTableWidget *m_rows;
};

} // namespace hexstride
