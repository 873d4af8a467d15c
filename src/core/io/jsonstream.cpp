#include "jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hexstride {

namespace {
QString indent(qsizetype depth)
{
    return QString(4 * depth, QLatin1Char(' '));
}
} // namespace

JsonStreamWriter::JsonStreamWriter(Sink sink)
    : m_sink(std::move(sink))
{}

void JsonStreamWriter::beginDocument()
{
    m_sink(QStringLiteral("{\n"));
    m_itemCounts = {0};
}

void JsonStreamWriter::endDocument()
{
    m_sink(m_itemCounts.value(0) > 0 ? QStringLiteral("\n}\n") : QStringLiteral("}\n"));
    m_itemCounts.clear();
}

void JsonStreamWriter::startItem()
{
    int &count = m_itemCounts.last();
    m_sink((count > 0 ? QStringLiteral(",\n") : QString()) + indent(m_itemCounts.size()));
    ++count;
}

void JsonStreamWriter::member(const QString &key, const QJsonValue &value)
{
    startItem();
    m_sink(valueText(key) + QStringLiteral(": ") + valueText(value));
}

void JsonStreamWriter::beginArray(const QString &key)
{
    startItem();
    m_sink(valueText(key) + QStringLiteral(": [\n"));
    m_itemCounts << 0;
}

void JsonStreamWriter::element(const QJsonValue &value)
{
    startItem();
    m_sink(valueText(value));
}

void JsonStreamWriter::endArray()
{
    const int count = m_itemCounts.takeLast();
    m_sink((count > 0 ? QStringLiteral("\n") : QString()) + indent(m_itemCounts.size())
           + QLatin1Char(']'));
}

QString JsonStreamWriter::valueText(const QJsonValue &value) const
{
    if (!value.isObject() && !value.isArray()) {
        // A scalar as QJsonDocument writes it: inside a one-element array, brackets cut off.
        const QByteArray a = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(a.mid(1, a.size() - 2));
    }
    QByteArray whole = value.isObject()
                           ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)
                           : QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    whole.chop(1); // the document's final line break
    // Its lines after the first sit as deep as the container it is written in.
    return QString::fromUtf8(whole).replace(QLatin1Char('\n'),
                                            QLatin1Char('\n') + indent(m_itemCounts.size()));
}

} // namespace hexstride
