#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QLineEdit;

namespace hexstride {

/// Where a setting comes from, as a ruleset keeps it: the item of the rule summary ("§4.2"),
/// and, for a value the text does not give, why it was chosen (an assumption).
class SourceField : public QWidget
{
    Q_OBJECT
public:
    explicit SourceField(QWidget *parent = nullptr);
    void setSource(const SourceRef &source);
    SourceRef source() const;
    QLineEdit *itemEdit() const { return m_item; }
    QLineEdit *assumedEdit() const { return m_assumed; }
    void retranslate();

signals:
    /// Typed in (check it).
    void changed();
    /// Enter pressed or the field left (apply it).
    void finished();

private:
    QLineEdit *m_item, *m_assumed;
};

} // namespace hexstride
