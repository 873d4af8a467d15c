#pragma once

#include "map/mapbackground.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;

namespace hexstride {

/// File ▸ Background Image…: which image to trace (PNG or JPEG) and how strongly it shows
/// through the map. Its buttons also start the alignment and remove the image.
class BackgroundDialog : public QDialog
{
    Q_OBJECT
public:
    /// What the referee asked for besides OK.
    enum class Next { Nothing, Align, Remove };

    BackgroundDialog(const MapBackground &current, const QString &startFolder,
                     QWidget *parent = nullptr);

    /// The image file chosen (absolute) and the opacity; the placement is the current one.
    QString imageFile() const;
    double opacity() const;
    void setImageFile(const QString &file);
    void setOpacity(double opacity);
    Next next() const { return m_next; }

private:
    void choose();
    void updateButtons();

    QString m_startFolder;
    QLineEdit *m_file;
    QSlider *m_opacity;
    QLabel *m_percent;
    QPushButton *m_align = nullptr;
    Next m_next = Next::Nothing;
};

} // namespace hexstride
