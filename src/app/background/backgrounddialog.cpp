#include "backgrounddialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSlider>

namespace hexstride {

BackgroundDialog::BackgroundDialog(const MapBackground &current, const QString &startFolder,
                                   QWidget *parent)
    : QDialog(parent)
    , m_startFolder(startFolder)
{
    setObjectName(QStringLiteral("backgroundDialog"));
    setWindowTitle(tr("Background Image"));
    auto *form = new QFormLayout(this);
    auto *intro = new QLabel(tr("A scanned or drawn map shown through the hexes, to trace it. "
                                "Align the grid to it by clicking the centres of two hexes "
                                "you know on the image."),
                             this);
    intro->setWordWrap(true);
    form->addRow(intro);

    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("backgroundFile"));
    m_file->setPlaceholderText(tr("no image"));
    auto *browse = new QPushButton(tr("&Choose…"), this);
    connect(browse, &QPushButton::clicked, this, &BackgroundDialog::choose);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("&Image:"), fileRow);
    qobject_cast<QLabel *>(form->labelForField(fileRow))->setBuddy(m_file);

    m_opacity = new QSlider(Qt::Horizontal, this);
    m_opacity->setObjectName(QStringLiteral("backgroundOpacity"));
    m_opacity->setRange(0, 100);
    m_opacity->setToolTip(tr("0 %: only the map shows; 100 %: only the image"));
    m_percent = new QLabel(this);
    m_percent->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4);
    connect(m_opacity, &QSlider::valueChanged, this,
            [this](int v) { m_percent->setText(tr("%1 %").arg(QLocale().toString(v))); });
    auto *opacityRow = new QHBoxLayout;
    opacityRow->addWidget(m_opacity, 1);
    opacityRow->addWidget(m_percent);
    form->addRow(tr("&Opacity:"), opacityRow);
    qobject_cast<QLabel *>(form->labelForField(opacityRow))->setBuddy(m_opacity);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_align = buttons->addButton(tr("OK and &Align Grid…"), QDialogButtonBox::AcceptRole);
    m_align->setObjectName(QStringLiteral("backgroundAlign"));
    auto *remove = buttons->addButton(tr("&Remove Image"), QDialogButtonBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("backgroundRemove"));
    remove->setEnabled(!current.isEmpty());
    connect(m_align, &QPushButton::clicked, this, [this] { m_next = Next::Align; });
    connect(remove, &QPushButton::clicked, this, [this] {
        m_next = Next::Remove;
        accept();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_file, &QLineEdit::textChanged, this, &BackgroundDialog::updateButtons);
    form->addRow(buttons);

    setImageFile(current.path);
    setOpacity(current.opacity);
    m_percent->setText(tr("%1 %").arg(QLocale().toString(m_opacity->value())));
    updateButtons();
    resize(520, sizeHint().height());
}

QString BackgroundDialog::imageFile() const
{
    return m_file->text().trimmed();
}

double BackgroundDialog::opacity() const
{
    return m_opacity->value() / 100.0;
}

void BackgroundDialog::setImageFile(const QString &file)
{
    m_file->setText(QDir::toNativeSeparators(file));
}

void BackgroundDialog::setOpacity(double opacity)
{
    m_opacity->setValue(qRound(opacity * 100));
}

void BackgroundDialog::choose()
{
    const QString start = imageFile().isEmpty() ? m_startFolder : imageFile();
    const QString file = QFileDialog::getOpenFileName(this, tr("Choose Background Image"), start,
                                                      tr("Images (*.png *.jpg *.jpeg)"));
    if (!file.isEmpty())
        setImageFile(file);
}

void BackgroundDialog::updateButtons()
{
    m_align->setEnabled(!imageFile().isEmpty());
}

} // namespace hexstride
