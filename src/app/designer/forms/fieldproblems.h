#pragma once

#include <QHash>
#include <QString>

class QFormLayout;
class QLabel;
class QLayout;
class QWidget;

namespace hexstride {

/// Shows the ruleset loader's message, as the designer's forms are typed, in one fixed place
/// under the form that keeps its room (so no field moves while typing), naming the field it is
/// about: "terrains[3].name.en: …" is said of the field registered as "name.en" when the form
/// edits "terrains[3]" ("English name: …"); a message about anything else (a rule elsewhere
/// that an edit breaks) is shown path and all.
class FieldProblems
{
public:
    /// `general`: the label under the form, where every message is shown.
    explicit FieldProblems(QLabel *general);
    /// Registers the row just added to `form` as the field for paths at `key`.
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
    /// The label under the form that shows the messages (for the form's layout).
    QLabel *label() const { return m_general; }
    /// The message shown beside field `key` (empty: none), or under the form for "".
    QString shownAt(const QString &key) const;

private:
    void showText(const QString &key, const QString &text);

    QLabel *m_general;
    QHash<QString, QString> m_fields; ///< the label of each field's row, by key
    QString m_entry;
    QString m_shownKey; ///< the field the shown message is about ("" : the form)
};

} // namespace hexstride
