#include "ownertooltip.h"

#include "mapview.h"
#include "plaintext.h"

#include <QHelpEvent>
#include <QToolTip>

namespace hexstride {

OwnerToolTip::OwnerToolTip(MapView *view)
    : QObject(view)
    , m_view(view)
{
    view->viewport()->installEventFilter(this);
}

QString OwnerToolTip::text(const HexMap &map, Hex h)
{
    const QString owner = map.contains(h) ? map.sides().ownerOf(h) : QString();
    return owner.isEmpty() ? QString() : tr("Hex %1 — owner: %2").arg(map.label(h), owner);
}

bool OwnerToolTip::eventFilter(QObject *watched, QEvent *e)
{
    if (e->type() == QEvent::ToolTip && m_view->document()) {
        const auto *help = static_cast<QHelpEvent *>(e);
        const Hex h = m_view->params().hexAt(m_view->viewportToScene(help->pos()));
        const QString tip = text(m_view->document()->map(), h);
        if (!tip.isEmpty()) {
            QToolTip::showText(help->globalPos(), plainToolTip(tip), m_view->viewport());
            return true;
        }
    }
    return QObject::eventFilter(watched, e);
}

} // namespace hexstride
