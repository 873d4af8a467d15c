#pragma once

// What the designer's GUI tests share: the designer opened on a small map of a bundled ruleset,
// and the driving of its modal forms (which run exec()) as a designer would.
#include "../../core/support/rulesettestutil.h"
#include "designer/costtabledesigner.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace hexstride::testing {

using testutil::bundled;

/// Runs `fill` on the next modal dialog of type D once it is shown (dialogs run exec()).
template<typename D>
void whenShown(std::function<void(D *)> fill)
{
    auto *timer = new QTimer;
    timer->setInterval(5);
    QObject::connect(timer, &QTimer::timeout, [timer, fill] {
        if (auto *d = qobject_cast<D *>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            fill(d);
        }
    });
    timer->start();
}

inline QPushButton *okButton(QDialog *d)
{
    return d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

/// Presses a form's OK; fails the test with the form's problem when OK is disabled.
inline void pressOk(QDialog *d)
{
    QPushButton *ok = okButton(d);
    const auto *problem = d->findChild<QLabel *>(QStringLiteral("formProblem"));
    QVERIFY2(ok->isEnabled(), problem ? qPrintable(problem->text()) : "OK is disabled");
    ok->click();
}

/// The fixture of the designer's GUI tests: a designer on a document of a bundled ruleset.
/// Call isolateSettings(m_dir) in initTestCase, openDesigner in init, closeDesigner in cleanup.
class DesignerFixture : public QObject
{
protected:
    /// Shows a new 6×5 map of bundled ruleset `id`, all `fill` terrain (its first when empty),
    /// in the designer (made on first use); `prepare` may add to the map before it opens.
    void openDesigner(const QString &id, QString fill = {},
                      const std::function<void(HexMap &)> &prepare = {})
    {
        const auto r = bundled(id);
        if (fill.isEmpty())
            fill = r->vocabulary.terrains.first().id;
        HexMap map = testutil::mapFor(*r, 6, 5, fill);
        if (prepare)
            prepare(map);
        auto doc = std::make_unique<MapDocument>(map);
        doc->setRuleset(r);
        if (!m_designer)
            m_designer = std::make_unique<CostTableDesigner>(m_library);
        m_designer->setDocument(doc.get());
        // The designer lets go of the old document before it is deleted.
        m_doc = std::move(doc);
    }
    void closeDesigner()
    {
        m_designer.reset();
        m_doc.reset();
    }

    QTemporaryDir m_dir;
    RulesetLibrary m_library;
    std::unique_ptr<MapDocument> m_doc;
    std::unique_ptr<CostTableDesigner> m_designer;
};

} // namespace hexstride::testing
