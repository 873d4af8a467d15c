#pragma once

#include <QTableView>

namespace hexstride {

/// A table that shows whole rows only: the part of its height that holds no whole row is left
/// below the last row shown. Scrolled to its last row, a QTableView aligns that row with the
/// bottom edge, and the top row sat cut in half under the header.
class WholeRowsTable : public QTableView
{
    Q_OBJECT
public:
    using QTableView::QTableView;

protected:
    void updateGeometries() override;

private:
    bool m_adjusting = false;
};

} // namespace hexstride
