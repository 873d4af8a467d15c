#include "jsontext.h"

#include "messagetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <cctype>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct IoText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::io)
};

/// JSON text's problems that QJsonDocument lets through, found in one pass over valid JSON.
struct TextFault
{
    qsizetype at = -1;          ///< offset of the fault, -1: none
    qsizetype firstAt = -1;     ///< a duplicate key: the offset of its first appearance
    QString key;                ///< a duplicate key, decoded
    bool loneSurrogate = false; ///< at: a \uD800–\uDFFF escape without its other half
};

/// The UTF-16 unit of the escape `\uXXXX` at `d[at]` (the backslash), or -1 when there is none.
int escapedUnit(const char *d, qsizetype n, qsizetype at)
{
    if (at + 6 > n || d[at] != '\\' || d[at + 1] != 'u')
        return -1;
    bool ok = false;
    const int unit = QByteArrayView(d + at + 2, 4).toInt(&ok, 16);
    return ok ? unit : -1;
}

/// A key's text between its quotes, escapes decoded (valid JSON: QJsonDocument parsed it).
QString decodedKey(QByteArrayView raw)
{
    if (!raw.contains('\\'))
        return QString::fromUtf8(raw);
    // The key as a JSON string of its own: Qt decodes the escapes.
    const QByteArray doc = "[\"" + raw.toByteArray() + "\"]";
    return QJsonDocument::fromJson(doc).array().at(0).toString();
}

/// The first raw control character inside a string, or the first key given twice in one
/// object (RFC 8259 says names "SHOULD be unique"; Qt keeps the last and drops the rest without
/// a word, so a second "units": [] emptied a map).
TextFault textFault(const QByteArray &text)
{
    struct Frame
    {
        bool object = false;
        bool expectKey = false;
        QList<std::pair<QByteArrayView, qsizetype>> keys; ///< raw key, its offset
        QHash<QString, qsizetype> seen; ///< decoded keys of a big object, their offsets
    };
    constexpr qsizetype kLinearKeys = 16;
    QList<Frame> stack;
    const char *d = text.constData();
    for (qsizetype i = 0, n = text.size(); i < n; ++i) {
        const auto c = static_cast<unsigned char>(d[i]);
        if (c == '{' || c == '[') {
            stack.append(Frame{c == '{', c == '{', {}, {}});
        } else if (c == '}' || c == ']') {
            if (!stack.isEmpty())
                stack.removeLast();
        } else if (c == ',') {
            if (!stack.isEmpty() && stack.last().object)
                stack.last().expectKey = true;
        } else if (c == '"') {
            const qsizetype begin = i + 1;
            bool escaped = false;
            for (++i; i < n; ++i) {
                const auto k = static_cast<unsigned char>(d[i]);
                if (k < 0x20)
                    return {i, -1, {}};
                if (escaped) {
                    escaped = false;
                    // Qt turns a lone surrogate into U+FFFD without a word: "A\ud800" and
                    // "A\udbff" became one name (probe 11, N05). Refused as invalid UTF-8 is.
                    const int unit = k == 'u' ? escapedUnit(d, n, i - 1) : -1;
                    if (unit >= 0xdc00 && unit <= 0xdfff)
                        return {i - 1, -1, {}, true};
                    if (unit >= 0xd800 && unit <= 0xdbff) {
                        const int low = escapedUnit(d, n, i + 5);
                        if (low < 0xdc00 || low > 0xdfff)
                            return {i - 1, -1, {}, true};
                        i += 10; // the pair's last hex digit
                    }
                } else if (k == '\\') {
                    escaped = true;
                } else if (k == '"') {
                    break;
                }
            }
            if (stack.isEmpty() || !stack.last().expectKey)
                continue;
            Frame &f = stack.last();
            f.expectKey = false;
            const QByteArrayView raw(d + begin, i - begin);
            // Most objects have a few keys: compared as written, decoded only where escaped.
            const bool plain = !raw.contains('\\');
            if (f.keys.size() < kLinearKeys) {
                for (const auto &[other, at] : std::as_const(f.keys)) {
                    const bool same = plain && !other.contains('\\')
                                          ? other == raw
                                          : decodedKey(other) == decodedKey(raw);
                    if (same)
                        return {begin - 1, at, decodedKey(raw)};
                }
            } else {
                if (f.seen.isEmpty()) {
                    for (const auto &[other, at] : std::as_const(f.keys))
                        f.seen.insert(decodedKey(other), at);
                }
                const QString key = decodedKey(raw);
                if (const auto it = f.seen.constFind(key); it != f.seen.cend())
                    return {begin - 1, *it, key};
                f.seen.insert(key, begin - 1);
            }
            f.keys.append({raw, begin - 1});
        }
    }
    return {};
}
} // namespace

QString lineColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column
        = static_cast<int>(
              QString::fromUtf8(text.constData() + lineStart, offset - lineStart).size())
          + 1;
    return IoText::tr("line %1, column %2").arg(line).arg(column);
}

qsizetype invalidUtf8Offset(QByteArrayView text)
{
    const auto *d = reinterpret_cast<const unsigned char *>(text.data());
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char c = d[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int more = 0;
        char32_t cp = 0;
        char32_t least = 0;
        if (c >= 0xc2 && c <= 0xdf) {
            more = 1;
            cp = c & 0x1f;
            least = 0x80;
        } else if (c >= 0xe0 && c <= 0xef) {
            more = 2;
            cp = c & 0x0f;
            least = 0x800;
        } else if (c >= 0xf0 && c <= 0xf4) {
            more = 3;
            cp = c & 0x07;
            least = 0x10000;
        } else {
            return i; // a continuation byte first, C0, C1, F5…FF
        }
        for (int k = 1; k <= more; ++k) {
            if (i + k >= n || (d[i + k] & 0xc0) != 0x80)
                return i;
            cp = (cp << 6) | (d[i + k] & 0x3f);
        }
        if (cp < least || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += more + 1;
    }
    return -1;
}

bool parseJsonText(const QByteArray &text, QJsonDocument &doc, QString &error)
{
    QJsonParseError parseError;
    doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = IoText::tr("%1: JSON syntax error: %2")
                    .arg(lineColumn(text, parseError.offset), parseError.errorString());
        return false;
    }
    if (const TextFault fault = textFault(text); fault.loneSurrogate) {
        doc = {};
        error = IoText::tr("%1: JSON syntax error: %2")
                    .arg(lineColumn(text, fault.at),
                         IoText::tr("a lone surrogate %1 (half of a UTF-16 pair without its other "
                                    "half) is no character")
                             .arg(QString::fromLatin1(text.mid(fault.at, 6))));
        return false;
    } else if (fault.at >= 0 && fault.firstAt < 0) {
        doc = {};
        error = IoText::tr("%1: JSON syntax error: %2")
                    .arg(lineColumn(text, fault.at),
                         IoText::tr("a control character (code %1) inside a string must be "
                                    "written as an escape such as \\n or \\u0000")
                             .arg(int(static_cast<unsigned char>(text[fault.at]))));
        return false;
    } else if (fault.at >= 0) {
        doc = {};
        error = IoText::tr("%1: the key \"%2\" is given twice in one object (first at %3)")
                    .arg(lineColumn(text, fault.at), quotedInput(fault.key),
                         lineColumn(text, fault.firstAt));
        return false;
    }
    return true;
}

bool isJsonScalar(const QByteArray &text)
{
    QJsonParseError parseError;
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + text + ']', &parseError);
    return parseError.error == QJsonParseError::NoError && wrapped.array().size() == 1
           && !wrapped.array().first().isArray() && !wrapped.array().first().isObject();
}

QByteArray topLevelNumberSpelling(const QByteArray &text, QByteArrayView key)
{
    const char *d = text.constData();
    const qsizetype n = text.size();
    int depth = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char ch = d[i];
        if (ch == '{' || ch == '[') {
            ++depth;
        } else if (ch == '}' || ch == ']') {
            --depth;
        } else if (ch == '"') {
            const qsizetype begin = ++i;
            while (i < n && d[i] != '"')
                i += d[i] == '\\' ? 2 : 1;
            if (depth != 1 || QByteArrayView(d + begin, std::min(i, n) - begin) != key)
                continue;
            qsizetype at = i + 1;
            while (at < n && (d[at] == ' ' || d[at] == '\t' || d[at] == '\n' || d[at] == '\r'))
                ++at;
            if (at >= n || d[at] != ':')
                continue; // a value, not a key
            ++at;
            while (at < n && (d[at] == ' ' || d[at] == '\t' || d[at] == '\n' || d[at] == '\r'))
                ++at;
            qsizetype end = at;
            while (end < n
                   && (std::isdigit(uchar(d[end])) || d[end] == '-' || d[end] == '+'
                       || d[end] == '.' || d[end] == 'e' || d[end] == 'E'))
                ++end;
            return QByteArray(d + at, end - at);
        }
    }
    return {};
}

bool isIntegerSpelling(QByteArrayView number)
{
    return !number.contains('.') && !number.contains('e') && !number.contains('E');
}

} // namespace hexstride
