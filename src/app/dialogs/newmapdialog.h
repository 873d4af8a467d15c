#pragma once

#include "io/customruleset.h"
#include "map/hexmap.h"
#include "rules/ruleset.h"

#include <QDialog>
#include <QHash>
#include <QPixmap>

class QLabel;
#include <memory>

namespace Ui {
class NewMapDialog;
}

namespace hexstride {

class RulesetLibrary;

/// Asks for the size, layout, label scheme, ruleset and default terrain of a new map.
/// Remembers the last choices. The rulesets offered: the bundled ones, the one being edited in
/// the designer (when given), the ruleset files used lately, and "From File…".
class NewMapDialog : public QDialog
{
    Q_OBJECT
public:
    /// `edited`: the designer's ruleset (null when the designer is not open).
    explicit NewMapDialog(const RulesetLibrary &rulesets, QWidget *parent = nullptr,
                          std::shared_ptr<const Ruleset> edited = nullptr);
    ~NewMapDialog() override;

    /// The empty map as chosen.
    HexMap createMap() const;
    /// The chosen ruleset (null when a typed id names none).
    std::shared_ptr<const Ruleset> ruleset() const;
    /// How the new map keeps a ruleset that is not bundled: the designer's embedded in the map,
    /// a file by its path; empty for a bundled one.
    MapRulesetRef customRuleset() const;
    /// Loads a ruleset file, offers and chooses it (what "From File…" does after its file
    /// dialog); returns the loader's message, or empty.
    QString chooseRulesetFile(const QString &path);
    /// Remembers a ruleset file among those used lately (the designer's opened and saved ones).
    static void rememberRulesetFile(const QString &path);
    void accept() override;
    /// A small picture of the layout: four columns by three rows, shifted ones tinted.
    QPixmap layoutPreview(HexGridLayout grid);

private:
    void updateTerrains();
    void rulesetChosen();
    int addRulesetItem(const QString &text, const QString &key, int kind,
                       std::shared_ptr<const Ruleset> ruleset);
    void updateMemory();
    void updatePreview();

    const RulesetLibrary &m_rulesets;
    std::unique_ptr<Ui::NewMapDialog> m_ui;
    QLabel *m_preview = nullptr;
    QHash<QString, std::shared_ptr<const Ruleset>> m_ownRulesets; ///< by the combo's key
    int m_lastRuleset = 0;
};

} // namespace hexstride
