#pragma once

#include <QLabel>

namespace hexstride {

/// A word-wrapped label that asks for the height its text needs at its current width. Docks do
/// not follow a label's height-for-width on their own, and long (Russian) texts were cut off.
class WrappingLabel : public QLabel
{
public:
    explicit WrappingLabel(const QString &text, QWidget *parent = nullptr);

protected:
    void resizeEvent(QResizeEvent *event) override;
};

} // namespace hexstride
