#include "quantities.h"

#include <QCoreApplication>

namespace hexstride {

QString hexCount(int n)
{
    return QCoreApplication::translate("hexstride::Quantities", "%n hex(es)", nullptr, n);
}

QString movementPoints(int n)
{
    return QCoreApplication::translate("hexstride::Quantities", "%n movement point(s)", nullptr, n);
}

QString turnCount(int n)
{
    return QCoreApplication::translate("hexstride::Quantities", "%n turn(s)", nullptr, n);
}

} // namespace hexstride
