#pragma once

#include <QString>

class QHBoxLayout;
class QLineEdit;
class QWidget;

namespace hexstride {

/// A colour field's row in a form: the "#rrggbb" text and a button (captioned `chooseText`,
/// the caller's translated "Choose…") that opens the colour dialog and writes its choice back.
QHBoxLayout *colourFieldRow(QLineEdit *colour, const QString &chooseText, QWidget *parent);

} // namespace hexstride
