#pragma once

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>

namespace hexstride {

/// Builds one value's text as QJsonDocument::toJson(QJsonDocument::Indented) writes it,
/// `depth` levels deep, straight from the caller's data: no QJsonObject is made (making one per
/// unit and step took most of the time of a big turn's JSON, issue 29 §3). Containers are
/// opened and closed by the caller; an object's members come in the order a QJsonObject keeps
/// them (sorted by key), each key() followed by its value.
class JsonText
{
public:
    /// `numbers`: Qt's text of each double written so far (a turn's costs repeat), shared.
    JsonText(QString &out, qsizetype depth, QHash<double, QString> *numbers);

    JsonText &key(QLatin1StringView key);
    JsonText &beginObject();
    JsonText &beginArray();
    JsonText &end(); ///< closes the container open now
    JsonText &string(const QString &s);
    JsonText &integer(qint64 n);
    JsonText &number(double d); ///< as a QJsonValue holding the double
    JsonText &boolean(bool b);
    JsonText &null();
    JsonText &value(const QJsonValue &v);

    /// Appends `value` as Qt writes it `depth` levels deep.
    static void appendValue(QString &out, const QJsonValue &value, qsizetype depth,
                            QHash<double, QString> *numbers);
    /// Appends the string `s` with its quotes and escapes as Qt writes it.
    static void appendString(QString &out, const QString &s);

private:
    /// Before a value: in an array, the separator and the indent of an element.
    void startValue();

    QString &m_out;
    qsizetype m_depth;
    QHash<double, QString> *m_numbers;
    QList<int> m_counts;  ///< per open container, outermost first: items written
    QList<bool> m_arrays; ///< per open container: an array (else an object)
};

/// Writes indented JSON a member or an element at a time, byte for byte as
/// QJsonDocument::toJson(QJsonDocument::Indented) writes the whole document, so that a
/// document too large to hold twice (the resolution of a 100,000-unit turn) is never held
/// whole. The caller gives an object's members in the order a QJsonObject keeps them: sorted
/// by key. Each piece of text goes to `sink`.
class JsonStreamWriter
{
public:
    using Sink = std::function<void(const QString &)>;
    explicit JsonStreamWriter(Sink sink);

    /// The document's top-level object.
    void beginDocument();
    /// Ends it with "}\n", as QJsonDocument does.
    void endDocument();

    /// A whole member of the object open now.
    void member(const QString &key, const QJsonValue &value);
    /// An array member whose elements follow, one element() each, until endArray().
    void beginArray(const QString &key);
    void element(const QJsonValue &value);
    /// An element whose text `write` builds (JsonText at the element's depth).
    void element(const std::function<void(JsonText &)> &write);
    void endArray();

private:
    /// Before an item of the container open now: the separator and the indent.
    void startItem();
    /// `value` as it is written at the current depth.
    QString valueText(const QJsonValue &value) const;

    Sink m_sink;
    mutable QHash<double, QString> m_numberTexts; ///< Qt's text of each double written
    QList<int> m_itemCounts;                      ///< per open container, outermost first
};

} // namespace hexstride
