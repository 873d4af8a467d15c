#pragma once

// File ▸ New as the scenarios' users fill it: the ruleset chosen from the list, the terrain, the
// size typed, pointy-top with odd rows shifted and labels col,row (the hexes the scenarios work
// out by hand); a question about the open map's changes answered Discard.
#include "dialogs/newmapdialog.h"
#include "map/hexmap.h"
#include "support/designertestutil.h"
#include "support/windowtestutil.h"

#include <QAction>
#include <QComboBox>
#include <QMessageBox>
#include <QSpinBox>

namespace hexstride::testing {

/// Runs File ▸ New of `window` and fills its form: the ruleset whose entry contains
/// `rulesetEntry` ("Marchlands") or whose id is `rulesetEntry`, all `terrain`, `width` × `height`.
inline void newMapThroughForm(MainWindow *window, const QString &rulesetEntry,
                              const QString &terrain, int width, int height)
{
    QAction *newMap = menuEntry(window, QStringLiteral("&File"), QStringLiteral("&New Map…"));
    QVERIFY(newMap);
    answerModals(
        [newMap] { newMap->trigger(); },
        [&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                QVERIFY(box->button(QMessageBox::Discard));
                box->button(QMessageBox::Discard)->click();
                return;
            }
            auto *d = qobject_cast<NewMapDialog *>(modal);
            QVERIFY(d);
            auto *rulesets = d->findChild<QComboBox *>(QStringLiteral("rulesetCombo"));
            int entry = rulesets->findData(rulesetEntry);
            if (entry < 0)
                entry = rulesets->findText(rulesetEntry, Qt::MatchContains);
            QVERIFY2(entry >= 0, qPrintable(rulesetEntry));
            rulesets->setCurrentIndex(entry);
            auto *fill = d->findChild<QComboBox *>(QStringLiteral("terrainCombo"));
            fill->setCurrentIndex(fill->findData(terrain));
            QVERIFY2(fill->currentData() == terrain, qPrintable(terrain));
            auto *labels = d->findChild<QComboBox *>(QStringLiteral("labelsCombo"));
            labels->setCurrentIndex(labels->findData(int(LabelScheme::ColRow)));
            auto *orientation = d->findChild<QComboBox *>(QStringLiteral("orientationCombo"));
            orientation->setCurrentIndex(orientation->findData(int(Orientation::PointyTop)));
            auto *parity = d->findChild<QComboBox *>(QStringLiteral("parityCombo"));
            parity->setCurrentIndex(parity->findData(int(OffsetParity::OddShifted)));
            typeInto(d->findChild<QSpinBox *>(QStringLiteral("widthSpin")), width);
            typeInto(d->findChild<QSpinBox *>(QStringLiteral("heightSpin")), height);
            pressOk(d);
        });
}

} // namespace hexstride::testing
