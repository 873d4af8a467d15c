#include "newmapdialog.h"

#include "hex/pixellayout.h"
#include "i18n/translations.h"
#include "movement/terraincosts.h"
#include "plaintext.h"
#include "pluralsuffix.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"

#include "ui_newmapdialog.h"
#include "view/vocabulary.h"

#include <QBoxLayout>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QPainterPath>
#include <QSettings>
#include <QSignalBlocker>

namespace hexstride {

namespace {
/// What a ruleset entry of the dialog is: the combo's item data at kKindRole.
enum RulesetKind { Bundled, Edited, File, FromFile };
constexpr int kKindRole = Qt::UserRole + 1;
const QString kEditedKey = QStringLiteral("designer:edited");
const QString kRecentKey = QStringLiteral("newMap/recentRulesetFiles");
constexpr int kRecentFiles = 5;
} // namespace

void NewMapDialog::rememberRulesetFile(const QString &path)
{
    QSettings s;
    QStringList recent = s.value(kRecentKey).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    s.setValue(kRecentKey, QStringList(recent.mid(0, kRecentFiles)));
}

NewMapDialog::NewMapDialog(const RulesetLibrary &rulesets, QWidget *parent,
                           std::shared_ptr<const Ruleset> edited)
    : QDialog(parent)
    , m_rulesets(rulesets)
    , m_ui(std::make_unique<Ui::NewMapDialog>())
{
    m_ui->setupUi(this);
    keepPluralSuffix(m_ui->widthSpin,
                     [](int n) { return tr(" column(s)", "spin box unit after the number", n); });
    keepPluralSuffix(m_ui->heightSpin,
                     [](int n) { return tr(" row(s)", "spin box unit after the number", n); });
    m_ui->orientationCombo->addItem(tr("Pointy top (rows)"), int(Orientation::PointyTop));
    m_ui->orientationCombo->addItem(tr("Flat top (columns)"), int(Orientation::FlatTop));
    // Counted as a user counts them, from the first (walk16 W07: "Odd (second, fourth, …)"
    // read as a contradiction: Hexstride's "odd" counts from 0).
    m_ui->parityCombo->addItem(tr("Every second one (2nd, 4th, …)"), int(OffsetParity::OddShifted));
    m_ui->parityCombo->addItem(tr("The first and every other one (1st, 3rd, …)"),
                               int(OffsetParity::EvenShifted));
    m_ui->labelsCombo->addItem(tr("Column,row from 0 (\"12,7\")"), int(LabelScheme::ColRow));
    m_ui->labelsCombo->addItem(tr("XXYY from 1 (\"1308\")"), int(LabelScheme::Numeric));
    const QString lang = uiLanguage();
    for (const QString &id : m_rulesets.ids()) {
        const auto ruleset = m_rulesets.ruleset(id);
        addRulesetItem(ruleset ? ruleset->name.in(lang) : id, id, Bundled, nullptr);
    }
    if (edited)
        addRulesetItem(tr("%1 (being edited in the designer)").arg(edited->name.in(lang)),
                       kEditedKey, Edited, edited);
    // The ruleset files used lately, those that still load.
    for (const QString &path : QSettings().value(kRecentKey).toStringList()) {
        const RulesetLoadResult r = loadRulesetFile(path);
        if (r.ruleset)
            addRulesetItem(tr("%1 (%2)").arg(r.ruleset->name.in(lang), QFileInfo(path).fileName()),
                           path, File, std::make_shared<const Ruleset>(*r.ruleset));
    }
    addRulesetItem(tr("From File…"), QString(), FromFile, nullptr);

    QSettings s;
    s.beginGroup(QStringLiteral("newMap"));
    m_ui->widthSpin->setValue(s.value(QStringLiteral("width"), 40).toInt());
    m_ui->heightSpin->setValue(s.value(QStringLiteral("height"), 30).toInt());
    m_ui->orientationCombo->setCurrentIndex(s.value(QStringLiteral("orientation"), 0).toInt());
    m_ui->parityCombo->setCurrentIndex(s.value(QStringLiteral("parity"), 0).toInt());
    m_ui->labelsCombo->setCurrentIndex(s.value(QStringLiteral("labels"), 1).toInt());
    const QString ruleset = s.value(QStringLiteral("ruleset")).toString();
    const int remembered = m_ui->rulesetCombo->findData(ruleset);
    m_ui->rulesetCombo->setCurrentIndex(
        remembered >= 0 && m_ui->rulesetCombo->itemData(remembered, kKindRole) != FromFile
            ? remembered
            : 0);
    m_lastRuleset = m_ui->rulesetCombo->currentIndex();
    updateTerrains(); // the ruleset's open ground, unless the last map's terrain is one of its
    const int last = m_ui->terrainCombo->findData(s.value(QStringLiteral("terrain")));
    if (last >= 0)
        m_ui->terrainCombo->setCurrentIndex(last);
    s.endGroup();

    connect(m_ui->rulesetCombo, &QComboBox::currentIndexChanged, this,
            &NewMapDialog::rulesetChosen);
    // The layout at a look, beside the parity choice (tinted: the shifted rows or columns).
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("layoutPreview"));
    m_preview->setToolTip(tr("The layout: tinted rows or columns are shifted by half a hex"));
    if (auto *box = qobject_cast<QBoxLayout *>(layout()))
        box->insertWidget(box->indexOf(m_ui->memoryLabel), m_preview, 0, Qt::AlignHCenter);
    connect(m_ui->orientationCombo, &QComboBox::currentIndexChanged, this,
            &NewMapDialog::updatePreview);
    connect(m_ui->parityCombo, &QComboBox::currentIndexChanged, this, &NewMapDialog::updatePreview);
    updatePreview();
    connect(m_ui->widthSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    connect(m_ui->heightSpin, &QSpinBox::valueChanged, this, &NewMapDialog::updateMemory);
    updateMemory();
}

NewMapDialog::~NewMapDialog() = default;

int NewMapDialog::addRulesetItem(const QString &text, const QString &key, int kind,
                                 std::shared_ptr<const Ruleset> ruleset)
{
    // Files and the edited ruleset before "From File…", which stays last.
    QComboBox *combo = m_ui->rulesetCombo;
    const int fromFile = combo->findData(FromFile, kKindRole);
    const int at = fromFile >= 0 ? fromFile : combo->count();
    combo->insertItem(at, text, key);
    combo->setItemData(at, kind, kKindRole);
    if (ruleset)
        m_ownRulesets.insert(key, std::move(ruleset));
    return at;
}

void NewMapDialog::rulesetChosen()
{
    QComboBox *combo = m_ui->rulesetCombo;
    if (combo->currentData(kKindRole).toInt() == FromFile) {
        const QString path = QFileDialog::getOpenFileName(this, tr("Ruleset for the New Map"),
                                                          QString(), tr("Rulesets (*.json)"));
        const QString error = path.isEmpty() ? QString() : chooseRulesetFile(path);
        if (!error.isEmpty())
            plainMessage(this, QMessageBox::Warning, tr("Cannot Use the Ruleset"), error);
        if (combo->currentData(kKindRole).toInt() == FromFile) {
            const QSignalBlocker quiet(combo);
            combo->setCurrentIndex(m_lastRuleset);
        }
        return;
    }
    m_lastRuleset = combo->currentIndex();
    updateTerrains();
}

QString NewMapDialog::chooseRulesetFile(const QString &path)
{
    const RulesetLoadResult r = loadRulesetFile(path);
    if (!r.ruleset)
        return r.error;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QComboBox *combo = m_ui->rulesetCombo;
    int at = combo->findData(absolute);
    if (at >= 0)
        m_ownRulesets.insert(absolute, std::make_shared<const Ruleset>(*r.ruleset));
    else
        at = addRulesetItem(
            tr("%1 (%2)").arg(r.ruleset->name.in(uiLanguage()), QFileInfo(path).fileName()),
            absolute, File, std::make_shared<const Ruleset>(*r.ruleset));
    combo->setCurrentIndex(at);
    rulesetChosen(); // also when it was current already
    return {};
}

std::shared_ptr<const Ruleset> NewMapDialog::ruleset() const
{
    const QString key = m_ui->rulesetCombo->currentData().toString();
    if (m_ui->rulesetCombo->currentData(kKindRole).toInt() == Bundled)
        return m_rulesets.ruleset(key);
    return m_ownRulesets.value(key);
}

MapRulesetRef NewMapDialog::customRuleset() const
{
    const auto chosen = ruleset();
    switch (m_ui->rulesetCombo->currentData(kKindRole).toInt()) {
    case Edited:
        return chosen ? MapRulesetRef{rulesetToJson(*chosen), {}} : MapRulesetRef{};
    case File:
        return {{}, m_ui->rulesetCombo->currentData().toString()};
    default:
        return {};
    }
}

void NewMapDialog::updateTerrains()
{
    const QString current = m_ui->terrainCombo->currentData().toString();
    m_ui->terrainCombo->clear();
    const auto ruleset = this->ruleset();
    if (!ruleset)
        return;
    const QString lang = uiLanguage();
    for (const auto &t : ruleset->vocabulary.terrains)
        m_ui->terrainCombo->addItem(t.name.in(lang), t.id);
    // The terrain chosen so far where the ruleset has it, else the ruleset's open ground (not
    // its first entry, which may be shore or water).
    int chosen = m_ui->terrainCombo->findData(current);
    if (chosen < 0)
        chosen = m_ui->terrainCombo->findData(openGroundOf(ruleset));
    m_ui->terrainCombo->setCurrentIndex(std::max(0, chosen));
}

void NewMapDialog::updateMemory()
{
    const int w = m_ui->widthSpin->value(), h = m_ui->heightSpin->value();
    const auto bytes = qint64(HexMap::denseBytesFor(w, h));
    m_ui->memoryLabel->setText(
        tr("%Ln hex(es), about %1 in memory", nullptr, w * h)
            .arg(QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat)));
}

QPixmap NewMapDialog::layoutPreview(HexGridLayout grid)
{
    // Four columns by three rows, the shifted ones tinted: what "odd" and "even" mean at a look.
    const PixelLayout layout{grid.orientation, 13.0};
    QPainterPath shifted, plain;
    double minX = 1e9, minY = 1e9;
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 4; ++col) {
            for (const PointF c : layout.corners(grid.toHex({col, row}))) {
                minX = std::min(minX, c.x);
                minY = std::min(minY, c.y);
            }
        }
    }
    // A row (pointy) or column (flat) is shifted when its first hex lies further right or down
    // than the others' first hexes.
    const auto offsetOf = [&](int index) {
        const PointF c = grid.orientation == Orientation::PointyTop
                             ? layout.centre(grid.toHex({0, index}))
                             : layout.centre(grid.toHex({index, 0}));
        return grid.orientation == Orientation::PointyTop ? c.x : c.y;
    };
    const double unshifted = std::min(offsetOf(0), offsetOf(1));
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 4; ++col) {
            const int index = grid.orientation == Orientation::PointyTop ? row : col;
            QPolygonF poly;
            for (const PointF c : layout.corners(grid.toHex({col, row})))
                poly << QPointF(c.x - minX + 2, c.y - minY + 2);
            (offsetOf(index) > unshifted + 1 ? shifted : plain).addPolygon(poly);
        }
    }
    QPixmap pixmap(130, 90);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(palette().color(QPalette::WindowText), 1));
    p.setBrush(palette().color(QPalette::Base));
    p.drawPath(plain);
    p.setBrush(palette().color(QPalette::Highlight).lighter(150));
    p.drawPath(shifted);
    return pixmap;
}

void NewMapDialog::updatePreview()
{
    HexGridLayout grid;
    grid.orientation = Orientation(m_ui->orientationCombo->currentData().toInt());
    grid.parity = OffsetParity(m_ui->parityCombo->currentData().toInt());
    m_preview->setPixmap(layoutPreview(grid));
}

HexMap NewMapDialog::createMap() const
{
    MapShape shape;
    shape.width = m_ui->widthSpin->value();
    shape.height = m_ui->heightSpin->value();
    shape.grid.orientation = Orientation(m_ui->orientationCombo->currentData().toInt());
    shape.grid.parity = OffsetParity(m_ui->parityCombo->currentData().toInt());
    shape.labels = LabelScheme(m_ui->labelsCombo->currentData().toInt());
    const auto ruleset = this->ruleset();
    const QString rulesetId = ruleset ? ruleset->id : m_ui->rulesetCombo->currentData().toString();
    VocabularyIds ids = ruleset ? idsForNewMap(*ruleset) : VocabularyIds{};
    if (ids.terrains.size() == 0)
        ids.terrains.ensure(QStringLiteral("plains"));
    const int fill
        = std::max(0, ids.terrains.indexOf(m_ui->terrainCombo->currentData().toString()));
    HexMap map(shape, rulesetId, ids.terrains, ids.hexFeatures, ids.edgeFeatures,
               std::uint8_t(fill));
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
    if (m_ui->rulesetCombo->currentData(kKindRole).toInt() == File)
        rememberRulesetFile(m_ui->rulesetCombo->currentData().toString());
    s.setValue(QStringLiteral("terrain"), m_ui->terrainCombo->currentData());
    s.endGroup();
    QDialog::accept();
}

} // namespace hexstride
