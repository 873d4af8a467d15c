#pragma once

#include "map/vocabularymapping.h"

#include <QDialog>

class QComboBox;

namespace hexstride {

/// Asks how each terrain, hex feature and hex-side feature of a map's vocabulary maps onto a
/// new ruleset's when the map changes ruleset: a choice per entry, preset with the suggestion
/// (same id, else same name), "Remove" for features (and "the fill" for terrains).
class RulesetChangeDialog : public QDialog
{
    Q_OBJECT
public:
    RulesetChangeDialog(const MapVocabulary &from, const MapVocabulary &to, const QString &newName,
                        const QString &language, QWidget *parent = nullptr);

    VocabularyMapping mapping() const;
    /// The choice boxes of a section (0 terrains, 1 hex features, 2 hex-sides), for tests.
    const QList<QComboBox *> &choices(int section) const { return m_choices[section]; }

private:
    QList<QComboBox *> m_choices[3];
};

} // namespace hexstride
