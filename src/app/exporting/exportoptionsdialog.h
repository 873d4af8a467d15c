#pragma once

#include "exporting/mapexporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace hexstride {

/// What to export or print: the whole map or the visible area, a PNG's width, legend, title,
/// hex numbers and (printing) a scale. Titled Export Options for every export format and Print
/// Options for printing; every field has its label.
class ExportOptionsDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Purpose { Export, Print };
    /// The smallest hex size on paper the Scale list offers, in millimetres.
    static constexpr double kSmallestScaleMm = 15.0;
    /// `pngWidth`: whether the width in pixels applies (a PNG export).
    ExportOptionsDialog(Purpose purpose, bool pngWidth, QWidget *parent = nullptr);

    /// Whether hex numbers are ticked at first (hexNumbersByDefault() of the map).
    void setHexNumbers(bool on);

    /// Offers to draw the map's background image (shown on the map): ticked at first. Without
    /// a call, or with a null image, the choice is not offered.
    void offerBackgroundImage(const QImage &image);

    /// Fills the options chosen (the width is remembered for the next export).
    void apply(ExportOptions &o) const;

    /// The file an export writes (its format goes by the suffix, see exportMap) for the name
    /// chosen in the file dialog, the filter selected there and all the dialog's `filters`
    /// (";;"-separated). A typed suffix of any offered format picks that format ("vale.svg"
    /// with the PNG filter stays "vale.svg"); any other name gets the selected filter's first
    /// suffix ("export-test" becomes "export-test.png", "map.v2" becomes "map.v2.png").
    static QString withFilterExtension(const QString &path, const QString &selectedFilter,
                                       const QString &filters);

private:
    QComboBox *m_area;
    QSpinBox *m_width;
    QCheckBox *m_legend;
    QCheckBox *m_title;
    QCheckBox *m_hexNumbers;
    QCheckBox *m_darkOutlines;
    QComboBox *m_scale;
    QCheckBox *m_background;
    QImage m_backgroundImage;
};

} // namespace hexstride
