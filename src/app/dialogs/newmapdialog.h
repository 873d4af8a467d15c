#pragma once

#include "map/hexmap.h"

#include <QDialog>
#include <QPixmap>

class QLabel;
#include <memory>

namespace Ui {
class NewMapDialog;
}

namespace hexstride {

class RulesetLibrary;

/// Asks for the size, layout, label scheme, ruleset and default terrain of a new map.
/// Remembers the last choices.
class NewMapDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewMapDialog(const RulesetLibrary &rulesets, QWidget *parent = nullptr);
    ~NewMapDialog() override;

    /// The empty map as chosen.
    HexMap createMap() const;
    void accept() override;
    /// A small picture of the layout: four columns by three rows, shifted ones tinted.
    QPixmap layoutPreview(HexGridLayout grid);

private:
    void updateTerrains();
    void updateMemory();
    void updatePreview();

    const RulesetLibrary &m_rulesets;
    std::unique_ptr<Ui::NewMapDialog> m_ui;
    QLabel *m_preview = nullptr;
};

} // namespace hexstride
