#include "toolicons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <cmath>

namespace hexstride {

QPolygonF iconHexagon(QPointF c, double r)
{
    QPolygonF p;
    for (int i = 0; i < 6; ++i) {
        const double a = (60.0 * i - 30.0) * M_PI / 180.0;
        p << QPointF(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
    }
    return p;
}

QIcon toolIcon(ToolIcon which)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        QPixmap pm(size, size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(size / 32.0, size / 32.0);
        const QColor ink(50, 50, 60);
        p.setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        switch (which) {
        case ToolIcon::Brush:
            p.setBrush(QColor(120, 170, 80));
            p.drawPolygon(iconHexagon({12, 20}, 9));
            p.setPen(QPen(QColor(150, 100, 50), 3, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(18, 14), QPointF(29, 3));
            break;
        case ToolIcon::Fill:
            p.setBrush(QColor(90, 150, 220));
            p.drawPolygon(
                QPolygonF({QPointF(6, 14), QPointF(16, 4), QPointF(26, 14), QPointF(16, 24)}));
            p.setBrush(QColor(60, 120, 200));
            p.drawEllipse(QPointF(27, 24), 3, 4);
            break;
        case ToolIcon::Elevation:
            p.setBrush(QColor(170, 140, 110));
            p.drawPolygon(QPolygonF({QPointF(2, 28), QPointF(12, 10), QPointF(17, 18),
                                     QPointF(22, 12), QPointF(30, 28)}));
            p.drawLine(QPointF(26, 3), QPointF(26, 9));
            p.drawLine(QPointF(23, 6), QPointF(29, 6));
            break;
        case ToolIcon::HexFeature:
            p.setBrush(QColor(230, 220, 180));
            p.drawPolygon(iconHexagon({16, 16}, 13));
            p.setBrush(QColor(120, 40, 20));
            p.drawRect(QRectF(11, 11, 10, 10));
            break;
        case ToolIcon::Edge:
            p.setBrush(QColor(230, 220, 180));
            p.setPen(QPen(ink, 1.5));
            p.drawPolygon(iconHexagon({16, 16}, 13));
            p.setPen(QPen(QColor(40, 110, 210), 4, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(iconHexagon({16, 16}, 13).at(0), iconHexagon({16, 16}, 13).at(1));
            p.drawLine(iconHexagon({16, 16}, 13).at(1), iconHexagon({16, 16}, 13).at(2));
            break;
        case ToolIcon::Eraser:
            p.setBrush(QColor(240, 150, 160));
            p.drawPolygon(QPolygonF({QPointF(4, 20), QPointF(16, 8), QPointF(28, 20),
                                     QPointF(20, 28), QPointF(12, 28)}));
            p.drawLine(QPointF(10, 14), QPointF(22, 26));
            break;
        case ToolIcon::Label: {
            QFont f;
            f.setPixelSize(24);
            f.setBold(true);
            p.setFont(f);
            p.drawText(QRectF(0, 0, 32, 32), Qt::AlignCenter, QStringLiteral("A"));
            p.drawLine(QPointF(4, 29), QPointF(28, 29));
            break;
        }
        case ToolIcon::Unit:
            p.setBrush(QColor(200, 120, 120));
            p.drawRoundedRect(QRectF(3, 8, 26, 17), 3, 3);
            p.drawLine(QPointF(3, 8), QPointF(29, 25));
            p.drawLine(QPointF(3, 25), QPointF(29, 8));
            break;
        case ToolIcon::SelectRect:
            p.setPen(QPen(ink, 2, Qt::DashLine));
            p.drawRect(QRectF(4, 6, 24, 20));
            break;
        case ToolIcon::ZoomIn:
        case ToolIcon::ZoomOut:
            p.setBrush(QColor(220, 235, 250));
            p.drawEllipse(QPointF(13, 13), 9, 9);
            p.setPen(QPen(ink, 3.5, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(20, 20), QPointF(28, 28));
            p.setPen(QPen(ink, 2, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(9, 13), QPointF(17, 13));
            if (which == ToolIcon::ZoomIn)
                p.drawLine(QPointF(13, 9), QPointF(13, 17));
            break;
        case ToolIcon::Lasso: {
            p.setPen(QPen(ink, 2, Qt::DashLine));
            QPainterPath path;
            path.moveTo(6, 20);
            path.cubicTo(0, 6, 28, 0, 28, 14);
            path.cubicTo(28, 24, 12, 26, 8, 22);
            p.drawPath(path);
            p.setPen(QPen(ink, 2));
            p.drawLine(QPointF(8, 22), QPointF(10, 30));
            break;
        }
        }
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

} // namespace hexstride
