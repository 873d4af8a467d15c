#pragma once

#include <QHash>
#include <QString>

class QFormLayout;
class QLabel;
class QLayout;
class QWidget;

namespace hexstride {

/// Shows the ruleset loader's message beside the field it names, as the designer's forms are
/// typed: "terrains[3].name.en: …" goes under the field registered as "name.en" when the form
/// edits "terrains[3]"; a message about anything else (a rule elsewhere that an edit breaks)
/// goes under the whole form, path and all.
class FieldProblems
{
public:
    /// `general`: the label under the form.
    explicit FieldProblems(QLabel *general);
    /// Adds a hidden message row to `form` (under the row just added) for paths at `key`.
    void addRow(QFormLayout *form, const QString &key);
    /// Adds the row `label`: `field` to `form` with its message row for paths at `key`.
    void addField(QFormLayout *form, const QString &label, QWidget *field, const QString &key);
    void addField(QFormLayout *form, const QString &label, QLayout *field, const QString &key);
    /// The JSON path of the entry the form edits, e.g. "terrains[3]".
    void setEntryPath(const QString &path) { m_entry = path; }
    /// Shows `message` (empty: clears every message).
    void show(const QString &message);
    /// Shows `text` beside field `key` (the form's own checks, before the loader's).
    void showAt(const QString &key, const QString &text);
    /// The message shown beside field `key` (empty: none), or under the form for "".
    QString shownAt(const QString &key) const;

private:
    QLabel *m_general;
    QHash<QString, QLabel *> m_fields;
    QString m_entry;
};

} // namespace hexstride
