#include "costtablemodel.h"

#include "plaintext.h"

#include "designer/editing/rulesetediting.h"
#include "designer/editing/rulesummarytext.h"
#include "i18n/translations.h"
#include "rules/conditiontext.h"
#include "rules/costtablecells.h"
#include "rules/costtablecsv.h"
#include "rules/rulesetcheck.h"
#include "rules/rulesetlimits.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QRegularExpression>

namespace hexstride {

namespace designerstyle {

QString language()
{
    return QLocale().name();
}

QString readableSummaryItem(QString text)
{
    // An item that introduces a table ends with ":" and says which word of the table means
    // what ("(no = the step is not allowed)"): neither reads as a sentence without the table.
    static const QRegularExpression tokenKey(QStringLiteral(R"(\s*\(\S+\s*[=—–][^()]*\))"));
    static const QRegularExpression trailingColon(QStringLiteral(R"(\s*:\s*$)"));
    return text.remove(tokenKey).remove(trailingColon).trimmed();
}

QString sourceToolTip(const SourceRef &source, const QString &rulesetId)
{
    // The item's text from the summary in the interface language says more than an id, and
    // more than an assumption's reason (a few words).
    const QString text = readableSummaryItem(ruleSummaryText(rulesetId, source.item, language()));
    if (source.isAssumed()) {
        if (!text.isEmpty())
            return QCoreApplication::translate("hexstride::CostTableModel", "Assumed, rule %1: %2")
                .arg(source.item, text);
        return QCoreApplication::translate("hexstride::CostTableModel", "Assumed: %1")
            .arg(source.assumed.in(language()));
    }
    if (source.item.isEmpty())
        return {};
    if (text.isEmpty())
        return QCoreApplication::translate("hexstride::CostTableModel", "Rule %1").arg(source.item);
    return QCoreApplication::translate("hexstride::CostTableModel", "Rule %1: %2")
        .arg(source.item, text);
}

QColor assumedBackground()
{
    return QColor(0xff, 0xf0, 0xc8); // a pale amber: visible, still readable in print
}

QColor changedBackground()
{
    return QColor(0xd8, 0xe6, 0xff); // a pale blue, apart from the assumed amber
}

QColor notAllowedForeground()
{
    return QColor(0x9a, 0x2a, 0x2a);
}

QString notAllowedText()
{
    return QCoreApplication::translate("hexstride::CostTableModel", "Not allowed");
}

QString cellText(const std::optional<double> &value)
{
    return value ? QLocale().toString(*value) : notAllowedText();
}

QString cellValueText(const std::optional<double> &value)
{
    return value ? QCoreApplication::translate("hexstride::CostTableModel", "%1 MP")
                       .arg(QLocale().toString(*value))
                 : notAllowedText();
}

} // namespace designerstyle

using namespace designerstyle;

CostTableModel::CostTableModel(RulesetEditor *editor, int table, QObject *parent)
    : QAbstractTableModel(parent)
    , m_editor(editor)
    , m_table(table)
    , m_ruleset(editor->ruleset())
{
    connect(editor, &RulesetEditor::rulesetChanged, this, &CostTableModel::refresh);
}

const CostTable *CostTableModel::table() const
{
    if (!m_ruleset || m_table < 0 || m_table >= m_ruleset->costTables.size())
        return nullptr;
    return &m_ruleset->costTables[m_table];
}

void CostTableModel::refresh()
{
    const auto next = m_editor->ruleset();
    const CostTable *old = table();
    const CostTable *now
        = next && m_table < next->costTables.size() ? &next->costTables[m_table] : nullptr;
    const bool sameShape = old && now && old->rows.size() == now->rows.size()
                           && old->columns.size() == now->columns.size();
    if (!sameShape) {
        beginResetModel();
        m_ruleset = next;
        endResetModel();
        return;
    }
    m_ruleset = next;
    emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

int CostTableModel::rowCount(const QModelIndex &parent) const
{
    const CostTable *t = table();
    return parent.isValid() || !t ? 0 : int(t->rows.size());
}

int CostTableModel::columnCount(const QModelIndex &parent) const
{
    const CostTable *t = table();
    return parent.isValid() || !t ? 0 : int(t->columns.size());
}

QVariant CostTableModel::data(const QModelIndex &index, int role) const
{
    const CostTable *t = table();
    if (!t || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const CostCell &cell = t->cells[index.row()][index.column()];
    const SourceRef &source = t->cellSource(index.row(), index.column());
    const auto baseline = m_editor->baseline();
    const CostCell *before
        = changedFrom(*m_ruleset, baseline.get(), m_table, index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return cellText(cell.value);
    case Qt::EditRole:
        return cellText(cell.value);
    case Qt::ToolTipRole:
        return plainToolTip(cellToolTip(index.row(), index.column(), before));
    case Qt::FontRole:
        if (source.isAssumed() || before) {
            QFont f;
            f.setItalic(source.isAssumed());
            f.setBold(before);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (before)
            return changedBackground();
        return source.isAssumed() ? QVariant(assumedBackground()) : QVariant();
    case Qt::ForegroundRole:
        return cell.value ? QVariant() : QVariant(notAllowedForeground());
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    default:
        return {};
    }
}

QString CostTableModel::cellToolTip(int row, int column, const CostCell *before) const
{
    // First what the cell says, as a sentence ("Hills, Mounted: 3 MP"), then where it comes from.
    const CostTable &t = *table();
    const QString said
        = tr("%1, %2: %3")
              .arg(t.rows[row].label.in(language()), t.columns[column].label.in(language()),
                   cellValueText(t.cells[row][column].value));
    const QString source = sourceToolTip(t.cellSource(row, column), m_ruleset->id);
    QString why = source;
    if (before) {
        // No longer the value its source gives: say so, and what that value was.
        why = source.isEmpty()
                  ? tr("Changed from %1").arg(cellValueText(before->value))
                  : tr("Changed from %1 (%2)").arg(cellValueText(before->value), source);
    }
    return why.isEmpty() ? said : said + QLatin1Char('\n') + why;
}

QVariant CostTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const CostTable *t = table();
    if (!t)
        return {};
    const QList<CostAxis> &axes = orientation == Qt::Horizontal ? t->columns : t->rows;
    if (section < 0 || section >= axes.size())
        return {};
    const CostAxis &axis = axes[section];
    if (role == Qt::DisplayRole)
        return axis.label.in(language());
    if (role == Qt::ToolTipRole) {
        const QString when = conditionText(*m_ruleset, axis.when, language());
        return plainToolTip(
            tr("%1 (id %2)\nwhen %3").arg(axis.label.in(language()), axis.id, when));
    }
    return {};
}

Qt::ItemFlags CostTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QString CostTableModel::cellPath(int row, int column) const
{
    return QStringLiteral("costTables[%1].rows[%2].cells[%3]").arg(m_table).arg(row).arg(column);
}

bool CostTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const CostTable *t = table();
    if (!t || role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const QString text = value.toString().trimmed();
    QJsonValue v;
    bool ok = false;
    const double number = QLocale().toDouble(text, &ok);
    if (ok && number >= kMinCostValue && number <= kMaxCostValue)
        v = number;
    else if (text.isEmpty() || text.compare(QLatin1String("no"), Qt::CaseInsensitive) == 0
             || text.compare(notAllowedText(), Qt::CaseInsensitive) == 0)
        v = QStringLiteral("no");
    else {
        // Read as Import Table from CSV reads a cell, refused in the same words, naming the
        // cell as the Checks tab does (never its JSON path).
        const ParsedCostCell parsed = parseCostCell(text);
        if (!parsed.error.isEmpty()) {
            RulesetLoadResult refused;
            refused.error = QStringLiteral("%1: %2").arg(
                costCellName(*t, index.row(), index.column(), uiLanguage()), parsed.error);
            m_editor->applyEdited(std::move(refused), {});
            return false;
        }
        v = parsed.value ? QJsonValue(*parsed.value) : QJsonValue(QStringLiteral("no"));
    }
    // Said again in the new language after a switch: the labels are kept, not their text.
    const auto description
        = [row = t->rows[index.row()].label, column = t->columns[index.column()].label, v] {
              return tr("Set %1 / %2 to %3")
                  .arg(row.in(language()), column.in(language()),
                       v.isDouble() ? QLocale().toString(v.toDouble()) : notAllowedText());
          };
    return m_editor->apply(cellPath(index.row(), index.column()), v, description).isEmpty();
}

} // namespace hexstride
