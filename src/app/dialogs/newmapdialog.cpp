#include "newmapdialog.h"

#include "i18n/translations.h"
#include "pluralsuffix.h"
#include "rules/rulesetlibrary.h"

#include "ui_newmapdialog.h"
#include "view/vocabulary.h"

#include <QLocale>
#include <QSettings>

namespace hexstride {

NewMapDialog::NewMapDialog(const RulesetLibrary &rulesets, QWidget *parent)
    : QDialog(parent)
    , m_rulesets(rulesets)
    , m_ui(std::make_unique<Ui::NewMapDialog>())
{
    m_ui->setupUi(this);
    keepPluralSuffix(m_ui->widthSpin, [](int n) { return tr(" column(s)", "spin box unit after the number", n); });
    keepPluralSuffix(m_ui->heightSpin, [](int n) { return tr(" row(s)", "spin box unit after the number", n); });
    m_ui->orientationCombo->addItem(tr("Pointy top (rows)"), int(Orientation::PointyTop));
    m_ui->orientationCombo->addItem(tr("Flat top (columns)"), int(Orientation::FlatTop));
    m_ui->parityCombo->addItem(tr("Odd (second, fourth, …)"), int(OffsetParity::OddShifted));
    m_ui->parityCombo->addItem(tr("Even (first, third, …)"), int(OffsetParity::EvenShifted));
    m_ui->labelsCombo->addItem(tr("Column,row from 0 (\"12,7\")"), int(LabelScheme::ColRow));
    m_ui->labelsCombo->addItem(tr("XXYY from 1 (\"1308\")"), int(LabelScheme::Numeric));
    const QString lang = uiLanguage();
    for (const QString &id : m_rulesets.ids()) {
        const auto ruleset = m_rulesets.ruleset(id);
        m_ui->rulesetCombo->addItem(ruleset ? ruleset->name.in(lang) : id, id);
    }

    QSettings s;
    s.beginGroup(QStringLiteral("newMap"));
    m_ui->widthSpin->setValue(s.value(QStringLiteral("width"), 40).toInt());
    m_ui->heightSpin->setValue(s.value(QStringLiteral("height"), 30).toInt());
    m_ui->orientationCombo->setCurrentIndex(s.value(QStringLiteral("orientation"), 0).toInt());
    m_ui->parityCombo->setCurrentIndex(s.value(QStringLiteral("parity"), 0).toInt());
    m_ui->labelsCombo->setCurrentIndex(s.value(QStringLiteral("labels"), 1).toInt());
    const QString ruleset = s.value(QStringLiteral("ruleset")).toString();
    m_ui->rulesetCombo->setCurrentIndex(std::max(0, m_ui->rulesetCombo->findData(ruleset)));
    updateTerrains();
    m_ui->terrainCombo->setCurrentIndex(
        std::max(0, m_ui->terrainCombo->findData(s.value(QStringLiteral("terrain"), QStringLiteral("plains")))));
    s.endGroup();

    connect(m_ui->rulesetCombo, &QComboBox::currentIndexChanged, this, &NewMapDialog::updateTerrains);
    connect(m_ui->widthSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    connect(m_ui->heightSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    updateMemory();
}

NewMapDialog::~NewMapDialog() = default;

void NewMapDialog::updateTerrains()
{
    const QString current = m_ui->terrainCombo->currentData().toString();
    m_ui->terrainCombo->clear();
    const auto ruleset = m_rulesets.ruleset(m_ui->rulesetCombo->currentData().toString());
    if (!ruleset)
        return;
    const QString lang = uiLanguage();
    for (const auto &t : ruleset->vocabulary.terrains)
        m_ui->terrainCombo->addItem(t.name.in(lang), t.id);
    m_ui->terrainCombo->setCurrentIndex(std::max(0, m_ui->terrainCombo->findData(current)));
}

void NewMapDialog::updateMemory()
{
    const double hexes = double(m_ui->widthSpin->value()) * m_ui->heightSpin->value();
    m_ui->memoryLabel->setText(tr("%Ln hex(es), about %1 MB in memory", nullptr, int(hexes))
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
    const QString rulesetId = m_ui->rulesetCombo->currentData().toString();
    const auto ruleset = m_rulesets.ruleset(rulesetId);
    VocabularyIds ids = ruleset ? idsForNewMap(*ruleset) : VocabularyIds{};
    if (ids.terrains.size() == 0)
        ids.terrains.ensure(QStringLiteral("plains"));
    const int fill = std::max(0, ids.terrains.indexOf(m_ui->terrainCombo->currentData().toString()));
    HexMap map(shape, rulesetId, ids.terrains, ids.hexFeatures, ids.edgeFeatures, std::uint8_t(fill));
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
    s.setValue(QStringLiteral("ruleset"), m_ui->rulesetCombo->currentData());
    s.setValue(QStringLiteral("terrain"), m_ui->terrainCombo->currentData());
    s.endGroup();
    QDialog::accept();
}

} // namespace hexstride
