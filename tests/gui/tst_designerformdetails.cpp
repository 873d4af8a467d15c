// The designer's smaller form defects of issue 32 §6, each as the designer met it: a message
// shown while typing moves no field; "&Colour:" shows no ampersand; the loader's "expected a
// non-empty string" is said in a designer's words; the tool bar's buttons stay put when the
// Undo text changes; the Edge Features page has no empty Pattern column and shows the width a
// file leaves out; an empty Source field's grey text reads as an example.
#include "designer/conditions/conditiondialog.h"
#include "designer/costtabledesigner.h"
#include "designer/forms/sourcefield.h"
#include "designer/rulelists/listformspage.h"
#include "designer/rulelists/rulesetlistmodel.h"
#include "designer/tables/costtablemodel.h"
#include "designer/vocabulary/featuredialog.h"
#include "designer/vocabulary/terraindialog.h"
#include "rules/rulesetauthoring.h"
#include "rules/rulesetauthoring_parts.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"

#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace hexstride;
using namespace hexstride::testing;

class TestDesignerFormDetails : public DesignerFixture
{
    Q_OBJECT
private:
    FeatureDialog *newEdgeFeatureForm()
    {
        const auto r = m_doc->ruleset();
        return new FeatureDialog(
            VocabularyPart::EdgeFeature, FeatureSpec{}, int(r->vocabulary.edgeFeatures.size()),
            true, [r](const FeatureSpec &s) {
                const RulesetLoadResult a = rulesetWithFeature(*r, VocabularyPart::EdgeFeature, s);
                return a.ruleset ? QString() : a.error;
            });
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { openDesigner("pbm-strategic", "plains"); }
    void cleanup() { closeDesigner(); }

    // Typing a name, clearing it and typing another moves none of the form's fields or buttons:
    // before, a message row opened under the field at fault and pushed the rest down ~28 px.
    void messagesMoveNoField()
    {
        std::unique_ptr<FeatureDialog> d(newEdgeFeatureForm());
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        d->idEdit()->setText("canal");
        d->englishEdit()->setText("Canal");
        d->russianEdit()->setText("Канал");
        d->colourEdit()->setText("#3050c0");
        finishDeferredWork();
        QVERIFY2(d->acceptable(), qPrintable(d->problems().shownAt("")));
        const auto places = [&d] {
            QList<QRect> r;
            for (QWidget *w :
                 {static_cast<QWidget *>(d->russianEdit()), static_cast<QWidget *>(d->colourEdit()),
                  static_cast<QWidget *>(okButton(d.get()))})
                r << QRect(w->mapTo(d.get(), QPoint(0, 0)), w->size());
            return r;
        };
        const QList<QRect> before = places();
        d->englishEdit()->clear();
        finishDeferredWork();
        QVERIFY(!d->problems().shownAt("name.en").isEmpty());
        QCOMPARE(places(), before);
        d->englishEdit()->setText("Canal");
        finishDeferredWork();
        QCOMPARE(places(), before);
    }

    // The empty name is said in words, naming the field: not "expected a non-empty string".
    void loaderTextInDesignersWords()
    {
        std::unique_ptr<FeatureDialog> d(newEdgeFeatureForm());
        d->idEdit()->setText("canal");
        const QString shown = d->findChild<QLabel *>("formProblem")->text();
        QVERIFY2(shown.startsWith("English name: "), qPrintable(shown));
        QVERIFY2(!shown.contains("expected"), qPrintable(shown));
        QCOMPARE(d->problems().shownAt("name.en"), QString("fill it in, it cannot be left empty"));
    }

    // The terrain form's colour label: a mnemonic (with a buddy), not a shown "&".
    void colourLabelShowsNoAmpersand()
    {
        TerrainDialog dialog(*m_doc->ruleset(), [](const TerrainSpec &) { return QString(); });
        bool found = false;
        for (QLabel *l : dialog.findChildren<QLabel *>()) {
            if (l->text() == "&Colour:") {
                found = true;
                QVERIFY2(l->buddy(), "\"&Colour:\" has no buddy: the ampersand shows");
            }
        }
        QVERIFY(found);
    }

    // An edit changes the Undo text ("Undo Change …"); the tool bar's buttons stay where they
    // were, so Export for a Booklet is not under the pointer instead of Undo.
    void toolBarButtonsStayPut()
    {
        m_designer->resize(1200, 700);
        m_designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
        auto *bar = m_designer->findChild<QToolBar *>("designerToolBar");
        QVERIFY(bar);
        const auto places = [bar] {
            QList<QRect> r;
            for (QToolButton *b : bar->findChildren<QToolButton *>()) {
                if (b->isVisible())
                    r << b->geometry();
            }
            return r;
        };
        finishDeferredWork();
        const QList<QRect> before = places();
        QVERIFY(before.size() >= 4);
        CostTableModel *m = m_designer->tableModel(0);
        QVERIFY(m->setData(m->index(1, 0), "7", Qt::EditRole));
        finishDeferredWork();
        QCOMPARE(places(), before);
        // What would be undone is still said, in the tool tip.
        QAction *undo = bar->actions().first();
        const QString said = shownAsText(undo->toolTip()).text;
        QVERIFY2(said.startsWith("Undo Set "), qPrintable(said));
    }

    // Edge features have no fill pattern: no empty Pattern column; a width the file leaves out
    // is 1 (the loader's default), shown as 1.
    void edgeFeatureColumnsAreFilled()
    {
        RulesetListModel *edges = m_designer->listModel("edgeFeatures");
        QVERIFY(edges);
        int width = -1;
        for (int c = 0; c < edges->columnCount(); ++c) {
            const QString header = edges->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            QVERIFY2(header != "Pattern", "an edge feature has no pattern");
            if (header == "Width")
                width = c;
        }
        QVERIFY(width >= 0);
        for (int row = 0; row < edges->rowCount(); ++row)
            QVERIFY2(!edges->index(row, width).data().toString().isEmpty(),
                     qPrintable(QString("row %1").arg(row)));
        // Terrains: a solid one says so.
        RulesetListModel *terrains = m_designer->listModel("terrains");
        for (int c = 0; c < terrains->columnCount(); ++c) {
            if (terrains->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == "Pattern") {
                for (int row = 0; row < terrains->rowCount(); ++row)
                    QVERIFY(!terrains->index(row, c).data().toString().isEmpty());
            }
        }
    }

    // An allowance without a bonus says nothing under "Bonus when every step" (it said
    // "always"). By hand from pbm-strategic.json: no allowance has a "bonus" key, so every row
    // has no bonus and an empty cell.
    void noBonusSaysNothing()
    {
        RulesetListModel *allowances = m_designer->listModel("allowances");
        int bonus = -1, when = -1;
        for (int c = 0; c < allowances->columnCount(); ++c) {
            const QString h = allowances->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
            if (h == "Bonus")
                bonus = c;
            if (h == "Bonus when every step")
                when = c;
        }
        QVERIFY(bonus >= 0 && when >= 0);
        int without = 0;
        for (int row = 0; row < allowances->rowCount(); ++row) {
            if (!allowances->index(row, bonus).data().toString().isEmpty()
                && allowances->index(row, bonus).data().toString() != "0")
                continue;
            ++without;
            QCOMPARE(allowances->index(row, when).data().toString(), QString());
        }
        QVERIFY(without > 0);
    }

    // An allowance's "When" is read from the unit's options only: its form offers no step tests
    // (entering terrain, a hex-side crossed, climbing…); its bonus condition tests every step and
    // keeps them.
    void allowanceConditionOffersUnitTestsOnly()
    {
        auto *page = m_designer->findChild<ListFormsPage *>("allowancesPage");
        QVERIFY(page);
        RulesetListModel *allowances = m_designer->listModel("allowances");
        const auto kindsOfFormAt = [&](const QString &header) {
            int column = -1;
            for (int c = 0; c < allowances->columnCount(); ++c) {
                if (allowances->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString() == header)
                    column = c;
            }
            QStringList kinds;
            if (column < 0)
                return QStringList{"no column " + header};
            page->view()->edit(allowances->index(0, column));
            auto *form = m_designer->findChild<ConditionDialog *>();
            if (!form)
                return QStringList{"no form"};
            for (int i = 0; i < form->kindBox()->count(); ++i)
                kinds << form->kindBox()->itemText(i);
            delete form;
            return kinds;
        };
        const QStringList when = kindsOfFormAt("When");
        QVERIFY2(when.contains("unit option is"), qPrintable(when.join(", ")));
        QVERIFY2(!when.contains("enters terrain") && !when.contains("hex-side crossed has")
                     && !when.contains("climbs at least"),
                 qPrintable(when.join(", ")));
        const QStringList bonus = kindsOfFormAt("Bonus when every step");
        QVERIFY2(bonus.contains("enters terrain"), qPrintable(bonus.join(", ")));
    }

    // An empty Source field shows no grey "§4.2" that reads as a real reference.
    void sourcePlaceholderIsAnExample()
    {
        SourceField field;
        QCOMPARE(field.itemEdit()->placeholderText(), QString());
    }
};

QTEST_MAIN(TestDesignerFormDetails)
#include "tst_designerformdetails.moc"
