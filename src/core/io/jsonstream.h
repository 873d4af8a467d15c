#pragma once

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <functional>

namespace hexstride {

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
    void endArray();

private:
    /// Before an item of the container open now: the separator and the indent.
    void startItem();
    /// `value` as it is written at the current depth.
    QString valueText(const QJsonValue &value) const;
    /// Appends `value` as Qt writes it `depth` levels deep (without the round trip through
    /// QJsonDocument's UTF-8 text that took most of the time of a big turn's JSON).
    void appendValue(QString &out, const QJsonValue &value, qsizetype depth) const;

    Sink m_sink;
    mutable QHash<double, QString> m_numberTexts; ///< Qt's text of each double written
    QList<int> m_itemCounts;                      ///< per open container, outermost first
};

} // namespace hexstride
