#pragma once

#include "map/mapobjects.h"
#include "rules/ruleset.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QFormLayout;

namespace hexstride {

/// One combo box per unit option of a ruleset: picks a unit profile (defaults preselected).
/// An option the ruleset implies from others follows them, and its box says so.
class ProfileChooser : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileChooser(QWidget *parent = nullptr);
    /// Rebuilds the boxes when the options changed; keeps the chosen values that still exist.
    void setRuleset(std::shared_ptr<const Ruleset> ruleset);
    UnitProfile profile() const;
    void setValue(const QString &option, const QString &value);

signals:
    void profileChanged();

protected:
    void changeEvent(QEvent *e) override;

private:
    /// Sets the options the ruleset implies from the chosen ones (heavy equipment → crewed).
    void applyImplications();
    /// Option and choice names in the UI language (the boxes stay; a live switch relabels).
    void relabel();

    std::shared_ptr<const Ruleset> m_ruleset;
    QFormLayout *m_form;
    QList<QComboBox *> m_boxes;
    QStringList m_shownOptions;
};

} // namespace hexstride
