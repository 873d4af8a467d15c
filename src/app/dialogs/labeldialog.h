#pragma once

#include "map/mapobjects.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hexstride {

/// Asks for a label's text, size and style (bold, italic, colour).
class LabelDialog : public QDialog
{
    Q_OBJECT
public:
    LabelDialog(const MapLabel &label, const QString &title, const QString &prompt,
                QWidget *parent = nullptr);

    /// The label as edited (its hex unchanged; text trimmed).
    MapLabel label() const;

private:
    void showColour();

    MapLabel m_label;
    QLineEdit *m_text;
    QSpinBox *m_size;
    QCheckBox *m_bold;
    QCheckBox *m_italic;
    QPushButton *m_colour;
};

} // namespace hexstride
