#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>

namespace hexstride {

/// What a JSON value is, for messages: "null", "a boolean", "a number", "a string", "an array",
/// "an object" (translated).
QString jsonTypeName(const QJsonValue &v);
/// "VALUE is out of range LO..HI" (translated): a number beyond what a field may hold, said the
/// same way by every reader (the map's "units[0].figures: -11 is out of range 0..100000000").
QString outOfRangeText(double value, qint64 lo, qint64 hi);

/// Typed access to the fields of a JSON document that remembers the first fault as
/// "<json path>: <reason>" (translated). Every getter returns nothing once a fault is recorded,
/// so readers can chain calls and test ok() at the points that matter.
class JsonFields
{
public:
    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    /// Records a fault at path (the first one wins); always returns false.
    bool fail(const QString &path, const QString &reason);

    /// Fails on the first key of o not in `known` ("units[2].colour: unknown key"): a key the
    /// reader skipped would be lost without a word the next time the map is saved.
    bool onlyKeys(const QJsonObject &o, const QString &path,
                  std::initializer_list<const char *> known);

    static QString join(const QString &path, const QString &key);
    static QString index(const QString &path, qsizetype i);

    std::optional<QJsonObject> object(const QJsonObject &o, const QString &path,
                                      const QString &key);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &path, const QString &key,
                                    bool optional = false);
    std::optional<QString> string(const QJsonObject &o, const QString &path, const QString &key,
                                  bool optional = false);
    /// An integer in [lo, hi]; rejects fractions, strings and out-of-range values.
    std::optional<int> integer(const QJsonObject &o, const QString &path, const QString &key,
                               int lo, int hi);
    std::optional<QStringList> stringList(const QJsonObject &o, const QString &path,
                                          const QString &key);
    /// An object whose values are all strings (a unit profile).
    std::optional<QJsonObject> stringMap(const QJsonObject &o, const QString &path,
                                         const QString &key);

private:
    QString m_error;
};

} // namespace hexstride
