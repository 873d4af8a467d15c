#pragma once

#include "turnreplay.h"

#include <QDockWidget>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTableWidget;
class QToolButton;

namespace hexstride {

class MapDocument;
class MapView;
class TurnOverlay;

/// Rules ▸ Resolve Turn…: the referee's view of a whole turn. Resolves the map's plans (or an
/// orders file) with the map's ruleset through the core's turn resolver, lists every unit
/// (start, end, MP, events) and every conflict and decision with the rule that decided it,
/// draws all paths on the map, replays the turn frame by frame, takes the referee's answers to
/// decisions (the turn is resolved again at once) and applies the turn to the map as one undo
/// step. No rule is applied here: everything comes from resolveTurn().
class ResolveTurnDock : public QDockWidget
{
    Q_OBJECT
public:
    ResolveTurnDock(MapView *view, QWidget *parent = nullptr);

    void setDocument(MapDocument *document);
    /// Resolves the turn again from the document's map, the orders and the answers so far.
    void resolve();
    /// Orders from a file (docs/orders-format.md) instead of the map's plans; false (and a
    /// message naming the file) when it cannot be read.
    bool loadOrdersFile(const QString &path);
    /// Back to the map's plans.
    void useMapPlans();
    /// The referee's answer to a decision (by id); the turn is resolved again.
    void answerDecision(const QString &id, const QString &choice);
    /// Units on their end hexes, executed orders removed from the plans: one undo step.
    bool applyToMap();
    /// One report per side into `dir` (text, JSON and the map as the side knows it), as
    /// `hexstride-cli resolve --report-dir` writes them; an empty string or the error.
    /// `written`, when given, gets the files written.
    QString exportSideReports(const QString &dir, QStringList *written = nullptr);

    const TurnResolution &resolution() const { return m_turn; }
    const TurnReplay &replay() const { return m_replay; }
    QTableWidget *unitsTable() const { return m_units; }
    QTableWidget *conflictsTable() const { return m_conflicts; }
    QSlider *replaySlider() const { return m_slider; }
    TurnOverlay *overlay() const { return m_overlay; }
    /// The problems with the orders (unreadable plans or lines of the orders file).
    QStringList orderErrors() const { return m_errors; }

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();
    void fillUnits();
    void fillConflicts();
    void showFrame(int frame);
    void chooseOrdersFile();
    void chooseReportFolder();
    void centreOnRow(int row);

    QPointer<MapView> m_view;
    QPointer<MapDocument> m_document;
    TurnOverlay *m_overlay;
    QString m_ordersFile; ///< empty: the map's plans
    QString m_ordersText;
    QList<TurnOrders> m_orders;
    QStringList m_errors;
    QMap<QString, QString> m_answers;
    TurnResolution m_turn;
    TurnReplay m_replay;
    QList<Hex> m_rowHexes; ///< the hex of each conflict table row

    QLabel *m_source;
    QLabel *m_message;
    QPushButton *m_openOrders;
    QPushButton *m_mapPlans;
    QPushButton *m_apply;
    QPushButton *m_exportReports;
    QTableWidget *m_units;
    QTableWidget *m_conflicts;
    QSlider *m_slider;
    QToolButton *m_first;
    QToolButton *m_previous;
    QToolButton *m_next;
    QToolButton *m_last;
    QLabel *m_frameLabel;
};

} // namespace hexstride
