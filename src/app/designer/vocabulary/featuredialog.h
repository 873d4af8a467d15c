#pragma once

#include "designer/forms/fieldproblems.h"
#include "rules/rulesetauthoring_parts.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace hexstride {

/// The form of a terrain, hex feature or edge feature: id, names in both languages, colour,
/// pattern, and for features how they are drawn. Checked as it is typed: `check` (the loader,
/// through rulesetauthoring_parts.h) gives the message, shown beside the field it names; OK
/// waits for none.
class FeatureDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const FeatureSpec &)>;
    /// `index`: the entry's position in its list (the list's size for a new one).
    FeatureDialog(VocabularyPart part, const FeatureSpec &initial, int index, bool adding,
                  Check check, QWidget *parent = nullptr);
    FeatureSpec spec() const;
    /// How a feature is drawn, in words ("river" → "a river", "" → "a tint of the hex"); the
    /// form's choices and the Edge Features table say it alike. Another id is returned as it is.
    static QString drawingName(const QString &drawAs);
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    QLineEdit *colourEdit() const { return m_colour; }
    const FieldProblems &problems() const { return m_problems; }
    /// Whether OK is enabled (no problem with the form as it is).
    bool acceptable() const;

private:
    void validate();
    VocabularyPart m_part;
    Check m_check;
    QLineEdit *m_id, *m_en, *m_ru, *m_colour;
    QComboBox *m_pattern, *m_drawAs = nullptr;
    QDoubleSpinBox *m_width = nullptr;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

/// Asks what the open map's uses of an id become (another id, or, where `none` is given,
/// nothing): the hexes of a terrain renamed or removed, the sides of a river, units' values.
class ReplacementDialog : public QDialog
{
    Q_OBJECT
public:
    /// `choices`: (shown text, id) in order; the first is the default.
    ReplacementDialog(const QString &title, const QString &question,
                      const QList<std::pair<QString, QString>> &choices, QWidget *parent = nullptr);
    QString replacement() const;
    QComboBox *choiceBox() const { return m_onto; }

private:
    QComboBox *m_onto;
};

} // namespace hexstride
