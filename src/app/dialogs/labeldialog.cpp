#include "labeldialog.h"

#include "map/labellimit.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QSpinBox>

#include <cmath>

namespace hexstride {

LabelDialog::LabelDialog(const MapLabel &label, const QString &title, const QString &prompt,
                         QWidget *parent)
    : QDialog(parent)
    , m_label(label)
    , m_text(new QLineEdit(label.text, this))
    , m_size(new QSpinBox(this))
    , m_bold(new QCheckBox(tr("&Bold"), this))
    , m_italic(new QCheckBox(tr("&Italic"), this))
    , m_colour(new QPushButton(this))
{
    setWindowTitle(title);
    m_text->setObjectName(QStringLiteral("labelText"));
    m_text->setMaxLength(int(kMaxLabelChars)); // a longer label would not load again
    m_size->setObjectName(QStringLiteral("labelSize"));
    m_size->setRange(25, 800);
    m_size->setSingleStep(25);
    m_size->setSuffix(tr(" %"));
    m_size->setValue(int(std::lround(label.scale * 100)));
    m_bold->setChecked(label.bold);
    m_bold->setObjectName(QStringLiteral("labelBold"));
    m_italic->setChecked(label.italic);
    m_italic->setObjectName(QStringLiteral("labelItalic"));
    m_colour->setObjectName(QStringLiteral("labelColour"));
    m_colour->setToolTip(tr("Text colour"));
    showColour();
    connect(m_colour, &QPushButton::clicked, this, [this] {
        const QColor c = QColorDialog::getColor(QColor::fromRgb(QRgb(m_label.colour)), this,
                                                tr("Label Colour"));
        if (c.isValid()) {
            m_label.colour = c.rgb() & 0xffffff;
            showColour();
        }
    });
    auto *form = new QFormLayout(this);
    form->addRow(prompt, m_text);
    form->addRow(tr("&Size:"), m_size);
    auto *style = new QHBoxLayout;
    style->addWidget(m_bold);
    style->addWidget(m_italic);
    style->addWidget(m_colour);
    style->addStretch();
    form->addRow(tr("Style:"), style);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void LabelDialog::showColour()
{
    const QColor c = QColor::fromRgb(QRgb(m_label.colour));
    m_colour->setText(c.name());
    QPixmap swatch(16, 16);
    swatch.fill(c);
    m_colour->setIcon(QIcon(swatch));
}

MapLabel LabelDialog::label() const
{
    MapLabel l = m_label;
    l.text = m_text->text().trimmed();
    l.scale = m_size->value() / 100.0;
    l.bold = m_bold->isChecked();
    l.italic = m_italic->isChecked();
    return l;
}

} // namespace hexstride
