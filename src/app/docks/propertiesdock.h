#pragma once

#include "hex/hex.h"

#include <QDockWidget>
#include <QPointer>
#include <optional>

class QTreeWidget;
class QTreeWidgetItem;

namespace hexstride {

class MapView;

/// What is on the hex under the cursor (or the single selected hex): label, terrain,
/// elevation, features and their owner, the features of each of its six sides, labels and
/// units. A double click on the owner asks for another (ownerWanted).
class PropertiesDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit PropertiesDock(MapView *view, QWidget *parent = nullptr);
    void showHex(std::optional<Hex> hex);
    /// Shows the same hex again (its terrain, features or sides changed).
    void refresh() { showHex(m_hex); }
    /// The row naming the owner of the hex shown, or null (for tests).
    QTreeWidgetItem *ownerItem() const;

signals:
    /// The referee double-clicked the owner of hex `h`: choose another.
    void ownerWanted(Hex h);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();

    MapView *m_view;
    QTreeWidget *m_tree;
    std::optional<Hex> m_hex;
};

} // namespace hexstride
