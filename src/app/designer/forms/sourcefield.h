#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QLineEdit;

namespace hexstride {

/// Where a setting comes from, as a ruleset keeps it: the item of the rule summary ("§4.2"),
/// and, for a value the text does not give, why it was chosen (an assumption), in English and
/// in Russian: players read the reason in their language, so a designer keeps both in step
/// (as the rule's names), whatever the language the designer runs in.
class SourceField : public QWidget
{
    Q_OBJECT
public:
    explicit SourceField(QWidget *parent = nullptr);
    void setSource(const SourceRef &source);
    SourceRef source() const;
    QLineEdit *itemEdit() const { return m_item; }
    QLineEdit *assumedEnglishEdit() const { return m_assumedEn; }
    QLineEdit *assumedRussianEdit() const { return m_assumedRu; }
    void retranslate();

signals:
    /// Typed in (check it).
    void changed();
    /// Enter pressed or the field left (apply it). Moving between its own parts is not leaving
    /// it: the item and both reasons edited together are one undo step.
    void finished();

private:
    QLineEdit *m_item, *m_assumedEn, *m_assumedRu;
};

} // namespace hexstride
