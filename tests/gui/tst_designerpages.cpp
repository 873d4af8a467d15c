// The designer's checks, comparisons, heat map and table exports.
#include "../core/support/rulesettestutil.h"
#include "designer/comparison/comparisonmodel.h"
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/editing/rulesetediting.h"
#include "designer/forms/profilechooser.h"
#include "designer/tables/costtablemodel.h"
#include "designer/tables/heatmappreview.h"
#include "designer/tables/tableexport.h"
#include "mapdocument.h"
#include "rules/rulesetcheck.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;
using testutil::bundled;

namespace {
HexMap mapOf(const Ruleset &r, const QString &fill)
{
    return mapForRuleset(r, {6, 5, {}, LabelScheme::ColRow}, fill);
}
QString readAll(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QString::fromUtf8(f.readAll());
}
} // namespace

class TestDesignerPages : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    RulesetLibrary m_library;
    std::unique_ptr<MapDocument> m_doc;
    std::unique_ptr<CostTableDesigner> m_designer;

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    // Rule: heavy equipment comes with a crew: the unit chooser sets it and its box says why.
    void impliedOptionFollowsInTheChooser()
    {
        ProfileChooser chooser;
        chooser.setRuleset(bundled("tactical-formations"));
        auto *crew = chooser.findChild<QComboBox *>("crewed-weapons");
        QVERIFY(crew);
        QVERIFY2(crew->toolTip().contains("Heavy equipment"), qPrintable(crew->toolTip()));
        QCOMPARE(chooser.profile().value("crewed-weapons"), QString("no"));
        QSignalSpy changed(&chooser, &ProfileChooser::profileChanged);
        chooser.setValue("heavy-equipment", "yes");
        QCOMPARE(chooser.profile().value("crewed-weapons"), QString("yes"));
        QCOMPARE(changed.count(), 1);
    }
    void init()
    {
        const auto r = bundled("pbm-strategic");
        m_doc = std::make_unique<MapDocument>(mapOf(*r, "plains"));
        m_doc->setRuleset(r);
        m_designer = std::make_unique<CostTableDesigner>(m_library);
        m_designer->setDocument(m_doc.get());
        m_designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
    }
    void cleanup()
    {
        m_designer.reset();
        m_doc.reset();
    }

    void csvAsPrinted()
    {
        const QString csv = costTableCsv(*m_doc->ruleset(), 0, "en");
        const QStringList lines = csv.split("\r\n");
        QCOMPARE(lines.size(), 24); // header, 22 rows, empty after the last CRLF
        QCOMPARE(lines[0], QString("Mixed Army Movement Costs,Fed Normal Cost,Unfed Normal "
                                   "Cost,Fed Road Cost,Unfed Road Cost"));
        QCOMPARE(lines[2], QString("Plains,3,4,2,3"));
        QCOMPARE(lines[7], QString("Mountains,12,Not allowed,6,8"));
        QCOMPARE(costTableCsv(*m_doc->ruleset(), 0, "en").count('\n'), 23);
    }

    void csvQuotesFields()
    {
        Ruleset r = *m_doc->ruleset();
        r.costTables[0].rows[1].label.en = "Plains, \"open\"";
        QVERIFY(costTableCsv(r, 0, "en").contains("\r\n\"Plains, \"\"open\"\"\",3,4,2,3\r\n"));
    }

    void bookletMarksAssumedValues()
    {
        const auto r = bundled("battle-federations");
        const QString html = costTableHtml(*r, 0, "en");
        QVERIFY(html.contains("<i>2</i><sup>1</sup>")); // open ground, infantry: chosen
        // The note is the summary item that records the choice (docs/rules/battle-federations.md).
        QVERIFY2(html.contains("<li>§2.2: Each co-ordinate costs movement points by its terrain"),
                 qPrintable(html));
        QVERIFY(html.contains(
            "<td align=\"center\">4</td>")); // infantry in forest is given by the text: upright
    }

    void exportsFiles()
    {
        const Ruleset &r = *m_doc->ruleset();
        QCOMPARE(exportCostTable(r, 0, "en", m_dir.filePath("t.csv")), QString());
        QVERIFY(readAll(m_dir.filePath("t.csv")).startsWith("Mixed Army Movement Costs,"));
        QCOMPARE(exportCostTable(r, 1, "en", m_dir.filePath("t.html")), QString());
        QVERIFY(readAll(m_dir.filePath("t.html")).contains("<table"));
        QCOMPARE(exportCostTable(r, 0, "en", m_dir.filePath("t.pdf")), QString());
        QFile pdf(m_dir.filePath("t.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(pdf.size() > 1000);
        QVERIFY(exportCostTable(r, 0, "en", m_dir.filePath("no/dir/t.csv")).contains("t.csv"));
        QVERIFY(
            exportCostTable(r, 9, "en", m_dir.filePath("x.csv")).contains("no such cost table"));
    }

    void heatMapFollowsEdits()
    {
        HexMap map = mapOf(*m_doc->ruleset(), "plains");
        const Hex forest = map.grid().toHex({2, 2});
        map.setTerrain(forest, std::uint8_t(map.terrains().indexOf("forest")));
        m_doc = std::make_unique<MapDocument>(map);
        m_doc->setRuleset(bundled("pbm-strategic"));
        m_designer->setDocument(m_doc.get());
        HeatMapPage *page = m_designer->heatMapPage();
        m_designer->pages()->setCurrentWidget(page);
        QCoreApplication::processEvents();
        // Default profile: a fed mixed army. Plains 3, mixed forest 5, as printed.
        const std::vector<int> &costs = page->preview()->costs();
        QCOMPARE(int(costs.size()), map.hexCount());
        QCOMPARE(costs[std::size_t(map.indexOf(forest))], 5);
        QCOMPARE(costs[std::size_t(map.indexOf(map.grid().toHex({4, 1})))], 3);
        // Cavalry: forest 5, plains 2.
        page->profile()->setValue("troops", "cavalry");
        QCOMPARE(page->preview()->costs()[std::size_t(map.indexOf(map.grid().toHex({4, 1})))], 2);
        page->profile()->setValue("troops", "mixed");
        // An edit of the plains cell shows at once.
        QVERIFY(m_designer->editor()->apply("costTables[0].rows[1].cells[0]", 4, "test").isEmpty());
        QCOMPARE(page->preview()->costs()[std::size_t(map.indexOf(map.grid().toHex({4, 1})))], 4);
        QImage shot(page->preview()->size(), QImage::Format_ARGB32);
        page->preview()->render(&shot);
        QVERIFY(!shot.isNull());
    }

    void heatMapKeyNamesEveryCost()
    {
        // walk16 W16: the key named only the cheapest and the dearest cost. A fed mixed army of
        // pbm-strategic (docs/rules/pbm-strategic.md §4.5): plains 3, desert 4, forest 5,
        // swamp 6, mountains 12; the sea is not entered.
        HexMap map = mapOf(*m_doc->ruleset(), "plains");
        const auto put = [&](int col, int row, const char *terrain) {
            map.setTerrain(map.grid().toHex({col, row}),
                           std::uint8_t(map.terrains().indexOf(terrain)));
        };
        put(2, 2, "forest");
        put(4, 3, "desert");
        put(0, 4, "swamp");
        put(5, 0, "mountains");
        put(0, 0, "sea");
        m_doc = std::make_unique<MapDocument>(map);
        m_doc->setRuleset(bundled("pbm-strategic"));
        m_designer->setDocument(m_doc.get());
        HeatMapPage *page = m_designer->heatMapPage();
        m_designer->pages()->setCurrentWidget(page);
        HeatMapPreview *preview = page->preview();
        preview->resize(700, 400);
        QImage shot(preview->size(), QImage::Format_ARGB32);
        preview->render(&shot);
        QCOMPARE(preview->keyTexts(),
                 (QStringList{"3 MP", "4 MP", "5 MP", "6 MP", "12 MP", "not allowed"}));
        // Each cost has its own colour, and the hexes, 100 px wide, carry their numbers.
        // Each cost a step of the ramp by rank: 3 MP green (hue 0.33), 12 MP red (0), 5 MP,
        // the middle one of five, yellow (0.165).
        QCOMPARE(preview->colourOf(3), QColor::fromHsvF(0.33, 0.75, 0.92));
        QCOMPARE(preview->colourOf(5), QColor::fromHsvF(0.165, 0.75, 0.92));
        QCOMPARE(preview->colourOf(12), QColor::fromHsvF(0.0, 0.75, 0.92));
        QVERIFY(preview->costsWritten());
        // Too narrow for every cost: the ends stay in the key.
        preview->resize(260, 200);
        preview->render(&shot);
        QVERIFY(preview->keyTexts().size() < 6);
        QCOMPARE(preview->keyTexts().constFirst(), QString("3 MP"));
        QVERIFY(preview->keyTexts().contains("12 MP"));
        QCOMPARE(preview->keyTexts().constLast(), QString("not allowed"));
        QCOMPARE(keyCosts(CostRamp::of({3, 3, 5, -1, 12, 4, 6, 8}), 3), (QList<int>{3, 5, 12}));
        QCOMPARE(keyCosts(CostRamp::of({3, 3, 5, -1, 12, 4, 6, 8}), 8),
                 (QList<int>{3, 4, 5, 6, 8, 12}));
    }

    void comparesRulesets()
    {
        ComparePage *page = m_designer->comparePage();
        QAbstractItemModelTester tester(page->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page->setMode(0);
        // Against the bundled version of itself: no differences yet.
        QCOMPARE(page->model()->grid().differences(), 0);
        QCOMPARE(page->model()->rowCount(), 22);
        QVERIFY(m_designer->editor()->apply("costTables[0].rows[1].cells[0]", 5, "test").isEmpty());
        QCOMPARE(page->model()->grid().differences(), 1);
        QCOMPARE(page->model()->index(1, 0).data().toString(), QString("3 → 5"));
        QVERIFY(page->model()->index(1, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!page->model()->index(1, 1).data(Qt::BackgroundRole).isValid());
    }

    void comparesProfiles()
    {
        ComparePage *page = m_designer->comparePage();
        QAbstractItemModelTester tester(page->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        page->setMode(1);
        page->rightProfile()->setValue("fed", "no");
        const ComparisonGrid &g = page->model()->grid();
        const int plains = int(g.rows.indexOf("Plains"));
        QVERIFY(plains >= 0);
        QCOMPARE(g.columns.first(), QString("No feature"));
        // Plains from plains, no feature: fed 3, unfed 4 (the printed table).
        QCOMPARE(g.cells[plains][0], std::make_pair(QString("3"), QString("4")));
        const int road = int(g.columns.indexOf("Road"));
        QVERIFY(road > 0);
        QCOMPARE(g.cells[plains][road], std::make_pair(QString("2"), QString("3")));
        QVERIFY(page->model()->index(plains, 0).data(Qt::UserRole).toBool());
    }

    void checksPageListsWarnings()
    {
        ChecksPage *page = m_designer->checksPage();
        m_designer->pages()->setCurrentWidget(page);
        QCoreApplication::processEvents();
        const int bundledCount = page->list()->count();
        QCOMPARE(bundledCount, int(checkRuleset(*m_doc->ruleset()).size()));
        // Plains, fed, on a road: 9, dearer than 3 without.
        QVERIFY(m_designer->editor()->apply("costTables[0].rows[1].cells[2]", 9, "test").isEmpty());
        QVERIFY(page->list()->count() > bundledCount); // a road of 9 upsets other comparisons too
        QList<QListWidgetItem *> found
            = page->list()->findItems("more than the same step without a road", Qt::MatchContains);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0]->data(Qt::UserRole).toString(),
                 QString("costTables[0].rows[1].cells[2]"));
        // Activating it shows that cell.
        emit page->list()->itemActivated(found[0]);
        QCOMPARE(m_designer->pages()->currentIndex(), 0);
        QCOMPARE(m_designer->tableView(0)->currentIndex(),
                 m_designer->tableView(0)->model()->index(1, 2));
    }

    void checksPageSaysHowFarTheSearchGot()
    {
        ChecksPage *page = m_designer->checksPage();
        m_designer->pages()->setCurrentWidget(page);
        page->runChecks();
        QVERIFY(page->coverage().complete);
        QVERIFY2(page->summary().contains("44 unit profile"), qPrintable(page->summary()));
        // A search cut short says so, and after which profile; its silence about terrains is no
        // claim.
        page->setStepBudget(1);
        page->runChecks();
        QVERIFY(!page->coverage().complete);
        QVERIFY2(page->summary().contains("was cut after 0 of 44 unit profiles"),
                 qPrintable(page->summary()));
        QVERIFY2(page->summary().contains("(next: the default unit)"), qPrintable(page->summary()));
        QVERIFY(page->list()->findItems("No unit can enter", Qt::MatchContains).isEmpty());
    }
};

QTEST_MAIN(TestDesignerPages)
#include "tst_designerpages.moc"
