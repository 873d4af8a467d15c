#pragma once

#include <QStatusBar>

namespace hexstride {

/// The main window's status bar: a message longer than the room left of the permanent fields
/// (hex, terrain, zoom) ends in "…" instead of running under them, and its tool tip shows it
/// whole. The message is drawn as plain text, as QStatusBar draws it.
class ElidingStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit ElidingStatusBar(QWidget *parent = nullptr);

    /// The width the message may take: up to the leftmost field shown at the right.
    int messageWidth() const;
    /// The message as drawn (elided where it does not fit).
    QString shownMessage() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
};

} // namespace hexstride
