// The man pages' roff text: what escape() makes of any option text, and that DescribedParser
// keeps what a parser holds (hidden options too) while parsing as Qt's parser does.
#include "text/describedparser.h"
#include "text/roff.h"

#include <QTest>

using namespace hexstride;

class TestRoff : public QObject
{
    Q_OBJECT
private slots:
    void escape_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("roff");
        QTest::newRow("plain") << "Print JSON."
                               << "Print JSON.";
        QTest::newRow("minus") << "--set-from"
                               << "\\-\\-set\\-from";
        QTest::newRow("backslash") << "C:\\maps"
                                   << "C:\\emaps";
        QTest::newRow("leading dot") << ".hexmap files"
                                     << "\\&.hexmap files";
        QTest::newRow("leading quote") << "'quoted'"
                                       << "\\&'quoted'";
        QTest::newRow("dot after a line break is joined") << "A map\n.json too"
                                                          << "A map .json too";
        QTest::newRow("blank lines and tabs") << "  two\t\twords \n"
                                              << "two words";
        QTest::newRow("named characters")
            << QString::fromUtf8("a — b → c × d …") << "a \\(em b \\(-> c \\(mu d ...";
        QTest::newRow("other non-ASCII") << QString::fromUtf8("гекс")
                                         << "\\[u0433]\\[u0435]"
                                            "\\[u043A]\\[u0441]";
        QTest::newRow("outside the BMP") << QString::fromUtf8("\xF0\x9F\x97\xBA") << "\\[u1F5FA]";
    }
    void escape()
    {
        QFETCH(QString, text);
        QFETCH(QString, roff);
        QCOMPARE(roff::escape(text), roff);
    }

    void optionItemsLeaveHiddenOptionsOut()
    {
        DescribedParser parser;
        parser.addHelpOption();
        parser.addOption({QStringLiteral("width"), QStringLiteral("Width."), QStringLiteral("PX")});
        QCommandLineOption hidden(QStringLiteral("guide-tour"), QString(), QStringLiteral("dir"));
        hidden.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(hidden);
        parser.addPositionalArgument(QStringLiteral("MAP"), QStringLiteral("The map."),
                                     QStringLiteral("[MAP]"));
        const CommandLineDescription &d = parser.described();
        QCOMPARE(d.options.size(), 3);
        QCOMPARE(d.arguments.size(), 1);
        QCOMPARE(d.arguments[0].syntax, QStringLiteral("[MAP]"));
        const QString items = roff::optionItems(d.options);
        QVERIFY(items.contains(QStringLiteral("\\fB\\-h\\fR, \\fB\\-\\-help\\fR")));
        QVERIFY(items.contains(QStringLiteral(".TP\n\\fB\\-\\-width\\fR \\fIPX\\fR\nWidth.\n")));
        QVERIFY(!items.contains(QStringLiteral("guide")));
        // It still parses as a QCommandLineParser.
        QVERIFY(parser.parse({QStringLiteral("prog"), QStringLiteral("--width"),
                              QStringLiteral("300"), QStringLiteral("a.hexmap")}));
        QCOMPARE(parser.value(QStringLiteral("width")), QStringLiteral("300"));
        QCOMPARE(parser.positionalArguments(), QStringList{QStringLiteral("a.hexmap")});
    }

    void headerHasNoDate()
    {
        const QString header = roff::header(QStringLiteral("hexstride-cli"),
                                            QStringLiteral("0.1.0"), QStringLiteral("a tool"));
        QCOMPARE(header,
                 QStringLiteral(".TH \"HEXSTRIDE\\-CLI\" \"1\" \"\" \"Hexstride 0.1.0\" "
                                "\"User Commands\"\n.SH NAME\nhexstride\\-cli \\- a tool\n"));
    }
};

QTEST_GUILESS_MAIN(TestRoff)
#include "tst_roff.moc"
