#include "newmapdialog.h"

#include "ui_newmapdialog.h"
#include "view/vocabulary.h"

#include <QLocale>
#include <QSettings>

namespace hexstride {

NewMapDialog::NewMapDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::NewMapDialog>())
{
    m_ui->setupUi(this);
    m_ui->orientationCombo->addItem(tr("Pointy top (rows)"), int(Orientation::PointyTop));
    m_ui->orientationCombo->addItem(tr("Flat top (columns)"), int(Orientation::FlatTop));
    m_ui->parityCombo->addItem(tr("Odd (second, fourth, ...)"), int(OffsetParity::OddShifted));
    m_ui->parityCombo->addItem(tr("Even (first, third, ...)"), int(OffsetParity::EvenShifted));
    m_ui->labelsCombo->addItem(tr("Column,row from 0 (\"12,7\")"), int(LabelScheme::ColRow));
    m_ui->labelsCombo->addItem(tr("XXYY from 1 (\"1308\")"), int(LabelScheme::Numeric));
    m_ui->rulesetCombo->addItems(availableRulesetIds());

    QSettings s;
    s.beginGroup(QStringLiteral("newMap"));
    m_ui->widthSpin->setValue(s.value(QStringLiteral("width"), 40).toInt());
    m_ui->heightSpin->setValue(s.value(QStringLiteral("height"), 30).toInt());
    m_ui->orientationCombo->setCurrentIndex(s.value(QStringLiteral("orientation"), 0).toInt());
    m_ui->parityCombo->setCurrentIndex(s.value(QStringLiteral("parity"), 0).toInt());
    m_ui->labelsCombo->setCurrentIndex(s.value(QStringLiteral("labels"), 1).toInt());
    const QString ruleset = s.value(QStringLiteral("ruleset")).toString();
    if (!ruleset.isEmpty())
        m_ui->rulesetCombo->setCurrentText(ruleset);
    updateTerrains();
    m_ui->terrainCombo->setCurrentIndex(
        std::max(0, m_ui->terrainCombo->findData(s.value(QStringLiteral("terrain"), QStringLiteral("plains")))));
    s.endGroup();

    connect(m_ui->rulesetCombo, &QComboBox::currentTextChanged, this, &NewMapDialog::updateTerrains);
    connect(m_ui->widthSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    connect(m_ui->heightSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    updateMemory();
}

NewMapDialog::~NewMapDialog() = default;

void NewMapDialog::updateTerrains()
{
    const QString current = m_ui->terrainCombo->currentData().toString();
    m_ui->terrainCombo->clear();
    const VocabularyIds ids = idsForNewMap(m_ui->rulesetCombo->currentText());
    HexMap probe(MapShape{1, 1, {}, LabelScheme::ColRow}, {}, ids.terrains, {}, {});
    const MapVocabulary v = vocabularyForMap(probe);
    const QString lang = QLocale().name();
    for (const auto &t : v.terrains)
        m_ui->terrainCombo->addItem(t.name.in(lang), t.id);
    m_ui->terrainCombo->setCurrentIndex(std::max(0, m_ui->terrainCombo->findData(current)));
}

void NewMapDialog::updateMemory()
{
    const double hexes = double(m_ui->widthSpin->value()) * m_ui->heightSpin->value();
    m_ui->memoryLabel->setText(tr("%1 hexes, about %2 MB in memory")
                                   .arg(QLocale().toString(qint64(hexes)))
                                   .arg(QLocale().toString(hexes * 11 / 1e6, 'f', 1)));
}

HexMap NewMapDialog::createMap() const
{
    MapShape shape;
    shape.width = m_ui->widthSpin->value();
    shape.height = m_ui->heightSpin->value();
    shape.grid.orientation = Orientation(m_ui->orientationCombo->currentData().toInt());
    shape.grid.parity = OffsetParity(m_ui->parityCombo->currentData().toInt());
    shape.labels = LabelScheme(m_ui->labelsCombo->currentData().toInt());
    const QString ruleset = m_ui->rulesetCombo->currentText().trimmed();
    VocabularyIds ids = idsForNewMap(ruleset);
    const int fill = std::max(0, ids.terrains.indexOf(m_ui->terrainCombo->currentData().toString()));
    HexMap map(shape, ruleset, ids.terrains, ids.hexFeatures, ids.edgeFeatures, std::uint8_t(fill));
    map.setTitle(m_ui->titleEdit->text().trimmed());
    return map;
}

void NewMapDialog::accept()
{
    QSettings s;
    s.beginGroup(QStringLiteral("newMap"));
    s.setValue(QStringLiteral("width"), m_ui->widthSpin->value());
    s.setValue(QStringLiteral("height"), m_ui->heightSpin->value());
    s.setValue(QStringLiteral("orientation"), m_ui->orientationCombo->currentIndex());
    s.setValue(QStringLiteral("parity"), m_ui->parityCombo->currentIndex());
    s.setValue(QStringLiteral("labels"), m_ui->labelsCombo->currentIndex());
    s.setValue(QStringLiteral("ruleset"), m_ui->rulesetCombo->currentText());
    s.setValue(QStringLiteral("terrain"), m_ui->terrainCombo->currentData());
    s.endGroup();
    QDialog::accept();
}

} // namespace hexstride
