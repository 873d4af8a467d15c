#pragma once

#include "designer/forms/fieldproblems.h"
#include "rules/rulesetauthoring.h"

#include <QDialog>
#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace hexstride {

/// The form of a new terrain: id, names in both languages, colour, pattern and the terrain
/// whose costs and rules it starts with. Checked as it is typed: `check` (the loader, through
/// rulesetWithTerrain) gives the message shown beside the form, and OK waits for an empty one.
class TerrainDialog : public QDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const TerrainSpec &)>;
    TerrainDialog(const Ruleset &ruleset, Check check, QWidget *parent = nullptr);
    TerrainSpec spec() const;
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    QComboBox *likeBox() const { return m_like; }
    /// The loader's message for the form as it is (empty: it may be added).
    QString problem() const;

private:
    void validate();
    Check m_check;
    QLineEdit *m_id, *m_en, *m_ru, *m_colour;
    QComboBox *m_pattern, *m_like;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

/// Where the hexes of a terrain about to be removed go: one of the other terrains.
class RemoveTerrainDialog : public QDialog
{
    Q_OBJECT
public:
    RemoveTerrainDialog(const Ruleset &ruleset, const QString &id, int hexesUsing,
                        QWidget *parent = nullptr);
    QString replacement() const;

private:
    QComboBox *m_onto;
};

} // namespace hexstride
