// Printing a map over pages from the app (File ▸ Print, Print Preview).
#include "exporting/mapprinter.h"
#include "view/mapstyle.h"
#include "view/vocabulary.h"

#include <QPrinter>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

class TestMapPrinter : public QObject
{
    Q_OBJECT
private slots:
    // probe20 U08: a map too large for 15 mm hexes, the smallest size the dialog offers, was
    // refused with "choose a smaller hex size", which the dialog has not. A 400 × 400 pointy
    // map at 15 mm a hex is 400.5 × 15 = 6007.5 mm wide and about 400 × 0.75 × 17.3 = 5200 mm
    // high: far more than 500 A4 pages of about 190 × 250 mm.
    void aMapOverThePageLimitNamesWhatTheDialogCanDo()
    {
        QTemporaryDir dir;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(dir.filePath("map.pdf"));
        printer.setPageSize(QPageSize(QPageSize::A4));
        const HexMap map(MapShape{400, 400, {}, LabelScheme::ColRow}, "strategic-commanders",
                         IdTable(QStringList{"open"}), IdTable(QStringList{}),
                         IdTable(QStringList{}), 0);
        ExportOptions o;
        o.hexSizeMm = 15;
        const QString problem = printMap(
            &printer, map, MapStyle::build(map, vocabularyForMap(map, nullptr), "en"), o);
        QVERIFY2(problem.startsWith("At 15 mm a hex the map takes "), qPrintable(problem));
        QVERIFY2(problem.endsWith(" hexes, more than Hexstride prints over pages (500 pages, "
                                  "400000 hexes): choose \"Fit to one page\", or export the map "
                                  "as a picture"),
                 qPrintable(problem));
        QVERIFY(!problem.contains("choose a smaller hex size"));
    }
};

QTEST_MAIN(TestMapPrinter)
#include "tst_mapprinter.moc"
