// Issue 36 §2, the referee's map job: a new map from File ▸ New (pbm-strategic, plains, 34 × 26,
// pointy-top, odd rows shifted, labelled col,row), Minor river picked in the palette, three river
// strokes of 30 hexes dragged across the map with the pointer at three speeds (one mouse event
// every 3, 10 and 40 px), saved with File ▸ Save As; the map resized with an odd shift through
// Map ▸ Resize (one column added on the left and one row at the top), saved again; and printed
// one inch a hex through File ▸ Print (the Print Options dialog, then the print dialog's Print
// to File). The files written are read back: the hex-sides of the saved maps and the PDF.
//
// Worked out by hand:
// - Each stroke runs along row r (r = 4, 12, 20) from the centre of hex 2,r to the centre of hex
//   31,r, 29 hex widths (29 × √3 × 14 px ≈ 703 px at 70 %), a quarter of a hex above the row's
//   centre line and waving ±0.3 of a hex size round it (two waves): the pointer stays inside row
//   r's upper half and row r − 1's lower half, so every river side lies between rows r − 1 and
//   r and columns 1 … 32. A line along the row's upper border has two sides a column (the
//   north-west and north-east sides of each hex): at most 2 × 30 + 2 sides, at least one a
//   column, 29. One line each: one piece (no gap), two loose ends (no ring closed round a hex, no
//   spur), no corner where three sides meet (no branch).
// - An odd shift of the rows flips which rows are shifted (docs/guide/en/cli.md, reshape), so
//   every hex keeps its neighbours: after adding a column on the left and a row at the top, each
//   river side lies between the hexes one column right and one row down of where it was
//   (col,row → col + 1,row + 1), and the map is 35 × 27.
// - One inch a hex on paper: in the PDF (72 points an inch) every hex of a map sheet is 72 pt
//   across its flats. The sheets: Print to File writes A4 (595 × 842 pt) at 1200 dots an inch with
//   Qt's margins of 10 pt a side: 575 × 822 pt, 9583 × 13699 dots. Below the sheet's header
//   (9 mm and 2 mm of space, 11 mm = 520 dots) the map has 9583 × 13179 dots. At an inch a hex a
//   hex is 1200 dots across and 1200 / √3 = 692.8 from centre to corner; the 35 × 27 map is
//   35.5 × 1200 = 42600 dots wide and (2 + 26 × 1.5) × 692.8 = 28405 high. Sheets overlap by a
//   whole hex, 2.05 × 692.8 = 1420 dots (the tiling's rule: every hex whole on some sheet): a sheet
//   adds 9583 − 1420 = 8163 across and 13179 − 1420 = 11759 down, so ⌈(42600 − 1420) / 8163⌉ = 6
//   sheets across and ⌈(28405 − 1420) / 11759⌉ = 3 down, 18 sheets and the key page: 19 pages.
//   (At 2 cm a hex: 4 × 2 sheets and the key, 9 pages.)
#include "exporting/exportoptionsdialog.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/campaigntestutil.h"
#include "support/designertestutil.h"
#include "support/edgelinetestutil.h"
#include "support/guitestutil.h"
#include "support/newmapform.h"
#include "support/pdfpages.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPrintDialog>
#include <QSpinBox>

#include <cmath>
#include <numbers>
#include <set>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
constexpr int kRows[] = {4, 12, 20};       ///< the row each stroke follows
constexpr double kSpacing[] = {3, 10, 40}; ///< pixels between its mouse events
constexpr double kZoom = 0.7;

/// A side as the two hexes it parts, in offset coordinates, the smaller first.
using Side = std::pair<std::pair<int, int>, std::pair<int, int>>;

Side sideOf(const HexMap &map, EdgeId e, int dCol = 0, int dRow = 0)
{
    const Offset a = map.grid().toOffset(e.owner);
    const Offset b = map.grid().toOffset(neighbour(e.owner, e.dir));
    const std::pair pa{a.col + dCol, a.row + dRow}, pb{b.col + dCol, b.row + dRow};
    return pa < pb ? Side{pa, pb} : Side{pb, pa};
}

int riverFeature(const HexMap &m)
{
    return m.edgeFeatureIds().indexOf("minor-river");
}

HexMap loaded(const QString &path)
{
    const MapLoadResult r = loadMapFile(path);
    if (!r.map)
        qWarning("%s: %s", qPrintable(path), qPrintable(r.error));
    return r.map ? *r.map : HexMap();
}

} // namespace

class TestRefereeRiver : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    MapView *view() const { return m_window->mapView(); }
    const HexMap &map() const { return m_window->document()->map(); }
    Hex at(int col, int row) const { return map().grid().toHex({col, row}); }
    QPointF centreOf(Hex h) const { return view()->sceneToViewport(view()->params().centre(h)); }

    void saveAs(const QString &path)
    {
        QAction *save = menuEntry(m_window.get(), "&File", "Save &As…");
        QVERIFY(save);
        QVERIFY(answerFileDialog([save] { save->trigger(); }, path));
        QCOMPARE(m_window->document()->fileName(), path);
    }

    /// Drags the pointer along row `row` (see the header) with a mouse event every `spacing`
    /// pixels of the way.
    void dragRiver(int row, double spacing)
    {
        frameView(view(), kZoom, at(16, row));
        const double size = view()->params().hexSize();
        const QPointF a = centreOf(at(2, row)), b = centreOf(at(31, row));
        QVERIFY(view()->viewport()->rect().contains(a.toPoint()));
        QVERIFY(view()->viewport()->rect().contains(b.toPoint()));
        QList<QPointF> curve;
        for (int i = 0; i <= 2000; ++i) {
            const double t = i / 2000.0;
            curve << a + (b - a) * t
                         + QPointF(0,
                                   -0.25 * size + 0.3 * size * std::sin(t * 4 * std::numbers::pi));
        }
        QList<QPointF> events{curve.first()};
        double length = 0, due = spacing;
        for (qsizetype i = 1; i < curve.size(); ++i) {
            length += std::hypot(curve[i].x() - curve[i - 1].x(), curve[i].y() - curve[i - 1].y());
            if (length >= due) {
                events << curve[i];
                due += spacing;
            }
        }
        events << curve.last();
        QWidget *vp = view()->viewport();
        sendMouse(vp, QEvent::MouseButtonPress, events.first(), Qt::LeftButton, Qt::LeftButton);
        for (const QPointF p : events)
            sendMouse(vp, QEvent::MouseMove, p, Qt::NoButton, Qt::LeftButton);
        sendMouse(vp, QEvent::MouseButtonRelease, events.last(), Qt::LeftButton, Qt::NoButton);
    }

    /// The river sides of `m` between rows `row` − 2 and `row` + 2.
    static QList<EdgeId> riverNear(const HexMap &m, int row)
    {
        QList<EdgeId> out;
        for (const EdgeId &e : sidesWithFeature(m, riverFeature(m))) {
            if (std::abs(m.grid().toOffset(e.owner).row - row) <= 2)
                out << e;
        }
        return out;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanupTestCase() { m_window.reset(); }

    void riverResizePrint()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        newMapThroughForm(m_window.get(), "pbm-strategic", "plains", 34, 26);
        QCOMPARE(map().width(), 34);
        QCOMPARE(map().height(), 26);
        QCOMPARE(map().rulesetId(), QString("pbm-strategic"));

        QVERIFY(clickPaletteEntry(m_window.get(), 1, "Minor river"));
        for (int i = 0; i < 3; ++i)
            dragRiver(kRows[i], kSpacing[i]);
        const QString first = m_dir.filePath("river.hexmap");
        saveAs(first);

        const HexMap drawn = loaded(first);
        QCOMPARE(drawn.width(), 34);
        const RenderParams rp(drawn.shape(), 1.0);
        std::set<Side> before;
        for (int i = 0; i < 3; ++i) {
            const QList<EdgeId> river = riverNear(drawn, kRows[i]);
            const QString what = QString("%1 px: %2 sides").arg(kSpacing[i]).arg(river.size());
            QVERIFY2(river.size() >= 29 && river.size() <= 62, qPrintable(what));
            QVERIFY2(pieces(rp, river) == 1, qPrintable(what));       // no gap
            QVERIFY2(looseEnds(rp, river) == 2, qPrintable(what));    // no ring, no spur
            QVERIFY2(branchPoints(rp, river) == 0, qPrintable(what)); // one line
            for (const EdgeId &e : river) {
                const auto [a, b] = sideOf(drawn, e);
                QVERIFY2(std::min(a.second, b.second) >= kRows[i] - 1
                             && std::max(a.second, b.second) <= kRows[i],
                         qPrintable(what));
                QVERIFY2(std::min(a.first, b.first) >= 1 && std::max(a.first, b.first) <= 32,
                         qPrintable(what));
                before.insert(sideOf(drawn, e, 1, 1));
            }
        }
        // Nothing else on the map: the three lines are all its river.
        QCOMPARE(int(before.size()), int(sidesWithFeature(drawn, riverFeature(drawn)).size()));

        // Map ▸ Resize: one column more on the left, one row more at the top.
        QAction *resize = menuEntry(m_window.get(), "&Map", "&Resize Map…");
        QVERIFY(resize);
        answerModals([resize] { resize->trigger(); },
                     [](QWidget *modal) {
                         auto *d = qobject_cast<QDialog *>(modal);
                         QVERIFY(d);
                         // Adding on the left and at the top grows the map by as much.
                         typeInto(fieldLabelled<QSpinBox>(d, "Add on the &left:"), 1);
                         typeInto(fieldLabelled<QSpinBox>(d, "Add at the &top:"), 1);
                         QCOMPARE(fieldLabelled<QSpinBox>(d, "&Columns:")->value(), 35);
                         QCOMPARE(fieldLabelled<QSpinBox>(d, "&Rows:")->value(), 27);
                         pressOk(d);
                     });
        QCOMPARE(map().width(), 35);
        QCOMPARE(map().height(), 27);
        const QString shifted = m_dir.filePath("river-shifted.hexmap");
        saveAs(shifted);
        const HexMap moved = loaded(shifted);
        std::set<Side> after;
        for (const EdgeId &e : sidesWithFeature(moved, riverFeature(moved)))
            after.insert(sideOf(moved, e));
        QVERIFY(after == before);

        // File ▸ Print: one inch a hex, to the PDF the print dialog offers beside the map.
        QString printedTo;
        QAction *print = menuEntry(m_window.get(), "&File", "&Print…");
        QVERIFY(print);
        answerModals([print] { print->trigger(); },
                     [&printedTo](QWidget *modal) {
                         if (auto *print = qobject_cast<QPrintDialog *>(modal)) {
                             auto *name = print->findChild<QLineEdit *>("filename");
                             QVERIFY(name);
                             printedTo = name->text();
                             QMetaObject::invokeMethod(print, "accept");
                             return;
                         }
                         auto *options = qobject_cast<ExportOptionsDialog *>(modal);
                         QVERIFY(options);
                         auto *scale = options->findChild<QComboBox *>("exportScale");
                         scale->setCurrentIndex(
                             scale->findText("1 inch a hex, over several pages"));
                         QVERIFY(scale->currentIndex() > 0);
                         pressOk(options);
                     });
        QCOMPARE(printedTo, m_dir.filePath("river-shifted.pdf"));
        const PdfPages pdf = readPdfPages(printedTo);
        QVERIFY2(pdf.error.isEmpty(), qPrintable(pdf.error));
        QCOMPARE(pdf.pages.size(), 6 * 3 + 1);
        for (qsizetype i = 0; i < pdf.pages.size(); ++i) {
            const PdfPage &page = pdf.pages[i];
            QCOMPARE(page.size, QSizeF(595, 842)); // A4
            const QString what = QString("page %1: %2 hexes, %3 pt across")
                                     .arg(i + 1)
                                     .arg(page.hexWidthsPt.size())
                                     .arg(page.medianHexWidth());
            QVERIFY2(!page.hexWidthsPt.isEmpty(), qPrintable(what));
            if (i + 1 < pdf.pages.size()) // a sheet of the map: an inch a hex
                QVERIFY2(std::abs(page.medianHexWidth() - 72) < 0.01, qPrintable(what));
            else // the key: the whole map, 35.5 hex widths, on a sheet 595 pt wide
                QVERIFY2(page.medianHexWidth() < 575 / 35.5, qPrintable(what));
        }
    }
};

QTEST_MAIN(TestRefereeRiver)
#include "tst_refereeriver.moc"
