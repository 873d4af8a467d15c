// Nothing a map says can act (issue 29): a path a file names (a background image, a ruleset
// file, a Tiled tileset or tileset picture) that is a FIFO, a device or a socket is refused at
// once, naming the path and the field; a label longer than the cap is an error naming its hex;
// a copy of a map written into another folder names the same background and ruleset files.
#include "io/customruleset.h"
#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/safefile.h"
#include "io/tiledfile.h"
#include "map/labellimit.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "../shared/hostilepaths.h"

#include <chrono>
#include <fcntl.h>
#include <future>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <thread>
#include <unistd.h>

using namespace hexstride;
using namespace hexstride::testing;

namespace {

/// A reader that waits on a FIFO is let go (the FIFO opened for writing, then closed) so that
/// a failing test ends instead of hanging.
void releaseFifo(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISFIFO(st.st_mode))
        return;
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0)
        ::close(fd);
}

/// Runs f in a thread of its own and waits at most 10 s for it: the value, or nothing when it
/// did not return in time (then `hostile` is released, so that the thread ends).
template<typename F>
auto bounded(F f, const QString &hostile) -> std::optional<decltype(f())>
{
    auto task = std::make_shared<std::packaged_task<decltype(f())()>>(std::move(f));
    auto result = task->get_future();
    std::thread([task] { (*task)(); }).detach();
    if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
        releaseFifo(hostile);
        return std::nullopt;
    }
    return result.get();
}

void addKinds()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("fifo") << int(Kind::Fifo);
    QTest::newRow("/dev/zero") << int(Kind::Device);
    QTest::newRow("socket") << int(Kind::Socket);
}

HexMap smallMap()
{
    return HexMap(MapShape{3, 2, {}, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
                  IdTable(QStringList{"plains"}), IdTable(QStringList{}), IdTable(QStringList{}));
}

bool writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace

class TestNamedFiles : public QObject
{
    Q_OBJECT
private slots:
    // The map's background image is only named, never read, by the map reader: a path that is
    // no regular file is a warning naming the field and the path, as a missing one is.
    void backgroundPathIsNotARegularFile_data() { addKinds(); }
    void backgroundPathIsNotARegularFile()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        HexMap map = smallMap();
        map.setBackground(MapBackground{hostile, {}, 0.5, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const auto r = bounded([&] { return loadMapFile(path); }, hostile);
        QVERIFY2(r, "loadMapFile did not return within 10 s");
        QVERIFY2(r->map, qPrintable(r->error));
        QCOMPARE(r->warnings.size(), 1);
        QCOMPARE(r->warnings.first(),
                 path + ": background.path: " + hostile
                     + ": is not a regular file (a device, pipe or socket); the image is not "
                       "read");
    }

    // Opening a FIFO for reading waited for a writer (the command line hung); /dev/zero was
    // read up to the ruleset cap; a socket failed to open with the system's words.
    void rulesetPathIsNotARegularFile_data() { addKinds(); }
    void rulesetPathIsNotARegularFile()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString mapPath = dir.filePath("map.hexmap");
        const auto r = bounded(
            [&] {
                return resolveCustomRuleset(MapRulesetRef{{}, hostile}, mapPath);
            },
            hostile);
        QVERIFY2(r, "resolveCustomRuleset did not return within 10 s");
        QVERIFY(!r->ruleset);
        QCOMPARE(r->error, mapPath + ": customRuleset.path: " + hostile
                               + ": is not a regular file (a device, pipe or socket)");
    }

    // Probe 9, finding 28: the kernel's files under /proc and /sys pass for regular files; a
    // map naming one (or a link to one) is refused by where it is, never opened.
    void systemFilesAreRefused_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("throughLink");
        QTest::newRow("/proc/self/environ") << "/proc/self/environ" << false;
        QTest::newRow("/proc/self/status") << "/proc/self/status" << false;
        QTest::newRow("/sys file") << "/sys/kernel/mm/transparent_hugepage/enabled" << false;
        QTest::newRow("link to /proc/self/environ") << "/proc/self/environ" << true;
    }
    void systemFilesAreRefused()
    {
        QFETCH(QString, target);
        QFETCH(bool, throughLink);
        if (!QFileInfo(target).isFile())
            QSKIP("not a file on this system");
        QTemporaryDir dir;
        QString named = target;
        if (throughLink) {
            named = dir.filePath("environ.png");
            QVERIFY(QFile::link(target, named));
        }
        QCOMPARE(safefile::notRegularFileProblem(named),
                 named + ": is a system file (under /proc, /sys or /dev), not a file to read");
        HexMap map = smallMap();
        map.setBackground(MapBackground{named, {}, 0.5, true});
        const QString path = dir.filePath("map.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.warnings,
                 QStringList{path + ": background.path: " + named
                             + ": is a system file (under /proc, /sys or /dev), not a file to "
                               "read; the image is not read"});
        const auto ruleset = resolveCustomRuleset(MapRulesetRef{{}, named}, path);
        QVERIFY(!ruleset.ruleset);
        QCOMPARE(ruleset.error, path + ": customRuleset.path: " + named
                                    + ": is a system file (under /proc, /sys or /dev), not a "
                                      "file to read");
        // An ordinary file is still read.
        QCOMPARE(safefile::notRegularFileProblem(path), QString());
    }

    // A Tiled map's external tileset file is needed to read the map: an error.
    void tiledTilesetFileIsNotARegularFile_data() { addKinds(); }
    void tiledTilesetFileIsNotARegularFile()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString path = dir.filePath("map.tmx");
        QVERIFY(writeText(path, tmx({}, hostile)));
        const auto r = bounded([&] { return loadTiledMap(path); }, hostile);
        QVERIFY2(r, "loadTiledMap did not return within 10 s");
        QVERIFY(!r->map);
        QVERIFY2(r->error.startsWith(path + ": ") && r->error.contains("tileset " + hostile)
                     && r->error.endsWith(hostile
                                          + ": is not a regular file (a device, pipe or socket)"),
                 qPrintable(r->error));
    }

    // The tileset picture only gives the "tile N" terrains their colours: a warning.
    void tiledTilesetImageIsNotARegularFile_data() { addKinds(); }
    void tiledTilesetImageIsNotARegularFile()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const QString path = dir.filePath("map.tmx");
        QVERIFY(writeText(path, tmx(hostile)));
        const auto r = bounded([&] { return loadTiledMap(path); }, hostile);
        QVERIFY2(r, "loadTiledMap did not return within 10 s");
        QVERIFY2(r->map, qPrintable(r->error));
        QCOMPARE(r->tileTerrains.size(), 2); // tiles 1 and 2, both from the picture
        QVERIFY2(r->warnings.contains(path + ": tileset image: " + hostile
                                      + ": is not a regular file (a device, pipe or socket); "
                                        "its tiles' colours are not read"),
                 qPrintable(r->warnings.join('\n')));
    }

    // The bounded reader itself: a path a file named is refused before it is opened.
    void namedPathsAreRefusedByTheReader_data() { addKinds(); }
    void namedPathsAreRefusedByTheReader()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const QString hostile = hostilePath(dir, Kind(kind));
        const auto r = bounded(
            [&] {
                QByteArray bytes;
                QString error;
                safefile::readFileBounded(hostile, 1024, bytes, error, safefile::NamedBy::File);
                return error;
            },
            hostile);
        QVERIFY2(r, "readFileBounded did not return within 10 s");
        QCOMPARE(*r, hostile + ": is not a regular file (a device, pipe or socket)");
    }

    // 256 characters load; 257 are an error naming the label and its hex (in the map's scheme).
    // probe15 P20: customRuleset.path ":/rulesets/pbm-strategic.json" read the program's own
    // bundled ruleset, silently, in place of a file. A path a file names is never a resource.
    void resourcePathsAreNoFiles()
    {
        const QString resource = ":/rulesets/pbm-strategic.json";
        QVERIFY(QFileInfo::exists(resource)); // what was read before
        const QString notAFile = resource
                                 + ": names the program's own resources (a path starting with "
                                   "\":\"), not a file";
        QTemporaryDir dir;
        const QString path = dir.filePath("map.json");
        const auto ruleset = resolveCustomRuleset(MapRulesetRef{{}, resource}, path);
        QVERIFY(!ruleset.ruleset);
        QCOMPARE(ruleset.error, path + ": customRuleset.path: " + notAFile);
        HexMap map = smallMap();
        map.setBackground(MapBackground{resource, {}, 0.5, true});
        QCOMPARE(backgroundPathWarnings(map, path),
                 QStringList{path + ": background.path: " + notAFile + "; the image is not read"});
        // Tilesets (and every path a file names) are read through NamedBy::File.
        QByteArray bytes;
        QString error;
        QVERIFY(
            !safefile::readFileBounded(resource, 1 << 20, bytes, error, safefile::NamedBy::File));
        QCOMPARE(error, notAFile);
        // Named by the user (the app's bundled maps), a resource is still read.
        QVERIFY(safefile::readFileBounded(resource, 1 << 20, bytes, error));
    }

    void labelOverTheCapIsAnError()
    {
        QTemporaryDir dir;
        HexMap map = smallMap();
        map.labels().append(MapLabel{*map.parseLabel("0,0"), QString(256, QChar('a'))});
        const QString fits = dir.filePath("fits.hexmap");
        QCOMPARE(saveMapFile(map, fits), QString());
        const MapLoadResult ok = loadMapFile(fits);
        QVERIFY2(ok.map, qPrintable(ok.error));
        QCOMPARE(ok.map->labels().at(0).text.size(), 256);

        map.labels().append(MapLabel{*map.parseLabel("1,0"), QString(257, QChar('b'))});
        const QString over = dir.filePath("over.json");
        QCOMPARE(saveMapFile(map, over), QString());
        const MapLoadResult r = loadMapFile(over);
        QVERIFY(!r.map);
        QCOMPARE(r.error, over
                              + ": labels[1] (hex 1,0): the text has 257 characters; a label "
                                "holds at most 256");
    }

    // A Tiled map's text objects become labels: the same cap.
    void tiledLabelOverTheCapIsAnError()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("map.tmx");
        QVERIFY(
            writeText(path, tmx("tiles.png", {}, QString(300, QChar('c'))))); // no picture needed
        const MapLoadResult r = loadTiledMap(path);
        QVERIFY(!r.map);
        // The Tiled map's tile (0, 0) is hex 0,0 in the "col,row" scheme of an import.
        QVERIFY2(r.error.startsWith(path + ": labels[0] (hex ")
                     && r.error.endsWith("): the text has 300 characters; a label holds at most "
                                         "256"),
                 qPrintable(r.error));
    }

    // Map in A, its files named relatively from A; the copy goes into B, a sibling of A: the
    // copy must name them "../A/…" (worked out from the folders, not by the code).
    void referencesAreRebasedForACopyInAnotherFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath("A/scans") && QDir(dir.path()).mkpath("B"));
        HexMap map = smallMap();
        map.setBackground(MapBackground{"scans/scan.png", {}, 0.5, true});
        MapRulesetRef ruleset{{}, "rules.json"};
        rebaseMapReferences(map, ruleset, dir.filePath("A/map.hexmap"),
                            dir.filePath("B/copy.hexmap"));
        QCOMPARE(map.background().path, QString("../A/scans/scan.png"));
        QCOMPARE(ruleset.path, QString("../A/rules.json"));

        // Absolute paths and an embedded ruleset stay as they are; no background stays none.
        HexMap absolute = smallMap();
        absolute.setBackground(MapBackground{dir.filePath("A/scans/scan.png"), {}, 0.5, true});
        MapRulesetRef embedded{QJsonObject{{"id", "x"}}, {}};
        rebaseMapReferences(absolute, embedded, dir.filePath("A/map.hexmap"),
                            dir.filePath("B/copy.hexmap"));
        QCOMPARE(absolute.background().path, dir.filePath("A/scans/scan.png"));
        QCOMPARE(embedded, (MapRulesetRef{QJsonObject{{"id", "x"}}, {}}));
        HexMap none = smallMap();
        MapRulesetRef noRuleset;
        rebaseMapReferences(none, noRuleset, dir.filePath("A/map.hexmap"),
                            dir.filePath("B/copy.hexmap"));
        QVERIFY(none.background().isEmpty());
        QVERIFY(noRuleset.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestNamedFiles)
#include "tst_namedfiles.moc"
