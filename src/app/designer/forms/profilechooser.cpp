#include "profilechooser.h"

#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "rules/conditions.h"
#include "rules/profiletext.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace hexstride {

ProfileChooser::ProfileChooser(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
}

void ProfileChooser::setRuleset(std::shared_ptr<const Ruleset> ruleset)
{
    const UnitProfile before = profile();
    m_ruleset = std::move(ruleset);
    QStringList options;
    if (m_ruleset) {
        for (const auto &o : m_ruleset->unitOptions)
            options << o.id;
    }
    const QString lang = designerstyle::language();
    if (options != m_shownOptions) {
        while (m_form->rowCount() > 0)
            m_form->removeRow(0);
        m_boxes.clear();
        m_shownOptions = options;
        if (!m_ruleset)
            return;
        for (const auto &o : m_ruleset->unitOptions) {
            auto *box = new QComboBox(this);
            box->setObjectName(o.id);
            // As wide as its longest choice (Russian ones are long): never cut.
            box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
            for (const auto &c : o.choices)
                box->addItem(c.label.in(lang), c.id);
            const int i = box->findData(before.value(o.id, o.defaultValue));
            box->setCurrentIndex(i >= 0 ? i : box->findData(o.defaultValue));
            QStringList implications;
            for (const OptionConstraint &c : m_ruleset->constraints) {
                if (c.implies.contains(o.id))
                    implications << tr("%1 when %2 (%3)")
                                        .arg(profileChoicesText(*m_ruleset,
                                                                {{o.id, c.implies.value(o.id)}},
                                                                lang, false),
                                             unitConditionText(*m_ruleset, c.when, lang),
                                             c.message.in(lang));
            }
            if (!implications.isEmpty())
                box->setToolTip(plainToolTip(
                    tr("Implied by the rules: %1").arg(implications.join(QStringLiteral("; ")))));
            connect(box, &QComboBox::currentIndexChanged, this, [this] {
                applyImplications();
                emit profileChanged();
            });
            m_form->addRow(plainLabel(new QLabel(o.label.in(lang), this)), box);
            m_boxes << box;
        }
    }
    relabel();
}

void ProfileChooser::relabel()
{
    if (!m_ruleset)
        return;
    const QString lang = designerstyle::language();
    for (int i = 0; i < m_boxes.size() && i < m_ruleset->unitOptions.size(); ++i) {
        const auto &o = m_ruleset->unitOptions[i];
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_boxes[i])))
            label->setText(o.label.in(lang));
        for (int c = 0; c < o.choices.size() && c < m_boxes[i]->count(); ++c)
            m_boxes[i]->setItemText(c, o.choices[c].label.in(lang));
    }
}

void ProfileChooser::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        relabel();
    QWidget::changeEvent(e);
}

void ProfileChooser::applyImplications()
{
    if (!m_ruleset)
        return;
    const UnitProfile chosen = profile();
    for (const OptionConstraint &c : m_ruleset->constraints) {
        if (!c.isImplication() || !profileMatches(c.when, m_ruleset->namedConditions, chosen))
            continue;
        for (auto it = c.implies.cbegin(); it != c.implies.cend(); ++it) {
            const auto i = m_shownOptions.indexOf(it.key());
            if (i < 0 || m_boxes[i]->currentData().toString() == it.value())
                continue;
            const QSignalBlocker quiet(m_boxes[i]); // one profileChanged for the whole change
            m_boxes[i]->setCurrentIndex(std::max(0, m_boxes[i]->findData(it.value())));
        }
    }
}

UnitProfile ProfileChooser::profile() const
{
    UnitProfile p;
    for (int i = 0; i < m_boxes.size(); ++i)
        p.insert(m_shownOptions.value(i), m_boxes[i]->currentData().toString());
    return p;
}

void ProfileChooser::setValue(const QString &option, const QString &value)
{
    const auto i = m_shownOptions.indexOf(option);
    if (i >= 0)
        m_boxes[i]->setCurrentIndex(std::max(0, m_boxes[i]->findData(value)));
}

} // namespace hexstride
