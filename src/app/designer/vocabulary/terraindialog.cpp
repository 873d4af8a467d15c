#include "terraindialog.h"

#include "designer/forms/colourfield.h"
#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rules/fillpatterns.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

TerrainDialog::TerrainDialog(const Ruleset &ruleset, Check check, QWidget *parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_id(new QLineEdit(this))
    , m_en(new QLineEdit(this))
    , m_ru(new QLineEdit(this))
    , m_colour(new QLineEdit(QStringLiteral("#a0a0a0"), this))
    , m_pattern(new QComboBox(this))
    , m_like(new QComboBox(this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add Terrain"));
    // The new terrain is the list's last: the loader's messages about it name the field
    // ("English name: fill it in…", walk15 #27: "terrains[9].name.en: expected a non-empty
    // string").
    m_problems.setEntryPath(QStringLiteral("terrains[%1]").arg(ruleset.vocabulary.terrains.size()));
    m_id->setObjectName(QStringLiteral("terrainId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    for (const QString &p : fillPatternIds())
        m_pattern->addItem(fillPatternName(p), p);
    m_like->addItem(tr("(none: not allowed until you give values)"), QString());
    const QString lang = designerstyle::language();
    for (const FeatureDefinition &t : ruleset.vocabulary.terrains)
        m_like->addItem(t.name.in(lang), t.id);
    QHBoxLayout *colourRow = colourFieldRow(m_colour, tr("Choose…"), this);
    auto *form = new QFormLayout(this);
    m_problems.addField(form, tr("&Id:"), m_id, QStringLiteral("id"));
    m_problems.addField(form, tr("&English name:"), m_en, QStringLiteral("name.en"));
    m_problems.addField(form, tr("&Russian name:"), m_ru, QStringLiteral("name.ru"));
    // A row of a layout has no buddy of its own: without one the label shows its "&".
    auto *colourLabel = new QLabel(tr("&Colour:"), this);
    colourLabel->setBuddy(m_colour);
    form->addRow(colourLabel, colourRow);
    m_problems.addRow(form, QStringLiteral("colour"));
    m_problems.addField(form, tr("&Pattern:"), m_pattern, QStringLiteral("pattern"));
    form->addRow(tr("Costs and rules &like:"), m_like);
    form->addRow(m_problems.label());
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_id, m_en, m_ru, m_colour})
        connect(e, &QLineEdit::textChanged, this, &TerrainDialog::validate);
    connect(m_pattern, &QComboBox::currentIndexChanged, this, &TerrainDialog::validate);
    connect(m_like, &QComboBox::currentIndexChanged, this, &TerrainDialog::validate);
    validate();
}

TerrainSpec TerrainDialog::spec() const
{
    return {m_id->text().trimmed(),
            {m_en->text().trimmed(), m_ru->text().trimmed()},
            m_colour->text().trimmed(),
            m_pattern->currentData().toString(),
            m_like->currentData().toString()};
}

QString TerrainDialog::problem() const
{
    return m_problems.label()->text();
}

void TerrainDialog::validate()
{
    // The loader's own words, naming the field they are about.
    const bool noId = m_id->text().trimmed().isEmpty();
    const QString problem = noId ? tr("Give the terrain an id.") : m_check(spec());
    if (noId)
        m_problems.showAt(QStringLiteral("id"), problem);
    else
        m_problems.show(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

RemoveTerrainDialog::RemoveTerrainDialog(const Ruleset &ruleset, const QString &id, int hexesUsing,
                                         QWidget *parent)
    : QDialog(parent)
    , m_onto(new QComboBox(this))
{
    const QString lang = designerstyle::language();
    const FeatureDefinition *t = ruleset.vocabulary.terrain(id);
    setWindowTitle(tr("Remove Terrain"));
    for (const FeatureDefinition &d : ruleset.vocabulary.terrains) {
        if (d.id != id)
            m_onto->addItem(d.name.in(lang), d.id);
    }
    auto *form = new QFormLayout(this);
    auto *text = plainLabel(new QLabel(
        tr("%n hex(es) of the open map are %1. What do they become?", nullptr, hexesUsing)
            .arg(t ? t->name.in(lang) : id),
        this));
    text->setWordWrap(true);
    form->addRow(text);
    form->addRow(tr("&Terrain:"), m_onto);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString RemoveTerrainDialog::replacement() const
{
    return m_onto->currentData().toString();
}

} // namespace hexstride
