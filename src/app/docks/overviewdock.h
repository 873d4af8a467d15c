#pragma once

#include <QDockWidget>
#include <QPointer>

namespace hexstride {

class MapView;

/// The whole map at a glance (one pixel per hex, scaled) with the visible area outlined;
/// click or drag to move the view there.
class OverviewDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit OverviewDock(MapView *view, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();
};

} // namespace hexstride
