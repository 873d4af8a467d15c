#include "rulesetchangedialog.h"
#include "plaintext.h"

#include "map/backgroundremap.h"
#include "map/hexmap.h"
#include "movement/terraincosts.h"
#include "rules/ruleset.h"
#include "view/vocabulary.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStringList>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <numeric>

namespace hexstride {

namespace {
/// A choice that the mouse wheel passes by unless it has the focus, so that the wheel over a
/// long list of choices scrolls the list instead of changing what a choice says.
class ChoiceBox : public QComboBox
{
public:
    explicit ChoiceBox(QWidget *parent)
        : QComboBox(parent)
    {
        setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel does not take the focus
    }

protected:
    void wheelEvent(QWheelEvent *e) override
    {
        if (hasFocus())
            QComboBox::wheelEvent(e);
        else
            e->ignore(); // on to the scroll area
    }
};

/// N of a terrain made for a Tiled map's tile N ("tile 7"), else -1.
int tileNumber(const QString &id)
{
    static const QLatin1String prefix("tile ");
    bool ok = false;
    const int n = id.startsWith(prefix) ? id.mid(prefix.size()).toInt(&ok) : -1;
    return ok ? n : -1;
}

/// The order rows are shown in: the entries as given, then the tiles' terrains by tile number.
std::vector<int> rowOrder(const QList<FeatureDefinition> &entries)
{
    std::vector<int> order(std::size_t(entries.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const int ta = tileNumber(entries[a].id), tb = tileNumber(entries[b].id);
        return (ta >= 0) != (tb >= 0) ? tb >= 0 : ta < tb;
    });
    return order;
}

/// A row's label: the tile's picture, when there is one, before the text.
QWidget *rowLabel(const QString &text, const QImage &picture, QWidget *buddy, QWidget *parent)
{
    auto *row = new QWidget(parent);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    if (!picture.isNull()) {
        auto *image = new QLabel(row);
        image->setObjectName(QStringLiteral("tilePicture"));
        const int side = row->fontMetrics().height() * 2;
        image->setPixmap(QPixmap::fromImage(
            picture.scaled(side, side, Qt::KeepAspectRatio, Qt::SmoothTransformation)));
        layout->addWidget(image);
    }
    auto *label = new QLabel(text, row);
    label->setObjectName(QStringLiteral("rowName"));
    label->setTextFormat(Qt::PlainText);
    label->setBuddy(buddy);
    layout->addWidget(label, 1);
    return row;
}
} // namespace

RulesetChangeDialog::RulesetChangeDialog(const MapVocabulary &from, const MapVocabulary &to,
                                         const QString &newName, const QString &language,
                                         QWidget *parent, const VocabularyMapping *preset,
                                         const MapStats *usage,
                                         const QHash<QString, QImage> &pictures)
    : QDialog(parent)
    , m_from(from)
    , m_to(to)
    , m_language(language)
{
    if (usage)
        m_usage = *usage;
    setWindowTitle(tr("Change Ruleset"));
    const VocabularyMapping suggested = preset ? *preset : suggestMapping(from, to);
    auto *inner = new QWidget;
    auto *sections = new QVBoxLayout(inner);
    // A row's name, with how many hexes (or hex-sides) have the entry when the counts are known.
    const auto rowText = [&](int section, int i, const QString &name) {
        const QList<int> *counts = !m_usage       ? nullptr
                                   : section == 0 ? &m_usage->hexesPerTerrain
                                   : section == 1 ? &m_usage->hexesPerHexFeature
                                                  : &m_usage->edgesPerEdgeFeature;
        if (!counts || i >= counts->size())
            return tr("%1 →").arg(literalAmpersands(name));
        const int n = counts->at(i);
        return section == 2 ? tr("%1 (%n hex-side(s)) →", nullptr, n).arg(literalAmpersands(name))
                            : tr("%1 (%n hex(es)) →", nullptr, n).arg(literalAmpersands(name));
    };
    const auto section = [&](int index, const QString &title, const QList<FeatureDefinition> &olds,
                             const QList<FeatureDefinition> &news, const std::vector<int> &preset,
                             const QString &removeText) {
        if (olds.isEmpty())
            return;
        auto *box = new QGroupBox(title, inner);
        auto *form = new QFormLayout(box);
        m_choices[index] = QList<QComboBox *>(olds.size(), nullptr);
        for (int i : rowOrder(olds)) {
            auto *choice = new ChoiceBox(box);
            choice->addItem(removeText, VocabularyMapping::kRemove);
            for (int n = 0; n < news.size(); ++n)
                choice->addItem(news[n].name.in(language), n);
            const int presetTo = std::size_t(i) < preset.size() ? preset[std::size_t(i)]
                                                                : VocabularyMapping::kRemove;
            choice->setCurrentIndex(std::max(0, choice->findData(presetTo)));
            const QString oldName
                = olds[i].name.in(language).isEmpty() ? olds[i].id : olds[i].name.in(language);
            const QImage picture = index == 0 ? pictures.value(olds[i].id) : QImage();
            form->addRow(rowLabel(rowText(index, i, oldName), picture, choice, box), choice);
            m_choices[index][i] = choice;
            connect(choice, &QComboBox::currentIndexChanged, this,
                    &RulesetChangeDialog::updateSummary);
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
                                "becomes; suggestions match by id, name, kind (water, river, "
                                "road…) and movement cost. A feature that %1 has nothing like "
                                "is suggested for removal, never turned into another one.")
                                 .arg(newName),
                             this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(scroll);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("changeSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setVisible(m_usage.has_value());
    layout->addWidget(m_summary);
    updateSummary();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Wide enough for the longest name in either column (Russian names are longer: walk14 #2
    // had the choices cut at the edge), within the screen.
    const int frame = 2 * scroll->frameWidth() + scroll->verticalScrollBar()->sizeHint().width();
    const QMargins margins = layout->contentsMargins();
    int width = std::max(460, inner->sizeHint().width() + frame + margins.left() + margins.right());
    if (const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen())
        width = std::min(width, screen->availableGeometry().width() * 9 / 10);
    resize(width, 520);
}

void RulesetChangeDialog::hideSummary()
{
    m_summary->hide();
}

void RulesetChangeDialog::updateSummary()
{
    if (m_summary)
        m_summary->setText(summary());
}

QString RulesetChangeDialog::summary() const
{
    if (!m_usage)
        return {};
    const VocabularyMapping m = mapping();
    const auto nameOf = [this](const FeatureDefinition &d) {
        const QString n = d.name.in(m_language);
        return n.isEmpty() ? d.id : n;
    };
    QStringList removed, changed;
    // One section: what each used entry becomes. `gone` and `becomes` say it for n places.
    const auto section = [&](const QList<FeatureDefinition> &olds,
                             const QList<FeatureDefinition> &news, const std::vector<int> &to,
                             const QList<int> &counts, const auto &gone, const auto &becomes) {
        for (int i = 0; i < olds.size() && i < counts.size(); ++i) {
            const int n = counts[i];
            const int target = std::size_t(i) < to.size() ? to[std::size_t(i)] : -1;
            if (n == 0)
                continue;
            if (target < 0 || target >= news.size())
                removed << gone(nameOf(olds[i]), n);
            else if (news[target].id != olds[i].id)
                changed << becomes(nameOf(olds[i]), nameOf(news[target]), n);
        }
    };
    section(
        m_from.terrains, m_to.terrains, m.terrains, m_usage->hexesPerTerrain,
        [](const QString &name, int n) {
            return tr("%1 on %n hex(es) becomes the default terrain", nullptr, n).arg(name);
        },
        [](const QString &a, const QString &b, int n) {
            return tr("%1 → %2 on %n hex(es)", nullptr, n).arg(a, b);
        });
    section(
        m_from.hexFeatures, m_to.hexFeatures, m.hexFeatures, m_usage->hexesPerHexFeature,
        [](const QString &name, int n) { return tr("%1 from %n hex(es)", nullptr, n).arg(name); },
        [](const QString &a, const QString &b, int n) {
            return tr("%1 → %2 on %n hex(es)", nullptr, n).arg(a, b);
        });
    section(
        m_from.edgeFeatures, m_to.edgeFeatures, m.edgeFeatures, m_usage->edgesPerEdgeFeature,
        [](const QString &name, int n) {
            return tr("%1 from %n hex-side(s)", nullptr, n).arg(name);
        },
        [](const QString &a, const QString &b, int n) {
            return tr("%1 → %2 on %n hex-side(s)", nullptr, n).arg(a, b);
        });
    QString text = removed.isEmpty() ? tr("Nothing is removed.")
                                     : tr("Removed: %1.").arg(removed.join(QStringLiteral("; ")));
    if (!changed.isEmpty())
        text += QLatin1Char('\n') + tr("Changed: %1.").arg(changed.join(QStringLiteral("; ")));
    return text;
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

std::optional<HexMap> askMapForRuleset(const HexMap &map,
                                       const std::shared_ptr<const Ruleset> &from,
                                       const std::shared_ptr<const Ruleset> &to,
                                       const QString &language, QWidget *parent)
{
    const MapVocabulary &vocabulary = to->vocabulary;
    const auto knowsAll = [](const IdTable &ids, auto defines) {
        for (const QString &id : ids.ids()) {
            if (!defines(id))
                return false;
        }
        return true;
    };
    const MapVocabulary before = vocabularyForMap(map, from.get());
    VocabularyMapping mapping = suggestRulesetChange(before, from, to);
    if (!knowsAll(map.terrains(), [&](const QString &id) { return vocabulary.terrain(id); })
        || !knowsAll(map.hexFeatureIds(),
                     [&](const QString &id) { return vocabulary.hexFeature(id); })
        || !knowsAll(map.edgeFeatureIds(),
                     [&](const QString &id) { return vocabulary.edgeFeature(id); })) {
        const MapStats usage = computeMapStats(map);
        RulesetChangeDialog dialog(before, vocabulary, to->name.in(language), language, parent,
                                   &mapping, &usage);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        mapping = dialog.mapping();
    }
    return remappedOntoBackground(map, to->id, vocabulary, mapping);
}

} // namespace hexstride
