// The main window's navigation: Edit ▸ Go to Hex (Ctrl+G), Edit ▸ Find (Ctrl+F) and
// View ▸ Hex Numbers.
#include "dialogs/finddialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "retranslator.h"
#include "tools/editorcontext.h"
#include "ui_mainwindow.h"
#include "view/mapview.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>

namespace hexstride {

void MainWindow::setupFind()
{
    auto *goTo = new QAction(this);
    goTo->setObjectName(QStringLiteral("actionGoToHex"));
    goTo->setShortcut(QKeySequence(QStringLiteral("Ctrl+G")));
    auto *find = new QAction(this);
    find->setObjectName(QStringLiteral("actionFind"));
    find->setShortcut(QKeySequence::Find);
    auto *numbers = new QAction(this);
    numbers->setObjectName(QStringLiteral("actionHexNumbers"));
    numbers->setCheckable(true);
    numbers->setChecked(QSettings().value(QStringLiteral("view/hexNumbers"), false).toBool());
    m_view->setHexNumbers(numbers->isChecked());
    m_ui->menuEdit->addSeparator();
    m_ui->menuEdit->addAction(goTo);
    m_ui->menuEdit->addAction(find);
    m_ui->menuView->addAction(numbers);
    new Retranslator(this, [goTo, find, numbers] {
        goTo->setText(tr("&Go to Hex…"));
        goTo->setStatusTip(tr("Centre the map on a hex given by its number"));
        find->setText(tr("F&ind…"));
        find->setStatusTip(tr("Find labels and units by name"));
        numbers->setText(tr("Hex &Numbers"));
        numbers->setStatusTip(tr("Show every hex's number at every zoom the grid shows"));
    });
    connect(goTo, &QAction::triggered, this, [this] {
        if (!m_document)
            return;
        bool ok = false;
        const QString label = QInputDialog::getText(this, tr("Go to Hex"), tr("Hex number:"),
                                                    QLineEdit::Normal, QString(), &ok);
        if (ok && !goToHex(label))
            plainMessage(this, QMessageBox::Information, tr("Go to Hex"),
                         tr("\"%1\" is not a hex of this map (hexes are numbered like %2).")
                             .arg(label.trimmed(),
                                  m_document->map().label(m_document->map().hexAtIndex(0))));
    });
    connect(find, &QAction::triggered, this, [this] {
        FindDialog *d = findDialog();
        d->show();
        d->raise();
        d->activateWindow();
    });
    connect(numbers, &QAction::toggled, this, [this](bool on) {
        m_view->setHexNumbers(on);
        QSettings().setValue(QStringLiteral("view/hexNumbers"), on);
    });
}

bool MainWindow::goToHex(const QString &label)
{
    if (!m_document)
        return false;
    const std::optional<Hex> h = m_document->map().parseLabel(label.trimmed());
    if (!h)
        return false;
    m_view->centreOn(*h);
    m_context->setSelection({*h});
    return true;
}

FindDialog *MainWindow::findDialog()
{
    if (!m_find) {
        m_find = new FindDialog(this);
        m_find->setDocument(m_document.get());
        connect(m_find, &FindDialog::hexChosen, this, [this](Hex h) {
            m_view->centreOn(h);
            m_context->setSelection({h});
            // The dialog steps aside when it covers the hex it found.
            QWidget *vp = m_view->viewport();
            const QRect hex = m_view->params()
                                  .hexBounds(h)
                                  .translated(m_view->sceneToViewport({0, 0}))
                                  .toAlignedRect()
                                  .adjusted(-8, -8, 8, 8);
            m_find->keepClearOf(QRect(vp->mapToGlobal(hex.topLeft()), hex.size()),
                                QRect(vp->mapToGlobal(QPoint(0, 0)), vp->size()));
        });
    }
    return m_find;
}

} // namespace hexstride
