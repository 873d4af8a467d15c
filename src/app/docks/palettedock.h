#pragma once

#include <QDockWidget>

class QListWidget;
class QTabWidget;

namespace hexstride {

class EditorContext;
struct MapStyle;

/// The palette: the map's terrains, hex features and edge features with their colours and
/// patterns. Choosing one sets it in the editor context and asks for a tool that uses it.
class PaletteDock : public QDockWidget
{
    Q_OBJECT
public:
    PaletteDock(EditorContext *context, QWidget *parent = nullptr);

    /// Refills the lists for a map's style (after opening a map).
    void setStyle(const MapStyle &style);
    /// Shows the list the tool `toolId` takes its pick from (terrains for the brush and the
    /// fill, hex features, hex-side features); other tools leave the palette as it is.
    void showListFor(const QString &toolId);

signals:
    /// The user picked an entry that belongs to this tool ("terrain-brush", ...).
    void toolWanted(const QString &toolId);
    /// A key 1–9 took a terrain and the brush: the brush, whatever the tool (the fill too).
    void toolRequired(const QString &toolId);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();

    EditorContext *m_context;
    QTabWidget *m_tabs;
    QListWidget *m_terrains;
    QListWidget *m_hexFeatures;
    QListWidget *m_edgeFeatures;
};

} // namespace hexstride
