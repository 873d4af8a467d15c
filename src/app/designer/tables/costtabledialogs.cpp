#include "costtabledialogs.h"

namespace hexstride {

namespace {

QString tablePath(int table)
{
    return QStringLiteral("costTables[%1]").arg(table);
}

} // namespace

CostAxisDialog::CostAxisDialog(std::shared_ptr<const Ruleset> ruleset, int table, TableAxis axis,
                               const CostAxis &initial, int index, bool adding, Check check,
                               QWidget *parent)
    : RuleDialog(std::move(ruleset),
                 tablePath(table)
                     + (axis == TableAxis::Rows ? QStringLiteral(".rows[%1]")
                                                : QStringLiteral(".columns[%1]"))
                           .arg(index),
                 true, parent)
{
    const bool rows = axis == TableAxis::Rows;
    setObjectName(QStringLiteral("costAxisDialog"));
    if (rows)
        setWindowTitle(adding ? tr("Add Row") : tr("Edit Row"));
    else
        setWindowTitle(adding ? tr("Add Column") : tr("Edit Column"));
    // The common fields carry a source; a row or column has none (the form hides it).
    setCommon(CostTableHeader{initial.id, initial.label, initial.when, {}});
    finish([this, check] { return check(entry()); }, false);
}

CostAxis CostAxisDialog::entry() const
{
    CostTableHeader h;
    getCommon(h);
    return {h.id, h.label, h.when};
}

CostTableDialog::CostTableDialog(std::shared_ptr<const Ruleset> ruleset,
                                 const CostTableHeader &initial, int index, bool adding,
                                 Check check, QWidget *parent)
    : RuleDialog(std::move(ruleset), tablePath(index), true, parent)
{
    setObjectName(QStringLiteral("costTableDialog"));
    setWindowTitle(adding ? tr("Add Table") : tr("Table Settings"));
    setCommon(initial);
    finish([this, check] { return check(header()); });
}

CostTableHeader CostTableDialog::header() const
{
    CostTableHeader h;
    getCommon(h);
    return h;
}

} // namespace hexstride
