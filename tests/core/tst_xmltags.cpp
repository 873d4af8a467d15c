// Elements with too many attributes in a Tiled file (issue 29's probe: 100,000 attributes on
// <map>, a 1.3 MB file, kept Qt's XML reader busy for 20 s) are refused before Qt reads them,
// naming the line; '=' inside quoted values, comments, CDATA and processing instructions does
// not count.
#include "io/tiledtmx.h"
#include "io/xmltags.h"

#include <QTest>

using namespace hexstride;

namespace {
/// An element `<e a0="0" a1="1" …/>` of `n` attributes.
QByteArray element(int n)
{
    QByteArray e("<e");
    for (int i = 0; i < n; ++i)
        e += " a" + QByteArray::number(i) + "=\"" + QByteArray::number(i) + '"';
    return e + "/>";
}
} // namespace

class TestXmlTags : public QObject
{
    Q_OBJECT
private slots:
    void theFirstCrowdedElementsLine()
    {
        // Line 1 the declaration, line 2 <map>, line 3 a comment, line 4 the crowded element.
        const QByteArray xml = "<?xml version=\"1.0\"?>\n<map a=\"1\">\n<!-- x=1 y=2 -->\n"
                               + element(4) + "\n</map>\n";
        QCOMPARE(xmltags::firstCrowdedElement(xml, 3), 4);
        QCOMPARE(xmltags::firstCrowdedElement(xml, 4), 0);
    }

    void equalsSignsInValuesCommentsAndCdataDoNotCount()
    {
        const QByteArray xml = "<?xml a=b c=d e=f?>\n<map v=\"a=b=c\" w='x=y'>\n<!-- a=1 b=2 c=3 "
                               "-->\n<![CDATA[ a=1 b=2 c=3 ]]>\n</map>";
        QCOMPARE(xmltags::firstCrowdedElement(xml, 2), 0);
        QCOMPARE(xmltags::firstCrowdedElement(xml, 1), 2);
    }

    void aMultiLineTagIsNamedByTheLineItStarts()
    {
        const QByteArray xml = "<a>\n<b x=\"1\"\n y=\"2\"\n z=\"3\"/>\n</a>";
        QCOMPARE(xmltags::firstCrowdedElement(xml, 2), 2);
    }

    void aTiledMapOfTooManyAttributesIsRefused()
    {
        QByteArray map = element(xmltags::kMaxAttributes + 1);
        map.replace("<e", "<map orientation=\"hexagonal\"");
        tiled::Map out;
        QString error;
        QVERIFY(!tiled::readTmx(map, QString(), out, error));
        QCOMPARE(error, QStringLiteral("line 1: an element with more than 1000 attributes"));
        // At the cap the map is read on (and refused for what it lacks, not its attributes).
        map = element(xmltags::kMaxAttributes - 1);
        map.replace("<e", "<map orientation=\"hexagonal\"");
        QVERIFY(!tiled::readTmx(map, QString(), out, error));
        QVERIFY2(!error.contains(QLatin1String("attributes")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestXmlTags)
#include "tst_xmltags.moc"
