#pragma once

#include <QComboBox>

class QDialogButtonBox;
class QLabel;

namespace hexstride {

/// The side that owns a hex's features (a population centre and its fortification): nobody, one
/// of the sides offered (the map's, SidesDialog::sidesOf), or a new side's name typed in.
class OwnerBox : public QComboBox
{
    Q_OBJECT
public:
    explicit OwnerBox(const QStringList &sides, QWidget *parent = nullptr);

    /// The side chosen or typed; empty for nobody. A typed name that reads like an offered
    /// side ("west", "Ｗest" for "West") is that side: the map could not hold both.
    QString owner() const;
    /// Shows `side` (empty: nobody); a name not offered is shown as typed.
    void setOwner(const QString &side);
    /// Why owner() could not be saved and loaded again (a control character, too long, no
    /// visible character); empty when it can.
    QString problem() const;

private:
    QStringList m_sides;
};

/// Shows `why` (a side that cannot be used; empty: none) in `label`, hidden when empty, and
/// enables `buttons`' OK only without one: the owner dialogs' check.
void showOwnerProblem(QLabel *label, QDialogButtonBox *buttons, const QString &why);
/// A plain-text red label for showOwnerProblem, hidden at first.
QLabel *ownerProblemLabel(QWidget *parent);

} // namespace hexstride
