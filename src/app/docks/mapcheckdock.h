#pragma once

#include "map/mapcheck.h"

#include <QDockWidget>
#include <QPointer>
#include <QTimer>

class QLabel;
class QListWidget;
class QPushButton;

namespace hexstride {

class MapDocument;

/// The map check's findings; clicking one moves the view to its hex and selects it, a double
/// click also flashes it. Ticking a finding marks it as reviewed (kept in the map, an undoable
/// edit): it moves below the open ones and the summary counts both.
/// Once checked, the list follows the map: every change (an edit, its undo, another ruleset,
/// another map) checks it again shortly after, so it never lists a problem already fixed.
class MapCheckDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit MapCheckDock(QWidget *parent = nullptr);
    /// The map to check; its changes are followed. Null: nothing to check.
    void setDocument(MapDocument *document);
    /// Runs the check on the map now.
    void runCheck();
    int problemCount() const { return int(m_problems.size()); }
    int reviewedCount() const;
    QListWidget *list() const { return m_list; }
    QLabel *summary() const { return m_summary; }
    /// Marks the problem at `row` as reviewed or open again (an undo command on the map).
    void setReviewed(int row, bool reviewed);
    const std::vector<MapProblem> &problems() const { return m_problems; }

    /// How long after a change the check runs again (edits come in bursts while dragging).
    static constexpr int kRecheckDelayMs = 250;

signals:
    void problemActivated(hexstride::Hex hex);
    /// A double click: go there and make the hex stand out for a moment.
    void problemHighlighted(hexstride::Hex hex);

protected:
    void changeEvent(QEvent *e) override;
    void showEvent(QShowEvent *e) override;

private:
    void retranslate();
    void mapChanged();
    void activate(int row);
    /// Whether the problem at `row` has a hex to go to (and can be marked reviewed).
    bool hasHex(int row) const;

    QPointer<MapDocument> m_document;
    QPushButton *m_refresh;
    bool m_checked = false;
    bool m_stale = false; ///< changed while hidden: check again when shown
    QTimer m_recheck;
    QListWidget *m_list;
    QLabel *m_summary;
    std::vector<MapProblem> m_problems;
};

} // namespace hexstride
