#include "mainwindow.h"

namespace hexstride {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Hexstride"));
    resize(1200, 800);
}

} // namespace hexstride
