#include "mainwindow.h"

#include "i18n/translations.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexstride"));
    QApplication::setOrganizationName(QStringLiteral("Hexstride"));
    QApplication::setApplicationVersion(QStringLiteral(HEXSTRIDE_VERSION));
    hexstride::installTranslations(app, QLocale());

    hexstride::MainWindow window;
    window.show();
    return QApplication::exec();
}
