// Edit ▸ Find's search: labels and units by name, prefix matches first (issue 18 §4).
#include "map/mapsearch.h"

#include <QTest>

using namespace hexstride;

namespace {
HexMap mapWithNames()
{
    HexMap m(MapShape{10, 10, {}, LabelScheme::Numeric}, "t", IdTable({"plains"}), {}, {}, 0);
    m.labels().append({{1, 1}, QStringLiteral("Greywell")});
    m.labels().append({{2, 2}, QStringLiteral("Old Greyford")});
    m.labels().append({{3, 3}, QStringLiteral("Mínas Tirith")});
    m.units().append({QStringLiteral("Grey Host"), {}, {4, 4}, {}, 1200});
    m.units().append({QStringLiteral("Ёжиков полк"), {}, {5, 5}, {}, 300});
    return m;
}
QStringList names(const std::vector<FoundObject> &found)
{
    QStringList out;
    for (const FoundObject &f : found)
        out << f.name;
    return out;
}
} // namespace

class TestMapSearch : public QObject
{
    Q_OBJECT
private slots:
    void finds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("prefix first, labels before units")
            << "grey" << QStringList{"Greywell", "Grey Host", "Old Greyford"};
        QTest::newRow("spaces and case") << "  OLD grey " << QStringList{"Old Greyford"};
        QTest::newRow("accents") << "minas" << QStringList{"Mínas Tirith"};
        QTest::newRow("russian ё") << "ежиков" << QStringList{"Ёжиков полк"};
        QTest::newRow("nothing") << "Rivendell" << QStringList{};
        QTest::newRow("empty") << "  " << QStringList{};
    }
    void finds()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QCOMPARE(names(findByName(mapWithNames(), text)), expected);
    }

    void resultsCarryKindIndexAndHex()
    {
        const auto found = findByName(mapWithNames(), "host");
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].kind, FoundObject::Unit);
        QCOMPARE(found[0].index, 0);
        QCOMPARE(found[0].hex, Hex({4, 4}));
    }
};

QTEST_GUILESS_MAIN(TestMapSearch)
#include "tst_mapsearch.moc"
