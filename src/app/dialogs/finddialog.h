#pragma once

#include "map/mapsearch.h"

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace hexstride {

class MapDocument;

/// Edit ▸ Find: labels and units by name, with a result list; choosing a result goes there.
/// Not modal, so the referee can keep it open while working.
class FindDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FindDialog(QWidget *parent = nullptr);

    void setDocument(MapDocument *document);
    /// Searches for `text` (as if typed) and returns how many were found.
    int search(const QString &text);
    const std::vector<FoundObject> &results() const { return m_results; }
    /// Goes to result `row` (as a double click does).
    void choose(int row);
    /// Moves the dialog off `spot` (global coordinates: the hex just found) when it covers it,
    /// to the corner of `area` (the map's visible part) farthest from it.
    void keepClearOf(const QRect &spot, const QRect &area);

signals:
    void hexChosen(Hex hex);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();

    MapDocument *m_document = nullptr;
    QLineEdit *m_text;
    QListWidget *m_list;
    std::vector<FoundObject> m_results;
};

} // namespace hexstride
