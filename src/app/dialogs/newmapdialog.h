#pragma once

#include "map/hexmap.h"

#include <QDialog>
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

private:
    void updateTerrains();
    void updateMemory();

    const RulesetLibrary &m_rulesets;
    std::unique_ptr<Ui::NewMapDialog> m_ui;
};

} // namespace hexstride
