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
    , m_problem(plainLabel(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Add Terrain"));
    m_id->setObjectName(QStringLiteral("terrainId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    for (const QString &p : fillPatternIds())
        m_pattern->addItem(fillPatternName(p), p);
    m_like->addItem(tr("(none: not allowed until you give values)"), QString());
    const QString lang = designerstyle::language();
    for (const FeatureDefinition &t : ruleset.vocabulary.terrains)
        m_like->addItem(t.name.in(lang), t.id);
    QHBoxLayout *colourRow = colourFieldRow(m_colour, tr("Choose…"), this);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("terrainProblem"));
    m_problem->setStyleSheet(QStringLiteral("QLabel { color: #9a2a2a; }"));
    // Room for two lines, kept empty or not: the buttons stay where they are while typing.
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&English name:"), m_en);
    form->addRow(tr("&Russian name:"), m_ru);
    // A row of a layout has no buddy of its own: without one the label shows its "&".
    auto *colourLabel = new QLabel(tr("&Colour:"), this);
    colourLabel->setBuddy(m_colour);
    form->addRow(colourLabel, colourRow);
    form->addRow(tr("&Pattern:"), m_pattern);
    form->addRow(tr("Costs and rules &like:"), m_like);
    form->addRow(m_problem);
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
    return m_problem->text();
}

void TerrainDialog::validate()
{
    // The loader's own words, as it would say them of a file.
    const QString problem
        = m_id->text().trimmed().isEmpty() ? tr("Give the terrain an id.") : m_check(spec());
    m_problem->setText(problem);
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
