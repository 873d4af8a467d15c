#pragma once

#include <QMainWindow>

namespace hexstride {

/// The editor and planner window.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace hexstride
