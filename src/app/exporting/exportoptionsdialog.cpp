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
    auto *contents = new QVBoxLayout;
    contents->addWidget(m_legend);
    contents->addWidget(m_title);
    form->addRow(tr("Include:"), contents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
}

void ExportOptionsDialog::apply(ExportOptions &o) const
{
    o.visibleAreaOnly = m_area->currentIndex() == 1;
    o.widthPx = m_width->value();
    o.legend = m_legend->isChecked();
    o.title = m_title->isChecked();
    QSettings().setValue(QStringLiteral("export/width"), o.widthPx);
}

QString ExportOptionsDialog::withFilterExtension(const QString &path, const QString &filter)
{
    // The patterns between the parentheses: "(*.png)" or "(*.jpg *.jpeg)".
    QStringList suffixes;
    const QRegularExpression pattern(QStringLiteral("\\*\\.([A-Za-z0-9]+)"));
    for (auto it = pattern.globalMatch(filter); it.hasNext();)
        suffixes << it.next().captured(1);
    if (path.isEmpty() || suffixes.isEmpty())
        return path;
    const QString suffix = QFileInfo(path).suffix();
    for (const QString &s : std::as_const(suffixes)) {
        if (suffix.compare(s, Qt::CaseInsensitive) == 0)
            return path;
    }
    return path + QLatin1Char('.') + suffixes.first();
}

} // namespace hexstride
