#include "featuredialog.h"

#include "designer/forms/colourfield.h"
#include "plaintext.h"
#include "rules/fillpatterns.h"
#include "text/filltext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace hexstride {

FeatureDialog::FeatureDialog(VocabularyPart part, const FeatureSpec &initial, int index,
                             bool adding, Check check, QWidget *parent)
    : QDialog(parent)
    , m_part(part)
    , m_check(std::move(check))
    , m_id(new QLineEdit(initial.id, this))
    , m_en(new QLineEdit(initial.name.en, this))
    , m_ru(new QLineEdit(initial.name.ru, this))
    , m_colour(new QLineEdit(initial.colour, this))
    , m_pattern(new QComboBox(this))
    , m_problems(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("featureDialog"));
    switch (part) {
    case VocabularyPart::Terrain:
        setWindowTitle(adding ? tr("Add Terrain") : tr("Edit Terrain"));
        break;
    case VocabularyPart::HexFeature:
        setWindowTitle(adding ? tr("Add Hex Feature") : tr("Edit Hex Feature"));
        break;
    case VocabularyPart::EdgeFeature:
        setWindowTitle(adding ? tr("Add Edge Feature") : tr("Edit Edge Feature"));
        break;
    }
    m_problems.setEntryPath(fillText(QStringLiteral("%1[%2]"), {vocabularyKey(part), index}));
    m_id->setObjectName(QStringLiteral("featureId"));
    m_id->setPlaceholderText(tr("lower-case-id"));
    m_id->setToolTip(tr("What maps and rules call it; renaming it renames it in every rule"));
    for (const QString &p : fillPatternIds())
        m_pattern->addItem(fillPatternName(p), p);
    m_pattern->setCurrentIndex(std::max(0, m_pattern->findData(initial.pattern)));
    QHBoxLayout *colourRow = colourFieldRow(m_colour, tr("Choose…"), this);
    auto *form = new QFormLayout(this);
    m_problems.addField(form, tr("&Id:"), m_id, QStringLiteral("id"));
    m_problems.addField(form, tr("&English name:"), m_en, QStringLiteral("name.en"));
    m_problems.addField(form, tr("&Russian name:"), m_ru, QStringLiteral("name.ru"));
    auto *colourLabel = new QLabel(tr("&Colour:"), this);
    colourLabel->setBuddy(m_colour); // a row of a layout has no buddy of its own
    form->addRow(colourLabel, colourRow);
    m_problems.addRow(form, QStringLiteral("colour"));
    m_problems.addField(form, tr("&Pattern:"), m_pattern, QStringLiteral("pattern"));
    if (part != VocabularyPart::Terrain) {
        m_drawAs = new QComboBox(this);
        const QStringList ways
            = part == VocabularyPart::HexFeature
                  ? QStringList{QString(), QStringLiteral("symbol")}
                  : QStringList{QStringLiteral("river"), QStringLiteral("road"),
                                QStringLiteral("crossing"), QStringLiteral("barrier"),
                                QStringLiteral("symbol")};
        for (const QString &way : ways)
            m_drawAs->addItem(drawingName(way), way);
        m_drawAs->setCurrentIndex(std::max(0, m_drawAs->findData(initial.drawAs)));
        m_problems.addField(form, tr("&Drawn as:"), m_drawAs, QStringLiteral("drawAs"));
        connect(m_drawAs, &QComboBox::currentIndexChanged, this, &FeatureDialog::validate);
    }
    if (part == VocabularyPart::EdgeFeature) {
        m_width = new QDoubleSpinBox(this);
        m_width->setRange(0.1, 10);
        m_width->setSingleStep(0.5);
        m_width->setValue(initial.width);
        m_problems.addField(form, tr("Line &width:"), m_width, QStringLiteral("width"));
        connect(m_width, &QDoubleSpinBox::valueChanged, this, &FeatureDialog::validate);
    }
    form->addRow(m_problems.label());
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_id, m_en, m_ru, m_colour})
        connect(e, &QLineEdit::textChanged, this, &FeatureDialog::validate);
    connect(m_pattern, &QComboBox::currentIndexChanged, this, &FeatureDialog::validate);
    setMinimumWidth(460);
    validate();
}

QString FeatureDialog::drawingName(const QString &drawAs)
{
    if (drawAs.isEmpty())
        return tr("a tint of the hex");
    if (drawAs == QLatin1String("river"))
        return tr("a river");
    if (drawAs == QLatin1String("road"))
        return tr("a road");
    if (drawAs == QLatin1String("crossing"))
        return tr("a crossing (ford, bridge)");
    if (drawAs == QLatin1String("barrier"))
        return tr("a barrier (wall, fence)");
    if (drawAs == QLatin1String("symbol"))
        return tr("a symbol");
    return drawAs;
}

FeatureSpec FeatureDialog::spec() const
{
    return {m_id->text().trimmed(),
            {m_en->text().trimmed(), m_ru->text().trimmed()},
            m_colour->text().trimmed(),
            m_pattern->currentData().toString(),
            m_drawAs ? m_drawAs->currentData().toString() : QString(),
            m_width ? m_width->value() : 1.0};
}

bool FeatureDialog::acceptable() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

void FeatureDialog::validate()
{
    // The loader's own words, beside the field they are about.
    const FeatureSpec s = spec();
    const QString problem = s.id.isEmpty() ? tr("Give it an id.") : m_check(s);
    if (s.id.isEmpty())
        m_problems.showAt(QStringLiteral("id"), problem);
    else
        m_problems.show(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

ReplacementDialog::ReplacementDialog(const QString &title, const QString &question,
                                     const QList<std::pair<QString, QString>> &choices,
                                     QWidget *parent)
    : QDialog(parent)
    , m_onto(new QComboBox(this))
{
    setObjectName(QStringLiteral("replacementDialog"));
    setWindowTitle(title);
    for (const auto &[text, id] : choices)
        m_onto->addItem(text, id);
    auto *form = new QFormLayout(this);
    auto *text = plainLabel(new QLabel(question, this));
    text->setWordWrap(true);
    form->addRow(text);
    form->addRow(tr("&Becomes:"), m_onto);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    setMinimumWidth(420);
}

QString ReplacementDialog::replacement() const
{
    return m_onto->currentData().toString();
}

} // namespace hexstride
