#pragma once

#include <QScrollArea>

class QMainWindow;

namespace hexstride {

/// Docks beside the map take less than half of the window: the map keeps the larger part (at
/// 1280 px, a step table with a comparison's two columns fits beside 660 px of map).
int maxDockWidth(const QMainWindow *window);

/// A dock's contents that scroll up and down, never sideways: never wider than the part in view,
/// so that nothing lies under the vertical scroll bar when it shows. (QScrollArea sizes its
/// widget for the view without the bar once the contents fit, while the bar still shows until
/// a later pass hides it; a width it sets between those passes would put the contents' right
/// edge under the bar.)
class DockScrollArea : public QScrollArea
{
    Q_OBJECT
public:
    explicit DockScrollArea(QWidget *contents, QWidget *parent = nullptr);

    /// The width at which no button or box of the contents is cut, with room for the bar.
    int fittingWidth() const;

protected:
    bool viewportEvent(QEvent *event) override;
};

} // namespace hexstride
