#pragma once

#include <QComboBox>

namespace hexstride {

/// The side that owns a hex's features (a population centre and its fortification): nobody, one
/// of the sides offered (the map's, SidesDialog::sidesOf), or a new side's name typed in.
class OwnerBox : public QComboBox
{
    Q_OBJECT
public:
    explicit OwnerBox(const QStringList &sides, QWidget *parent = nullptr);

    /// The side chosen or typed; empty for nobody.
    QString owner() const;
    /// Shows `side` (empty: nobody); a name not offered is shown as typed.
    void setOwner(const QString &side);
};

} // namespace hexstride
