#include "elidingstatusbar.h"

#include "plaintext.h"

#include <QHelpEvent>
#include <QPainter>
#include <QSizeGrip>
#include <QStyleOption>
#include <QToolTip>

namespace hexstride {

namespace {
constexpr int kMargin = 6; // QStatusBar's own margin around its message
}

ElidingStatusBar::ElidingStatusBar(QWidget *parent)
    : QStatusBar(parent)
{}

int ElidingStatusBar::messageWidth() const
{
    int right = width() - kMargin;
    // While a message shows, QStatusBar hides its normal widgets: the visible ones are the
    // permanent fields at the right.
    for (const QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (child->isVisible() && !qobject_cast<const QSizeGrip *>(child))
            right = std::min(right, child->x() - kMargin);
    }
    return std::max(0, right - kMargin);
}

QString ElidingStatusBar::shownMessage() const
{
    return fontMetrics().elidedText(currentMessage(), Qt::ElideRight, messageWidth());
}

void ElidingStatusBar::paintEvent(QPaintEvent *event)
{
    if (currentMessage().isEmpty()) {
        QStatusBar::paintEvent(event);
        return;
    }
    // QStatusBar::paintEvent with the message elided: the panel, the fields' frames, the text.
    QPainter p(this);
    QStyleOption opt;
    opt.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &opt, &p, this);
    for (QWidget *child : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (!child->isVisible() || qobject_cast<QSizeGrip *>(child))
            continue;
        QStyleOption frame;
        frame.rect = child->geometry().adjusted(-2, -1, 2, 1);
        frame.palette = palette();
        frame.state = QStyle::State_None;
        style()->drawPrimitive(QStyle::PE_FrameStatusBarItem, &frame, &p, child);
    }
    p.setPen(palette().windowText().color());
    p.drawText(QRect(kMargin, 0, messageWidth(), height()),
               Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine, shownMessage());
}

bool ElidingStatusBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QString message = currentMessage();
        if (!message.isEmpty() && shownMessage() != message
            && help->pos().x() < kMargin + messageWidth()) {
            // Plain text: a message may quote names from a file.
            QToolTip::showText(help->globalPos(), plainToolTip(message), this);
            return true;
        }
    }
    return QStatusBar::event(event);
}

} // namespace hexstride
