#include "conditiondialog.h"

#include "designer/tables/costtablemodel.h"
#include "plaintext.h"
#include "pluralsuffix.h"
#include "rules/conditiontext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <functional>

namespace hexstride {

namespace {

using Kind = Condition::Kind;

// The data of a node kept on its tree item; its children are the item's children.
constexpr int KindRole = Qt::UserRole;
constexpr int IdsRole = Qt::UserRole + 1;
constexpr int KeyRole = Qt::UserRole + 2;
constexpr int NumberRole = Qt::UserRole + 3;

/// The editor pages, in the order of the stack.
enum Page { NoEditor, IdEditor, OptionEditor, LevelEditor, NamedEditor, RelationEditor };

bool isGroup(Kind k)
{
    return k == Kind::All || k == Kind::Any || k == Kind::Not;
}

Page pageOf(Kind k)
{
    switch (k) {
    case Kind::EnterTerrain:
    case Kind::LeaveTerrain:
    case Kind::EnterHas:
    case Kind::LeaveHas:
    case Kind::EdgeHas:
        return IdEditor;
    case Kind::Unit:
        return OptionEditor;
    case Kind::Rise:
    case Kind::Fall:
        return LevelEditor;
    case Kind::Named:
        return NamedEditor;
    case Kind::EnterUnit:
    case Kind::AdjacentUnit:
    case Kind::LeaveAdjacentUnit:
        return RelationEditor;
    default:
        return NoEditor;
    }
}

/// The definitions a kind of test ticks.
const QList<FeatureDefinition> &definitionsOf(const Ruleset &r, Kind k)
{
    switch (k) {
    case Kind::EnterHas:
    case Kind::LeaveHas:
        return r.vocabulary.hexFeatures;
    case Kind::EdgeHas:
        return r.vocabulary.edgeFeatures;
    default:
        return r.vocabulary.terrains;
    }
}

Kind kindOf(const QTreeWidgetItem *item)
{
    return static_cast<Kind>(item->data(0, KindRole).toInt());
}

} // namespace

void ConditionDialog::offerUnitTestsOnly()
{
    const QList<Kind> unitKinds{Kind::All, Kind::Any, Kind::Not, Kind::Unit, Kind::Named};
    const QSignalBlocker quiet(m_kind); // the chosen test keeps its kind
    for (int i = m_kind->count() - 1; i >= 0; --i) {
        if (!unitKinds.contains(static_cast<Kind>(m_kind->itemData(i).toInt())))
            m_kind->removeItem(i);
    }
}

ConditionDialog::ConditionDialog(std::shared_ptr<const Ruleset> ruleset, const Condition &initial,
                                 QWidget *parent)
    : QDialog(parent)
    , m_ruleset(ruleset ? std::move(ruleset) : std::make_shared<const Ruleset>())
    , m_name(new QLineEdit(this))
    , m_nameLabel(plainLabel(new QLabel(this)))
    , m_tree(new QTreeWidget(this))
    , m_kind(new QComboBox(this))
    , m_editors(new QStackedWidget(this))
    , m_ids(new QListWidget(this))
    , m_option(new QComboBox(this))
    , m_values(new QListWidget(this))
    , m_levels(new QSpinBox(this))
    , m_named(new QComboBox(this))
    , m_relation(new QComboBox(this))
    , m_add(new QPushButton(tr("&Add Condition"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_preview(plainLabel(new QLabel(this)))
    , m_problem(plainLabel(new QLabel(this)))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("conditionDialog"));
    setWindowTitle(tr("Edit Condition"));
    const QString lang = designerstyle::language();

    m_tree->setHeaderHidden(true);
    m_tree->setObjectName(QStringLiteral("conditionTree"));
    m_tree->setMinimumWidth(260);

    m_kind->addItem(tr("all of these"), int(Kind::All));
    m_kind->addItem(tr("any of these"), int(Kind::Any));
    m_kind->addItem(tr("not this"), int(Kind::Not));
    m_kind->addItem(tr("enters terrain"), int(Kind::EnterTerrain));
    m_kind->addItem(tr("leaves terrain"), int(Kind::LeaveTerrain));
    m_kind->addItem(tr("hex entered has"), int(Kind::EnterHas));
    m_kind->addItem(tr("hex left has"), int(Kind::LeaveHas));
    m_kind->addItem(tr("hex-side crossed has"), int(Kind::EdgeHas));
    m_kind->addItem(tr("unit option is"), int(Kind::Unit));
    m_kind->addItem(tr("climbs at least"), int(Kind::Rise));
    m_kind->addItem(tr("descends at least"), int(Kind::Fall));
    m_kind->addItem(tr("named condition"), int(Kind::Named));
    m_kind->addItem(tr("hex entered holds"), int(Kind::EnterUnit));
    m_kind->addItem(tr("a hex next to the one entered holds"), int(Kind::AdjacentUnit));
    m_kind->addItem(tr("a hex next to the one left holds"), int(Kind::LeaveAdjacentUnit));

    for (const UnitOption &o : m_ruleset->unitOptions)
        m_option->addItem(o.label.in(lang), o.id);
    m_levels->setRange(1, 99);
    keepPluralSuffix(m_levels,
                     [](int n) { return tr(" level(s)", "spin box unit after the number", n); });
    QStringList names = m_ruleset->namedConditions.keys();
    names.sort();
    for (const QString &n : names) {
        // Named conditions have no names in words: what they say is the tool tip.
        m_named->addItem(n, n);
        m_named->setItemData(
            m_named->count() - 1,
            plainToolTip(conditionText(*m_ruleset, m_ruleset->namedConditions.value(n), lang)),
            Qt::ToolTipRole);
    }
    m_relation->addItem(tr("an enemy unit"), QStringLiteral("enemy"));
    m_relation->addItem(tr("a friendly unit"), QStringLiteral("friend"));
    m_relation->addItem(tr("any unit"), QStringLiteral("any"));
    m_relation->addItem(tr("a friendly unit that stays put"), QStringLiteral("stationary-friend"));
    m_relation->addItem(tr("a friendly unit that moves"), QStringLiteral("moving-friend"));

    m_editors->addWidget(new QWidget(this));
    m_editors->addWidget(m_ids);
    auto *optionPage = new QWidget(this);
    auto *optionBox = new QVBoxLayout(optionPage);
    optionBox->setContentsMargins(0, 0, 0, 0);
    optionBox->addWidget(m_option);
    optionBox->addWidget(m_values, 1);
    m_editors->addWidget(optionPage);
    m_editors->addWidget(m_levels);
    m_editors->addWidget(m_named);
    m_editors->addWidget(m_relation);

    m_preview->setWordWrap(true);
    m_preview->setObjectName(QStringLiteral("conditionPreview"));
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("formProblem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));

    auto *side = new QFormLayout;
    side->addRow(tr("&Kind:"), m_kind);
    side->addRow(m_editors);
    auto *treeButtons = new QHBoxLayout;
    treeButtons->addWidget(m_add);
    treeButtons->addWidget(m_remove);
    treeButtons->addStretch(1);
    auto *left = new QVBoxLayout;
    left->addWidget(m_tree, 1);
    left->addLayout(treeButtons);
    auto *top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(side, 1);
    m_name->setObjectName(QStringLiteral("conditionName"));
    m_nameLabel->setText(tr("&Name:"));
    m_nameLabel->setBuddy(m_name);
    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(m_nameLabel);
    nameRow->addWidget(m_name, 1);
    m_name->hide();
    m_nameLabel->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(nameRow);
    layout->addLayout(top, 1);
    layout->addWidget(new QLabel(tr("Reads:"), this));
    layout->addWidget(m_preview);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    m_tree->addTopLevelItem(makeItem(initial));
    m_tree->expandAll();
    m_tree->setCurrentItem(m_tree->topLevelItem(0));

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &ConditionDialog::showNode);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ConditionDialog::kindChosen);
    connect(m_ids, &QListWidget::itemChanged, this, &ConditionDialog::storeNode);
    connect(m_values, &QListWidget::itemChanged, this, &ConditionDialog::storeNode);
    connect(m_option, &QComboBox::currentIndexChanged, this, [this] {
        if (m_showing)
            return;
        fillValues({});
        storeNode();
    });
    connect(m_levels, &QSpinBox::valueChanged, this, &ConditionDialog::storeNode);
    connect(m_named, &QComboBox::currentIndexChanged, this, &ConditionDialog::storeNode);
    connect(m_relation, &QComboBox::currentIndexChanged, this, &ConditionDialog::storeNode);
    connect(m_add, &QPushButton::clicked, this, &ConditionDialog::addNode);
    connect(m_remove, &QPushButton::clicked, this, &ConditionDialog::removeNode);
    setMinimumWidth(620);
    showNode();
    refreshTexts();
}

QTreeWidgetItem *ConditionDialog::makeItem(const Condition &c)
{
    auto *item = new QTreeWidgetItem;
    item->setData(0, KindRole, int(c.kind));
    item->setData(0, IdsRole, c.ids);
    item->setData(0, KeyRole, c.key);
    item->setData(0, NumberRole, c.number);
    for (const Condition &child : c.children) {
        // An "all of" inside an "all of" says no more than its tests in the outer group (the
        // loader reads each key of a `when` object as a group of its own): show them there.
        if (c.kind == Condition::Kind::All && child.kind == Condition::Kind::All) {
            QTreeWidgetItem *inner = makeItem(child);
            item->addChildren(inner->takeChildren());
            delete inner;
        } else {
            item->addChild(makeItem(child));
        }
    }
    return item;
}

Condition ConditionDialog::conditionOf(const QTreeWidgetItem *item) const
{
    Condition c;
    c.kind = kindOf(item);
    c.ids = item->data(0, IdsRole).toStringList();
    c.key = item->data(0, KeyRole).toString();
    c.number = item->data(0, NumberRole).toInt();
    for (int i = 0; i < item->childCount(); ++i)
        c.children.append(conditionOf(item->child(i)));
    return c;
}

Condition ConditionDialog::condition() const
{
    return conditionOf(m_tree->topLevelItem(0));
}

void ConditionDialog::excludeNamed(const QString &name)
{
    const int i = m_named->findData(name);
    if (i >= 0)
        m_named->removeItem(i);
}

void ConditionDialog::askName(const QString &name)
{
    m_name->setText(name);
    m_name->show();
    m_nameLabel->show();
    connect(m_name, &QLineEdit::textChanged, this, &ConditionDialog::refreshTexts,
            Qt::UniqueConnection);
    refreshTexts();
}

QString ConditionDialog::name() const
{
    return m_name->text().trimmed();
}

void ConditionDialog::setCheck(Check check)
{
    m_check = std::move(check);
    refreshTexts();
}

void ConditionDialog::addNode()
{
    QTreeWidgetItem *current = m_tree->currentItem();
    if (!current)
        return;
    QTreeWidgetItem *group = isGroup(kindOf(current)) ? current : current->parent();
    if (!group) {
        // A single test becomes the first of "all of" these.
        QTreeWidgetItem *root = m_tree->takeTopLevelItem(0);
        group = makeItem(Condition{Kind::All, {}, {}, 0, {}});
        group->addChild(root);
        m_tree->addTopLevelItem(group);
    }
    // A new test asks for the commonest thing first: the terrain entered.
    QTreeWidgetItem *child = makeItem(Condition{Kind::EnterTerrain, {}, {}, 0, {}});
    group->addChild(child);
    m_tree->expandAll();
    m_tree->setCurrentItem(child);
    refreshTexts();
}

void ConditionDialog::removeNode()
{
    QTreeWidgetItem *current = m_tree->currentItem();
    if (!current || !current->parent())
        return;
    QTreeWidgetItem *parent = current->parent();
    delete current;
    m_tree->setCurrentItem(parent);
    refreshTexts();
}

void ConditionDialog::kindChosen()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (m_showing || !item)
        return;
    const Kind was = kindOf(item);
    const Kind kind = static_cast<Kind>(m_kind->currentData().toInt());
    item->setData(0, KindRole, int(kind));
    if (!isGroup(kind))
        qDeleteAll(item->takeChildren());
    // Ticked ids stay when the new kind ticks the same list (entering and leaving a terrain).
    if (pageOf(was) != pageOf(kind)
        || &definitionsOf(*m_ruleset, was) != &definitionsOf(*m_ruleset, kind))
        item->setData(0, IdsRole, QStringList{});
    if (pageOf(kind) == LevelEditor)
        item->setData(0, NumberRole, std::max(1, item->data(0, NumberRole).toInt()));
    showNode();
    storeNode();
}

void ConditionDialog::showNode()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    m_showing = true;
    const Kind kind = kindOf(item);
    const Condition c = conditionOf(item);
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
    m_editors->setCurrentIndex(pageOf(kind));
    switch (pageOf(kind)) {
    case IdEditor:
        fillIds(definitionsOf(*m_ruleset, kind), c.ids);
        break;
    case OptionEditor:
        m_option->setCurrentIndex(std::max(0, m_option->findData(c.key)));
        fillValues(c.ids);
        break;
    case LevelEditor:
        m_levels->setValue(c.number);
        break;
    case NamedEditor:
        m_named->setCurrentIndex(m_named->findData(c.key));
        break;
    case RelationEditor:
        m_relation->setCurrentIndex(std::max(0, m_relation->findData(c.key)));
        break;
    case NoEditor:
        break;
    }
    m_remove->setEnabled(item->parent() != nullptr);
    m_showing = false;
}

void ConditionDialog::fillIds(const QList<FeatureDefinition> &definitions,
                              const QStringList &ticked)
{
    const QString lang = designerstyle::language();
    m_ids->clear();
    for (const FeatureDefinition &d : definitions) {
        auto *row = new QListWidgetItem(d.name.in(lang), m_ids);
        row->setData(Qt::UserRole, d.id);
        row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        row->setCheckState(ticked.contains(d.id) ? Qt::Checked : Qt::Unchecked);
    }
}

void ConditionDialog::fillValues(const QStringList &ticked)
{
    const QString lang = designerstyle::language();
    const bool was = m_showing;
    m_showing = true;
    m_values->clear();
    if (const UnitOption *o = m_ruleset->option(m_option->currentData().toString())) {
        for (const OptionChoice &choice : o->choices) {
            auto *row = new QListWidgetItem(choice.label.in(lang), m_values);
            row->setData(Qt::UserRole, choice.id);
            row->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            row->setCheckState(ticked.contains(choice.id) ? Qt::Checked : Qt::Unchecked);
        }
    }
    m_showing = was;
}

void ConditionDialog::storeNode()
{
    QTreeWidgetItem *item = m_tree->currentItem();
    if (m_showing || !item)
        return;
    auto ticked = [](const QListWidget *list) {
        QStringList ids;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked)
                ids << list->item(i)->data(Qt::UserRole).toString();
        }
        return ids;
    };
    const Kind kind = kindOf(item);
    switch (pageOf(kind)) {
    case IdEditor:
        item->setData(0, IdsRole, ticked(m_ids));
        item->setData(0, KeyRole, QString());
        break;
    case OptionEditor:
        item->setData(0, KeyRole, m_option->currentData().toString());
        item->setData(0, IdsRole, ticked(m_values));
        break;
    case LevelEditor:
        item->setData(0, NumberRole, m_levels->value());
        break;
    case NamedEditor:
        item->setData(0, KeyRole, m_named->currentData().toString());
        break;
    case RelationEditor:
        item->setData(0, KeyRole, m_relation->currentData().toString());
        break;
    case NoEditor:
        break;
    }
    if (pageOf(kind) != IdEditor && pageOf(kind) != OptionEditor)
        item->setData(0, IdsRole, QStringList{});
    if (pageOf(kind) != LevelEditor)
        item->setData(0, NumberRole, 0);
    if (pageOf(kind) == IdEditor || pageOf(kind) == LevelEditor || pageOf(kind) == NoEditor)
        item->setData(0, KeyRole, QString());
    refreshTexts();
}

QString ConditionDialog::problem() const
{
    QString found;
    std::function<void(const QTreeWidgetItem *)> check = [&](const QTreeWidgetItem *item) {
        const Condition c = conditionOf(item);
        if (!found.isEmpty())
            return;
        if (c.kind == Kind::Not && c.children.size() != 1)
            found = tr("\"Not this\" takes exactly one condition.");
        else if (pageOf(c.kind) == IdEditor && c.ids.isEmpty())
            found = tr("Tick at least one terrain or feature.");
        else if (c.kind == Kind::Unit && (c.key.isEmpty() || c.ids.isEmpty()))
            found = tr("Choose a unit option and tick at least one of its values.");
        else if (c.kind == Kind::Named && c.key.isEmpty())
            found = tr("Choose a named condition.");
        for (int i = 0; i < item->childCount(); ++i)
            check(item->child(i));
    };
    if (!m_name->isHidden() && name().isEmpty())
        return tr("Give the condition a name.");
    check(m_tree->topLevelItem(0));
    if (found.isEmpty() && m_check)
        found = m_check(name(), condition());
    return found;
}

void ConditionDialog::refreshTexts()
{
    const QString lang = designerstyle::language();
    std::function<void(QTreeWidgetItem *)> label = [&](QTreeWidgetItem *item) {
        const Kind kind = kindOf(item);
        // A group reads as its kind over its children; a test reads as its sentence.
        item->setText(0, isGroup(kind) ? m_kind->itemText(m_kind->findData(int(kind)))
                                       : conditionText(*m_ruleset, conditionOf(item), lang));
        item->setToolTip(0, plainToolTip(item->text(0))); // a long list of names is elided
        for (int i = 0; i < item->childCount(); ++i)
            label(item->child(i));
    };
    label(m_tree->topLevelItem(0));
    m_preview->setText(conditionText(*m_ruleset, condition(), lang));
    const QString problem = this->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace hexstride
