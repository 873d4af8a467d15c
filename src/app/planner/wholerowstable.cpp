#include "wholerowstable.h"

#include <QHeaderView>
#include <QScrollBar>

namespace hexstride {

void WholeRowsTable::updateGeometries()
{
    if (m_adjusting)
        return;
    m_adjusting = true;
    QTableView::updateGeometries(); // sets the margins for the headers, none at the bottom
    const QMargins m = viewportMargins();
    const int row = verticalHeader()->defaultSectionSize();
    const int rows = model() ? model()->rowCount() : 0;
    // Only while the rows do not all fit: then the table scrolls and a cut row would show.
    const int room = viewport()->height() + m.bottom();
    const int spare = row > 0 && rows * row > room ? room % row : 0;
    if (spare != m.bottom()) {
        setViewportMargins(m.left(), m.top(), m.right(), spare);
        QTableView::updateGeometries();
        setViewportMargins(m.left(), m.top(), m.right(), spare);
    }
    // The top row at the top edge, also at the end of the scroll range (where QTableView lines
    // the last row up with the bottom edge instead).
    if (verticalScrollMode() == ScrollPerItem && rows > 0) {
        verticalHeader()->setOffsetToSectionPosition(verticalScrollBar()->value());
        viewport()->update();
    }
    m_adjusting = false;
}

} // namespace hexstride
