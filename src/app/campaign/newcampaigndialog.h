#pragma once

#include "exporting/campaignturn.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace hexstride {

class RulesetLibrary;

/// File ▸ New Campaign…: makes a campaign folder from the map in the window, as
/// `hexstride-cli campaign new` does (the same makeCampaign()): a title, a new or empty folder,
/// the players (one per side to begin with; a side may have several, each naming its armies)
/// and the movement order. The dialog stays open with the reason when the campaign is refused.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT
public:
    /// `map` and its ruleset (`custom`, the map's file `mapPath`) must outlive the dialog.
    NewCampaignDialog(const HexMap &map, const MapRulesetRef &custom, const QString &mapPath,
                      const RulesetLibrary &library, QWidget *parent = nullptr);

    /// The folder made, once accepted.
    QString folder() const;
    /// What the dialog would ask makeCampaign() for now.
    NewCampaign request() const;
    /// The reason shown for the last refusal (plain text); empty when none.
    QString problem() const;

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *folderEdit() const { return m_folder; }
    QTableWidget *playersTable() const { return m_players; }
    QComboBox *movementOrderBox() const { return m_order; }

    void accept() override;

private:
    void addPlayerRow(const QString &name, const QString &side, const QString &armies);
    void chooseFolder();

    const HexMap &m_map;
    const MapRulesetRef &m_custom;
    QString m_mapPath;
    const RulesetLibrary &m_library;
    QStringList m_sides;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_folder = nullptr;
    QTableWidget *m_players = nullptr;
    QComboBox *m_order = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace hexstride
