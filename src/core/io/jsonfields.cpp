#include "jsonfields.h"

#include "text/filltext.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace hexstride {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QCoreApplication::translate("hexstride::io", "a boolean");
    case QJsonValue::Double:
        return QCoreApplication::translate("hexstride::io", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("hexstride::io", "a string");
    case QJsonValue::Array:
        return QCoreApplication::translate("hexstride::io", "an array");
    case QJsonValue::Object:
        return QCoreApplication::translate("hexstride::io", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("hexstride::io", "nothing");
}

QString outOfRangeText(double value, qint64 lo, qint64 hi)
{
    // Whole numbers written out (1000000000, not 1e+09); others as short as they read (1e+300).
    const bool whole = std::abs(value) < 1e15 && std::floor(value) == value;
    return fillText(QCoreApplication::translate("hexstride::io", "%1 is out of range %2..%3"),
                    {whole ? QString::number(qint64(value))
                           : QString::number(value, 'g', QLocale::FloatingPointShortest),
                     QString::number(lo), QString::number(hi)});
}

bool JsonFields::fail(const QString &path, const QString &reason)
{
    if (m_error.isEmpty())
        m_error = path.isEmpty() ? reason : path + QStringLiteral(": ") + reason;
    return false;
}

bool JsonFields::onlyKeys(const QJsonObject &o, const QString &path,
                          std::initializer_list<const char *> known)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (std::none_of(known.begin(), known.end(),
                         [&](const char *k) { return it.key() == QLatin1String(k); }))
            return fail(
                join(path, it.key()),
                QCoreApplication::translate(
                    "hexstride::io", "unknown key (this version of the format has no such field)"));
    }
    return ok();
}

QString JsonFields::join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString JsonFields::index(const QString &path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

std::optional<QJsonObject> JsonFields::object(const QJsonObject &o, const QString &path,
                                              const QString &key)
{
    if (!ok())
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isObject()) {
        fail(join(path, key),
             QCoreApplication::translate("hexstride::io", "expected an object, found %1")
                 .arg(jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> JsonFields::array(const QJsonObject &o, const QString &path,
                                            const QString &key, bool optional)
{
    if (!ok())
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (optional && v.isUndefined())
        return QJsonArray();
    if (!v.isArray()) {
        fail(join(path, key),
             QCoreApplication::translate("hexstride::io", "expected an array, found %1")
                 .arg(jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toArray();
}

std::optional<QString> JsonFields::string(const QJsonObject &o, const QString &path,
                                          const QString &key, bool optional)
{
    if (!ok())
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (optional && v.isUndefined())
        return QString();
    if (!v.isString()) {
        fail(join(path, key),
             QCoreApplication::translate("hexstride::io", "expected a string, found %1")
                 .arg(jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toString();
}

std::optional<int> JsonFields::integer(const QJsonObject &o, const QString &path,
                                       const QString &key, int lo, int hi)
{
    if (!ok())
        return std::nullopt;
    const QJsonValue v = o.value(key);
    if (!v.isDouble()) {
        fail(join(path, key),
             QCoreApplication::translate("hexstride::io", "expected an integer, found %1")
                 .arg(jsonTypeName(v)));
        return std::nullopt;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || std::floor(d) != d) {
        fail(join(path, key),
             QCoreApplication::translate("hexstride::io", "expected an integer, found %1").arg(d));
        return std::nullopt;
    }
    if (d < lo || d > hi) {
        fail(join(path, key), outOfRangeText(d, lo, hi));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<QStringList> JsonFields::stringList(const QJsonObject &o, const QString &path,
                                                  const QString &key)
{
    const auto arr = array(o, path, key);
    if (!arr)
        return std::nullopt;
    QStringList out;
    out.reserve(arr->size());
    for (qsizetype i = 0; i < arr->size(); ++i) {
        const QJsonValue v = arr->at(i);
        if (!v.isString()) {
            fail(index(join(path, key), i),
                 QCoreApplication::translate("hexstride::io", "expected a string, found %1")
                     .arg(jsonTypeName(v)));
            return std::nullopt;
        }
        out.append(v.toString());
    }
    return out;
}

std::optional<QJsonObject> JsonFields::stringMap(const QJsonObject &o, const QString &path,
                                                 const QString &key)
{
    if (!ok())
        return std::nullopt;
    if (o.value(key).isUndefined())
        return QJsonObject();
    const auto obj = object(o, path, key);
    if (!obj)
        return std::nullopt;
    for (auto it = obj->begin(); it != obj->end(); ++it) {
        if (!it.value().isString()) {
            fail(join(join(path, key), it.key()),
                 QCoreApplication::translate("hexstride::io", "expected a string, found %1")
                     .arg(jsonTypeName(it.value())));
            return std::nullopt;
        }
    }
    return obj;
}

} // namespace hexstride
