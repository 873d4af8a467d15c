#include "rulesetlistmodel.h"

#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "designer/vocabulary/featuredialog.h"
#include "plaintext.h"
#include "rules/conditiontext.h"
#include "rules/fillpatterns.h"
#include "rules/rulesetwriter.h"
#include "text/filltext.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QJsonDocument>
#include <QLocale>

namespace hexstride {

namespace {
/// An Enum cell's value in words (the file keeps the id): a fill pattern, a side's drawing (as
/// the feature form says it) or a modifier's effect; anything else as it is.
QString enumChoiceText(const char *key, const QString &value)
{
    if (qstrcmp(key, "pattern") == 0)
        return fillPatternName(value);
    if (qstrcmp(key, "drawAs") == 0)
        return FeatureDialog::drawingName(value);
    static const QHash<QString, const char *> words{
        {QStringLiteral("add"), QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "add")},
        {QStringLiteral("multiply"), QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "multiply")},
        {QStringLiteral("set"), QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "set to")},
        {QStringLiteral("fraction"), QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "fraction")},
        {QStringLiteral("prohibit"),
         QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "not allowed")},
        {QStringLiteral("stop"), QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "stop")}};
    const auto word = words.constFind(value);
    return word == words.constEnd() ? value : RulesetListModel::tr(*word);
}
} // namespace

namespace {
QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}
bool isRussian()
{
    return designerstyle::language().startsWith(QLatin1String("ru"));
}
} // namespace

RulesetListModel::RulesetListModel(RulesetEditor *editor, const QString &section,
                                   QList<Column> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_editor(editor)
    , m_section(section)
    , m_columns(std::move(columns))
{
    if (const auto r = editor->ruleset())
        m_items = rulesetToJson(*r).value(section).toArray();
    connect(editor, &RulesetEditor::rulesetChanged, this, &RulesetListModel::refresh);
}

QList<RulesetListModel::Column> RulesetListModel::allowanceColumns()
{
    return {{"id", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Id"), Kind::Id},
            {"label", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Name"), Kind::Text},
            {"when", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "When"), Kind::Condition},
            {"points", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Points"), Kind::Points},
            {"bonus", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Bonus"), Kind::Number},
            {"bonusEveryStep",
             QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Bonus when every step"),
             Kind::Condition},
            {"source", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Source"), Kind::Source}};
}

QList<RulesetListModel::Column> RulesetListModel::modifierColumns()
{
    return {
        {"id", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Id"), Kind::Id},
        {"label", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Name"), Kind::Text},
        {"when", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Condition"), Kind::Condition},
        {"effect",
         QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Effect"),
         Kind::Enum,
         {QStringLiteral("add"), QStringLiteral("multiply"), QStringLiteral("set"),
          QStringLiteral("fraction"), QStringLiteral("prohibit"), QStringLiteral("stop")}},
        {"value", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Value"), Kind::Number},
        // "rise" or "fall": an add counted per level of elevation (walk16 W16: a bare "Per").
        {"per", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Per Elevation Level"),
         Kind::String},
        {"group", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Group"), Kind::String},
        {"order", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Order"), Kind::Number},
        {"tables", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Tables"), Kind::StringList},
        {"source", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Source"), Kind::Source}};
}

QList<RulesetListModel::Column> RulesetListModel::featureColumns(bool edges)
{
    QList<Column> c{
        {"id", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Id"), Kind::Id},
        {"name", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Name"), Kind::Text},
        {"colour", QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Colour"), Kind::Colour}};
    // A side is drawn as a line (its "Drawn as" and width), never with a fill pattern; a file
    // that leaves pattern or width out means solid and 1, shown as such.
    if (!edges)
        c.append({"pattern",
                  QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Pattern"),
                  Kind::Enum,
                  {QStringLiteral("solid"), QStringLiteral("dots"), QStringLiteral("trees"),
                   QStringLiteral("hatch"), QStringLiteral("crosshatch"), QStringLiteral("waves"),
                   QStringLiteral("peaks"), QStringLiteral("marsh")},
                  QStringLiteral("solid")});
    if (edges) {
        c.append({"drawAs",
                  QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Drawn as"),
                  Kind::Enum,
                  {QStringLiteral("river"), QStringLiteral("road"), QStringLiteral("crossing"),
                   QStringLiteral("barrier")}});
        c.append({"width",
                  QT_TRANSLATE_NOOP("hexstride::RulesetListModel", "Width"),
                  Kind::Number,
                  {},
                  1.0});
    }
    return c;
}

void RulesetListModel::refresh()
{
    const auto r = m_editor->ruleset();
    const QJsonArray next = r ? rulesetToJson(*r).value(m_section).toArray() : QJsonArray();
    if (next.size() != m_items.size()) {
        beginResetModel();
        m_items = next;
        endResetModel();
        return;
    }
    m_items = next;
    if (!m_items.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int RulesetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int RulesetListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QJsonValue RulesetListModel::field(int row, int column) const
{
    const QJsonValue v = m_items.at(row).toObject().value(QLatin1String(m_columns[column].key));
    return v.isUndefined() ? m_columns[column].fallback : v;
}

const Condition *RulesetListModel::parsedCondition(int row, int column) const
{
    const auto r = m_editor->ruleset();
    const QLatin1String key(m_columns[column].key);
    if (r && m_section == QLatin1String("allowances") && row < r->allowances.size())
        return key == QLatin1String("bonusEveryStep") ? &r->allowances[row].bonusEveryStep
                                                      : &r->allowances[row].when;
    if (r && m_section == QLatin1String("modifiers") && row < r->modifiers.size())
        return &r->modifiers[row].when;
    return nullptr;
}

QString RulesetListModel::conditionSentence(int row, int column) const
{
    // Without a bonus its condition says nothing (it read "always", as if a bonus applied).
    const auto r = m_editor->ruleset();
    if (r && m_section == QLatin1String("allowances") && row < r->allowances.size()
        && QLatin1String(m_columns[column].key) == QLatin1String("bonusEveryStep")
        && r->allowances[row].bonus == 0)
        return {};
    const Condition *c = parsedCondition(row, column);
    return c ? conditionText(*m_editor->ruleset(), *c, designerstyle::language())
             : compact(field(row, column));
}

bool RulesetListModel::isConditionColumn(int column) const
{
    return column >= 0 && column < m_columns.size() && m_columns[column].kind == Kind::Condition;
}

bool RulesetListModel::readsUnitOnly(int column) const
{
    return m_section == QLatin1String("allowances") && isConditionColumn(column)
           && QLatin1String(m_columns[column].key) == QLatin1String("when");
}

std::optional<Condition> RulesetListModel::conditionAt(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !isConditionColumn(index.column()))
        return std::nullopt;
    const Condition *c = parsedCondition(index.row(), index.column());
    return c ? std::optional<Condition>(*c) : std::nullopt;
}

QString RulesetListModel::setCondition(const QModelIndex &index, const Condition &condition)
{
    if (!conditionAt(index))
        return tr("No condition to edit here.");
    if (*conditionAt(index) == condition)
        return {};
    return applyAt(index, conditionToJson(condition));
}

bool RulesetListModel::isAssumed(int row) const
{
    return m_items.at(row)
        .toObject()
        .value(QStringLiteral("source"))
        .toObject()
        .contains(QStringLiteral("assumed"));
}

QVariant RulesetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Column &c = m_columns[index.column()];
    const QJsonValue v = field(index.row(), index.column());
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (c.kind) {
        case Kind::Text:
            return v.toObject()
                .value(isRussian() && !v.toObject().value(QStringLiteral("ru")).toString().isEmpty()
                           ? QStringLiteral("ru")
                           : QStringLiteral("en"))
                .toString();
        case Kind::Condition:
            return conditionSentence(index.row(), index.column());
        case Kind::Number:
            return v.isUndefined() ? QVariant() : QVariant(QLocale().toString(v.toDouble()));
        case Kind::Points:
            if (v.isString())
                return role == Qt::DisplayRole ? tr("unlimited") : QStringLiteral("unlimited");
            return QLocale().toString(v.toDouble());
        case Kind::StringList: {
            QStringList l;
            for (const QJsonValue &s : v.toArray())
                l << s.toString();
            return l.join(QStringLiteral(", "));
        }
        case Kind::Source:
            if (v.isUndefined())
                return {};
            return v.toObject().contains(QStringLiteral("assumed")) ? tr("assumed") : v.toString();
        case Kind::Enum:
            // A modifier that overrides the table's "Not allowed" says so beside its effect.
            if (role == Qt::DisplayRole
                && m_items.at(index.row())
                       .toObject()
                       .value(QStringLiteral("overridesNotAllowed"))
                       .toBool())
                return tr("%1, even where \"Not allowed\"")
                    .arg(enumChoiceText(c.key, v.toString()));
            return role == Qt::DisplayRole ? enumChoiceText(c.key, v.toString()) : v.toString();
        default:
            return v.toString();
        }
    }
    if (role == Qt::ToolTipRole) {
        if (c.kind == Kind::Source || c.kind == Kind::Id) {
            // "§4.2", or {"assumed": …, "item": …}: see docs/rulesets.md.
            const QJsonValue s = m_items.at(index.row()).toObject().value(QStringLiteral("source"));
            const QJsonObject o = s.toObject();
            const SourceRef source{s.isString() ? s.toString()
                                                : o.value(QStringLiteral("item")).toString(),
                                   LocalizedText::fromJson(o.value(QStringLiteral("assumed")))};
            const auto r = m_editor->ruleset();
            return plainToolTip(designerstyle::sourceToolTip(source, r ? r->id : QString()));
        }
        if (c.kind == Kind::Condition)
            return plainToolTip(tr("%1\nDouble-click to edit it in a form.")
                                    .arg(conditionSentence(index.row(), index.column())));
        return {};
    }
    if (role == Qt::DecorationRole && c.kind == Kind::Colour)
        return QColor::fromString(v.toString());
    if (role == Qt::FontRole && isAssumed(index.row())) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role == Qt::BackgroundRole && isAssumed(index.row()))
        return designerstyle::assumedBackground();
    return {};
}

QVariant RulesetListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section < 0 || section >= m_columns.size())
        return {};
    return QCoreApplication::translate("hexstride::RulesetListModel", m_columns[section].header);
}

Qt::ItemFlags RulesetListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    const Kind k = m_columns[index.column()].kind;
    // Ids are what maps and conditions refer to; sources name items of the ruleset's summary.
    const bool editable = k != Kind::Id && k != Kind::Source;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable
           | (editable ? Qt::ItemIsEditable : Qt::NoItemFlags);
}

bool RulesetListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Column &c = m_columns[index.column()];
    const QString text = value.toString().trimmed();
    QJsonValue v;
    bool ok = false;
    switch (c.kind) {
    case Kind::Text: {
        QJsonObject t = field(index.row(), index.column()).toObject();
        t.insert(isRussian() ? QStringLiteral("ru") : QStringLiteral("en"), text);
        v = t;
        break;
    }
    case Kind::Condition:
        return false; // edited in its form (setCondition), not typed
    case Kind::Number:
    case Kind::Points: {
        double d = QLocale().toDouble(text, &ok);
        if (!ok)
            d = text.toDouble(&ok);
        if (ok)
            v = d;
        else if (text.isEmpty() && c.kind == Kind::Number)
            v = QJsonValue(QJsonValue::Undefined); // an optional number is removed
        else if (c.kind == Kind::Points
                 && (text == QLatin1String("unlimited") || text == tr("unlimited")))
            v = QStringLiteral("unlimited");
        else
            v = text; // the loader refuses it, naming the field
        break;
    }
    case Kind::StringList: {
        QJsonArray a;
        for (const QString &s : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            a.append(s.trimmed());
        v = a.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(a);
        break;
    }
    default:
        v = text.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(text);
        break;
    }
    return applyAt(index, v).isEmpty();
}

QString RulesetListModel::checkCondition(const QModelIndex &index, const Condition &condition) const
{
    const auto r = m_editor->ruleset();
    if (!r || !conditionAt(index))
        return tr("No condition to edit here.");
    return editRuleset(*r, pathOf(index), conditionToJson(condition)).error;
}

QString RulesetListModel::pathOf(const QModelIndex &index) const
{
    return fillText(QStringLiteral("%1[%2].%3"),
                    {m_section, index.row(), QLatin1String(m_columns[index.column()].key)});
}

QString RulesetListModel::applyAt(const QModelIndex &index, const QJsonValue &value)
{
    const Column &c = m_columns[index.column()];
    const QString path = pathOf(index);
    const QString name = m_items.at(index.row()).toObject().value(QStringLiteral("id")).toString();
    const auto describe = [header = c.header, name] {
        return tr("Edit %1 of %2")
            .arg(QCoreApplication::translate("hexstride::RulesetListModel", header), name);
    };
    return m_editor->apply(path, value, describe);
}

} // namespace hexstride
