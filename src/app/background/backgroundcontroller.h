#pragma once

#include "hex/hex.h"
#include "map/mapbackground.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMainWindow;
class QMouseEvent;

namespace hexstride {

class BackgroundLayer;
class MapDocument;
class MapView;

/// The background image of the map being traced: File ▸ Background Image…, View ▸ Show
/// Background Image and View ▸ Align Background Image. Aligning asks for the centres of two
/// hexes the referee knows on the image (a third fixes skew), step by step in the status bar;
/// the arrow keys nudge the image meanwhile. Every change is an undo step of the document.
class BackgroundController : public QObject
{
    Q_OBJECT
public:
    /// Asked which map hex a clicked point of the image is the centre of; `guess` is the hex
    /// under the point as the image lies now. Nothing: the click is dropped.
    using AskHex = std::function<std::optional<Hex>(Hex guess)>;

    BackgroundController(QMainWindow *window, MapView *view);

    void setDocument(MapDocument *document);
    BackgroundLayer *layer() const { return m_layer; }
    QAction *chooseAction() const { return m_choose; }
    QAction *showAction() const { return m_show; }
    QAction *alignAction() const { return m_align; }
    void retranslate();

    /// Sets the image (a new one is laid over the map's extent first), keeping the rest.
    void setImage(const QString &file);
    void removeImage();
    void setOpacity(double opacity);
    void setShown(bool shown);

    void startAlignment();
    void finishAlignment();
    bool isAligning() const { return m_aligning; }
    /// The present step of the alignment, as the status bar shows it (translated).
    QString prompt() const;
    /// Moves the image by whole screen pixels (one undo step for a row of nudges).
    void nudge(int dx, int dy);
    /// Replaces the question dialog (tests).
    void setAskHex(AskHex ask) { m_askHex = std::move(ask); }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void openDialog();
    /// The background with this image file (placed over the map when it is the first one);
    /// nothing, after saying why, when the file cannot be read.
    std::optional<MapBackground> withImage(const QString &file);
    void change(MapBackground after, std::function<QString()> describe, bool nudge = false);
    void pickPoint(QPointF viewportPos);
    void showPrompt();
    void updateActions();
    std::optional<Hex> askHex(Hex guess);

    QMainWindow *m_window;
    MapView *m_view;
    BackgroundLayer *m_layer;
    QPointer<MapDocument> m_document;
    QAction *m_choose;
    QAction *m_show;
    QAction *m_align;
    AskHex m_askHex;
    bool m_aligning = false;
    std::vector<PointF> m_imagePoints; // picked so far: image pixels …
    std::vector<PointF> m_mapPoints;   // … and the map units they go to
    QString m_lastProblem;
};

} // namespace hexstride
