#pragma once

#include "designer/forms/ruledialog.h"
#include "rules/rulesetauthoring_tables.h"

namespace hexstride {

/// The form of a cost table's row or column: its id, names and the condition that picks it
/// (none: every step the rows or columns before it leave).
/// A row or column has no source of its own (its cells and table have), so the form has none.
class CostAxisDialog : public RuleDialog
{
    Q_OBJECT
public:
    /// The loader's message on the table with the entry as the form has it (empty: none).
    using Check = std::function<QString(const CostAxis &)>;
    CostAxisDialog(std::shared_ptr<const Ruleset> ruleset, int table, TableAxis axis,
                   const CostAxis &initial, int index, bool adding, Check check,
                   QWidget *parent = nullptr);
    CostAxis entry() const;
};

/// The form of a cost table's settings: id, names, the condition that picks the table (none:
/// every step the tables before it leave) and its source.
class CostTableDialog : public RuleDialog
{
    Q_OBJECT
public:
    using Check = std::function<QString(const CostTableHeader &)>;
    CostTableDialog(std::shared_ptr<const Ruleset> ruleset, const CostTableHeader &initial,
                    int index, bool adding, Check check, QWidget *parent = nullptr);
    CostTableHeader header() const;
};

} // namespace hexstride
