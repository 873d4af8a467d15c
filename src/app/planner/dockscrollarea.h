#pragma once

#include <QScrollArea>

namespace hexstride {

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

protected:
    bool viewportEvent(QEvent *event) override;
};

} // namespace hexstride
