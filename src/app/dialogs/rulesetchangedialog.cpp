#include "rulesetchangedialog.h"

#include "plaintext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hexstride {

RulesetChangeDialog::RulesetChangeDialog(const MapVocabulary &from, const MapVocabulary &to,
                                         const QString &newName, const QString &language,
                                         QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Change Ruleset"));
    const VocabularyMapping suggested = suggestMapping(from, to);
    auto *inner = new QWidget;
    auto *sections = new QVBoxLayout(inner);
    const auto section = [&](int index, const QString &title, const QList<FeatureDefinition> &olds,
                             const QList<FeatureDefinition> &news, const std::vector<int> &preset,
                             const QString &removeText) {
        if (olds.isEmpty())
            return;
        auto *box = new QGroupBox(title, inner);
        auto *form = new QFormLayout(box);
        for (int i = 0; i < olds.size(); ++i) {
            auto *choice = new QComboBox(box);
            choice->addItem(removeText, VocabularyMapping::kRemove);
            for (int n = 0; n < news.size(); ++n)
                choice->addItem(news[n].name.in(language), n);
            choice->setCurrentIndex(std::max(0, choice->findData(preset[std::size_t(i)])));
            const QString oldName
                = olds[i].name.in(language).isEmpty() ? olds[i].id : olds[i].name.in(language);
            form->addRow(plainLabel(new QLabel(tr("%1 →").arg(oldName), box)), choice);
            m_choices[index].append(choice);
        }
        sections->addWidget(box);
    };
    section(0, tr("Terrain"), from.terrains, to.terrains, suggested.terrains,
            tr("(the default terrain)"));
    section(1, tr("Hex features"), from.hexFeatures, to.hexFeatures, suggested.hexFeatures,
            tr("Remove"));
    section(2, tr("Hex-sides"), from.edgeFeatures, to.edgeFeatures, suggested.edgeFeatures,
            tr("Remove"));
    sections->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The map changes to %1. Choose what each terrain and feature "
                                "becomes; suggestions match by id and name.")
                                 .arg(newName),
                             this);
    plainLabel(intro)->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(scroll);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(460, 520);
}

VocabularyMapping RulesetChangeDialog::mapping() const
{
    VocabularyMapping m;
    std::vector<int> *tables[3] = {&m.terrains, &m.hexFeatures, &m.edgeFeatures};
    for (int s = 0; s < 3; ++s)
        for (const QComboBox *c : m_choices[s])
            tables[s]->push_back(c->currentData().toInt());
    return m;
}

} // namespace hexstride
