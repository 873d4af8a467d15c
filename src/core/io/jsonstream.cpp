#include "jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <algorithm>
#include <charconv>

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

void JsonStreamWriter::element(const std::function<void(JsonText &)> &write)
{
    startItem();
    QString text;
    text.reserve(4096); // a turn's unit: a few kilobytes
    JsonText json(text, m_itemCounts.size(), &m_numberTexts);
    write(json);
    m_sink(text);
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
/// Without an early exit, so that the loop over a turn's short names and sentences vectorises.
bool writtenAsIs(QStringView s)
{
    const char16_t *p = s.utf16();
    const qsizetype n = s.size();
    bool special = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = p[i];
        special |= (u < 0x20) | (u >= 0x7f) | (u == u'"') | (u == u'\\');
    }
    return !special;
}

void appendIndent(QString &out, qsizetype depth)
{
    static const QString spaces(256, QLatin1Char(' ')); // 64 levels: no string made per item
    const qsizetype n = 4 * depth;
    if (n <= spaces.size())
        out.append(QStringView(spaces).first(n));
    else
        out.append(QString(n, QLatin1Char(' ')));
}

/// A double as Qt writes it: an integer as one, else its shortest form; the text is Qt's own,
/// remembered (a turn's costs are a few values written many times).
void appendDouble(QString &out, double d, QHash<double, QString> *numbers)
{
    const QJsonValue value(d);
    if (d == 0 || !numbers) { // 0 and -0 are one key of the cache but two texts
        out += qtScalarText(value);
        return;
    }
    auto known = numbers->constFind(d);
    if (known == numbers->cend())
        known = numbers->insert(d, qtScalarText(value));
    out += *known;
}
} // namespace

void JsonText::appendString(QString &out, const QString &s)
{
    if (writtenAsIs(s)) {
        out += QLatin1Char('"');
        out += s;
        out += QLatin1Char('"');
    } else {
        out += qtScalarText(s); // escapes and non-ASCII text exactly as Qt writes them
    }
}

void JsonText::appendValue(QString &out, const QJsonValue &value, qsizetype depth,
                           QHash<double, QString> *numbers)
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
            appendIndent(out, depth + 1);
            each(it);
        }
        if (!first)
            out += QLatin1Char('\n');
        appendIndent(out, depth);
        out += close;
    };
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = value.toObject();
        items(o, QLatin1Char('{'), QLatin1Char('}'), [&](const QJsonObject::const_iterator &it) {
            appendString(out, it.key());
            out += QStringLiteral(": ");
            appendValue(out, it.value(), depth + 1, numbers);
        });
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray a = value.toArray();
        items(a, QLatin1Char('['), QLatin1Char(']'), [&](const QJsonArray::const_iterator &it) {
            appendValue(out, *it, depth + 1, numbers);
        });
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
        const QVariant v = value.toVariant();
        if (v.typeId() == QMetaType::LongLong)
            out += QString::number(v.toLongLong());
        else
            appendDouble(out, value.toDouble(), numbers);
        break;
    }
    default:
        out += qtScalarText(value);
        break;
    }
}

JsonText::JsonText(QString &out, qsizetype depth, QHash<double, QString> *numbers)
    : m_out(out)
    , m_depth(depth)
    , m_numbers(numbers)
{}

void JsonText::startValue()
{
    if (m_arrays.isEmpty() || !m_arrays.last())
        return; // the document's value, or a member's after its key
    int &count = m_counts.last();
    if (count > 0)
        m_out += QStringLiteral(",\n");
    appendIndent(m_out, m_depth + m_counts.size());
    ++count;
}

JsonText &JsonText::key(QLatin1StringView key)
{
    int &count = m_counts.last();
    if (count > 0)
        m_out += QStringLiteral(",\n");
    appendIndent(m_out, m_depth + m_counts.size());
    ++count;
    m_out += QLatin1Char('"');
    m_out += key;
    m_out += QStringLiteral("\": ");
    return *this;
}

JsonText &JsonText::beginObject()
{
    startValue();
    m_out += QStringLiteral("{\n");
    m_counts << 0;
    m_arrays << false;
    return *this;
}

JsonText &JsonText::beginArray()
{
    startValue();
    m_out += QStringLiteral("[\n");
    m_counts << 0;
    m_arrays << true;
    return *this;
}

JsonText &JsonText::end()
{
    const bool array = m_arrays.takeLast();
    if (m_counts.takeLast() > 0)
        m_out += QLatin1Char('\n');
    appendIndent(m_out, m_depth + m_counts.size());
    m_out += array ? QLatin1Char(']') : QLatin1Char('}');
    return *this;
}

JsonText &JsonText::string(const QString &s)
{
    startValue();
    appendString(m_out, s);
    return *this;
}

JsonText &JsonText::integer(qint64 n)
{
    startValue();
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    m_out.append(QLatin1StringView(digits, end - digits));
    return *this;
}

JsonText &JsonText::number(double d)
{
    startValue();
    appendDouble(m_out, d, m_numbers);
    return *this;
}

JsonText &JsonText::boolean(bool b)
{
    startValue();
    m_out += b ? QStringLiteral("true") : QStringLiteral("false");
    return *this;
}

JsonText &JsonText::null()
{
    startValue();
    m_out += QStringLiteral("null");
    return *this;
}

JsonText &JsonText::value(const QJsonValue &v)
{
    startValue();
    appendValue(m_out, v, m_depth + m_counts.size(), m_numbers);
    return *this;
}

QString JsonStreamWriter::valueText(const QJsonValue &value) const
{
    QString text;
    JsonText::appendValue(text, value, m_itemCounts.size(), &m_numberTexts);
    return text;
}

} // namespace hexstride
