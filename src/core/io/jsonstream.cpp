#include "jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <algorithm>

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

namespace {
/// A scalar as QJsonDocument writes it: inside a one-element array, brackets cut off.
QString qtScalarText(const QJsonValue &value)
{
    const QByteArray a = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}

/// Whether Qt writes `s` inside its quotes as it is: printable ASCII without '"' and '\\'.
bool writtenAsIs(QStringView s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return u >= 0x20 && u < 0x7f && u != u'"' && u != u'\\';
    });
}

void appendString(QString &out, const QString &s)
{
    if (writtenAsIs(s)) {
        out += QLatin1Char('"');
        out += s;
        out += QLatin1Char('"');
    } else {
        out += qtScalarText(s); // escapes and non-ASCII text exactly as Qt writes them
    }
}
} // namespace

void JsonStreamWriter::appendValue(QString &out, const QJsonValue &value, qsizetype depth) const
{
    // Qt's indented layout: four spaces a level, ",\n" between items, an empty container as
    // an opening line and its closing bracket at the container's depth.
    const auto items = [&](auto &&container, QLatin1Char open, QLatin1Char close, auto &&each) {
        out += open;
        out += QLatin1Char('\n');
        bool first = true;
        for (auto it = container.begin(); it != container.end(); ++it) {
            if (!first)
                out += QStringLiteral(",\n");
            first = false;
            out += QString(4 * (depth + 1), QLatin1Char(' '));
            each(it);
        }
        if (!first)
            out += QLatin1Char('\n');
        out += QString(4 * depth, QLatin1Char(' '));
        out += close;
    };
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        items(o, QLatin1Char('{'), QLatin1Char('}'), [&](const QJsonObject::const_iterator &it) {
            appendString(out, it.key());
            out += QStringLiteral(": ");
            appendValue(out, it.value(), depth + 1);
        });
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray a = value.toArray();
        items(a, QLatin1Char('['), QLatin1Char(']'),
              [&](const QJsonArray::const_iterator &it) { appendValue(out, *it, depth + 1); });
        break;
    }
    case QJsonValue::String:
        appendString(out, value.toString());
        break;
    case QJsonValue::Bool:
        out += value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        break;
    case QJsonValue::Null:
        out += QStringLiteral("null");
        break;
    case QJsonValue::Double: {
        // Qt writes an integer as one and a double in its shortest form: the double's text is
        // Qt's own, remembered (a turn's costs are a few values written many times).
        const QVariant v = value.toVariant();
        if (v.typeId() == QMetaType::LongLong) {
            out += QString::number(v.toLongLong());
            break;
        }
        const double d = value.toDouble();
        if (d == 0) { // 0 and -0 are one key of the cache but two texts
            out += qtScalarText(value);
            break;
        }
        auto known = m_numberTexts.constFind(d);
        if (known == m_numberTexts.cend())
            known = m_numberTexts.insert(d, qtScalarText(value));
        out += *known;
        break;
    }
    default:
        out += qtScalarText(value);
        break;
    }
}

QString JsonStreamWriter::valueText(const QJsonValue &value) const
{
    QString text;
    appendValue(text, value, m_itemCounts.size());
    return text;
}

} // namespace hexstride
