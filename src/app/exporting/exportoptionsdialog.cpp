#include "exportoptionsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hexstride {

ExportOptionsDialog::ExportOptionsDialog(Purpose purpose, bool pngWidth, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("exportOptionsDialog"));
    setWindowTitle(purpose == Purpose::Export ? tr("Export Options") : tr("Print Options"));
    auto *form = new QFormLayout(this);
    m_area = new QComboBox(this);
    m_area->addItem(tr("Whole map"));
    m_area->addItem(tr("Visible area"));
    form->addRow(tr("&Area:"), m_area);
    m_width = new QSpinBox(this);
    m_width->setRange(200, 20000);
    m_width->setSingleStep(500);
    m_width->setValue(QSettings().value(QStringLiteral("export/width"), 3000).toInt());
    m_width->setSuffix(tr(" px"));
    m_width->setToolTip(tr("Width of a PNG image; SVG and PDF are vector"));
    if (pngWidth)
        form->addRow(tr("Image &width:"), m_width);
    else
        m_width->hide();
    m_legend = new QCheckBox(tr("a &legend"), this);
    m_legend->setChecked(true);
    m_title = new QCheckBox(tr("the map's &title"), this);
    m_title->setChecked(true);
    // Hex numbers (on by default where players write orders by them: setHexNumbers()).
    m_hexNumbers = new QCheckBox(tr("hex &numbers"), this);
    m_hexNumbers->setObjectName(QStringLiteral("exportHexNumbers"));
    auto *contents = new QVBoxLayout;
    contents->addWidget(m_legend);
    contents->addWidget(m_title);
    contents->addWidget(m_hexNumbers);
    m_background = new QCheckBox(tr("the &background image"), this);
    m_background->setObjectName(QStringLiteral("exportBackground"));
    m_background->hide();
    contents->addWidget(m_background);
    form->addRow(tr("Include:"), contents);
    m_darkOutlines = new QCheckBox(tr("&darker, for paper"), this);
    m_darkOutlines->setObjectName(QStringLiteral("exportDarkOutlines"));
    m_darkOutlines->setToolTip(tr("Black hex outlines, thick enough to see on a printed sheet"));
    m_darkOutlines->setChecked(
        QSettings().value(QStringLiteral("export/darkOutlines"), false).toBool());
    form->addRow(tr("Hex outlines:"), m_darkOutlines);
    // On paper, a fixed scale tiled over pages, or the whole map fitted on one page.
    m_scale = new QComboBox(this);
    m_scale->setObjectName(QStringLiteral("exportScale"));
    m_scale->addItem(tr("Fit to one page"), 0.0);
    m_scale->addItem(tr("1 inch a hex, over several pages"), 25.4);
    m_scale->addItem(tr("2 cm a hex, over several pages"), 20.0);
    m_scale->addItem(tr("15 mm a hex, over several pages"), kSmallestScaleMm);
    m_scale->setToolTip(tr("The size across a hex on paper; a fixed size is tiled over as many "
                           "pages as needed, with overlap marks and page names"));
    if (purpose == Purpose::Print)
        form->addRow(tr("&Scale:"), m_scale);
    else
        m_scale->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void ExportOptionsDialog::setHexNumbers(bool on)
{
    m_hexNumbers->setChecked(on);
}

void ExportOptionsDialog::offerBackgroundImage(const QImage &image)
{
    m_backgroundImage = image;
    m_background->setVisible(!image.isNull());
    m_background->setChecked(!image.isNull());
}

void ExportOptionsDialog::apply(ExportOptions &o) const
{
    o.backgroundImage = m_background->isChecked() ? m_backgroundImage : QImage();
    o.visibleAreaOnly = m_area->currentIndex() == 1;
    o.widthPx = m_width->value();
    o.legend = m_legend->isChecked();
    o.title = m_title->isChecked();
    o.hexNumbers = m_hexNumbers->isChecked();
    o.darkOutlines = m_darkOutlines->isChecked();
    QSettings().setValue(QStringLiteral("export/darkOutlines"), o.darkOutlines);
    o.hexSizeMm = m_scale->isHidden() ? 0.0 : m_scale->currentData().toDouble();
    QSettings().setValue(QStringLiteral("export/width"), o.widthPx);
}

namespace {
/// The suffixes a file-dialog filter names between its parentheses: "(*.png)", "(*.jpg *.jpeg)".
QStringList filterSuffixes(const QString &filter)
{
    QStringList suffixes;
    static const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    for (auto it = pattern.globalMatch(filter); it.hasNext();)
        suffixes << it.next().captured(1);
    return suffixes;
}
} // namespace

QString ExportOptionsDialog::withFilterExtension(const QString &path, const QString &selectedFilter,
                                                 const QString &filters)
{
    const QStringList chosen = filterSuffixes(selectedFilter);
    if (path.isEmpty() || chosen.isEmpty())
        return path;
    const QString suffix = QFileInfo(path).suffix();
    if (!suffix.isEmpty()
        && filterSuffixes(filters + QLatin1String(";;") + selectedFilter)
               .contains(suffix, Qt::CaseInsensitive))
        return path;
    return path + QLatin1Char('.') + chosen.first();
}

} // namespace hexstride
