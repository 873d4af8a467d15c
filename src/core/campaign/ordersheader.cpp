#include "ordersheader.h"

#include "io/messagetext.h"
#include "text/escapedcharacter.h"
#include "text/filltext.h"
#include "text/terminaltext.h"
#include "text/textlines.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace hexstride {

qsizetype campaignTextLength(QStringView text)
{
    qsizetype n = 0;
    for (qsizetype i = 0; i < text.size(); ++i, ++n) {
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
    }
    return n;
}

namespace {
struct OrdersHeaderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::campaign)
};

constexpr int kHeaderVersion = 1;
constexpr int kLargestTurn = 999999;

/// Line breaks and other control characters in a value become spaces: a header value is one line.
QString oneLine(const QString &value)
{
    QString out = value;
    for (QChar &c : out)
        if (c.category() == QChar::Other_Control)
            c = QLatin1Char(' ');
    return out.trimmed();
}

/// Whether `value` is a number as Hexstride writes one: ASCII digits, no sign, no leading zero
/// (campaign.json and rolls files refuse any other spelling too; probe 15, P21).
bool isPlainNumber(const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[1-9][0-9]{0,8}$"));
    return plain.match(value).hasMatch();
}

/// The refusal of a number written otherwise, naming the field.
QString notPlainNumber(const char *field, const QString &value)
{
    return OrdersHeaderText::tr("%1: \"%2\" is not written as a plain number (the digits 0 to 9, "
                                "without a sign or a leading zero)")
        .arg(QLatin1String(field), quotedInput(value.left(40)));
}

bool isSha256(const QString &value)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9a-fA-F]{64}$"));
    return digits.match(value).hasMatch();
}

/// Sets one known field from its value; false and a message when the value does not fit.
bool setField(OrdersHeader &h, const QString &key, const QString &value, QString *error)
{
    if (key == QLatin1String("campaign")) {
        h.campaign = value;
    } else if (key == QLatin1String("game")) {
        // Informative, but shown back (status, reports): one line of text, as a title is.
        if (value.isEmpty()) {
            *error = OrdersHeaderText::tr("game: no title (leave the line out for a game "
                                          "without one)");
            return false;
        }
        if (const qsizetype length = campaignTextLength(value); length > kMaxHeaderGame) {
            *error = OrdersHeaderText::tr("game: a title of at most %1 characters, not %2")
                         .arg(kMaxHeaderGame)
                         .arg(length);
            return false;
        }
        if (const qsizetype at = firstTerminalEscape(value); at >= 0) {
            *error = OrdersHeaderText::tr("game: \"%1\" holds %2: a title is one line of plain "
                                          "text")
                         .arg(terminalText(quotedInput(value)), escapedCharacterName(value, at));
            return false;
        }
        h.game = value;
    } else if (key == QLatin1String("player")) {
        h.player = value;
    } else if (key == QLatin1String("side")) {
        h.side = value;
    } else if (key == QLatin1String("turn")) {
        bool ok = false;
        const int turn = value.toInt(&ok);
        if (ok && turn > 0 && !isPlainNumber(value)) { // "+1", "01"
            *error = notPlainNumber("turn", value);
            return false;
        }
        if (!ok || turn < 1 || turn > kLargestTurn) {
            *error = fillText(OrdersHeaderText::tr("turn: \"%1\" is not a turn number (1 to %2)"),
                              {value.left(40), kLargestTurn});
            return false;
        }
        h.turn = turn;
    } else if (key == QLatin1String("map")) {
        if (value.size() > kMaxHeaderMapName) {
            *error = OrdersHeaderText::tr("map: a file name of at most %1 characters, not %2")
                         .arg(kMaxHeaderMapName)
                         .arg(value.size());
            return false;
        }
        if (!isPlainFileName(value)) {
            *error = OrdersHeaderText::tr("map: \"%1\" is not a file name; the map must be a file "
                                          "in the orders file's folder")
                         .arg(quotedInput(value));
            return false;
        }
        h.map = value;
    } else if (key == QLatin1String("map-sha256")) {
        if (!isSha256(value)) {
            *error = OrdersHeaderText::tr("map-sha256: expected 64 hexadecimal digits");
            return false;
        }
        h.mapSha256 = value.toLower();
    }
    return true;
}

bool isKnownKey(const QString &key)
{
    static const QStringList keys{QStringLiteral("campaign"),  QStringLiteral("game"),
                                  QStringLiteral("player"),    QStringLiteral("side"),
                                  QStringLiteral("turn"),      QStringLiteral("map"),
                                  QStringLiteral("map-sha256")};
    return keys.contains(key);
}
} // namespace

bool isPlainFileName(const QString &name)
{
    if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..")
        || name.size() > kMaxHeaderMapName)
        return false;
    // Markup and what Windows refuses in a name (probe 9, finding 26: "<img src=x>" passed).
    static const QString refused = QStringLiteral("/\\:<>\"|?*");
    for (const QChar c : name) {
        const QChar::Category category = c.category();
        if (refused.contains(c) || category == QChar::Other_Control
            || category == QChar::Other_Format || category == QChar::Separator_Line
            || category == QChar::Separator_Paragraph)
            return false;
    }
    return true;
}

OrdersHeaderRead readOrdersHeader(const QString &text)
{
    static const QRegularExpression firstLine(
        QStringLiteral("^#\\s*Hexstride\\s+orders\\s+([+-]?\\d{1,9})\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression keyValue(
        QStringLiteral("^([A-Za-z][A-Za-z0-9-]*)\\s*:\\s*(.*)$"));

    OrdersHeaderRead read;
    const QStringList lines = textLines(text); // the lines the orders reader reads
    qsizetype i = 0;
    while (i < lines.size() && lines[i].trimmed().isEmpty())
        ++i;
    if (i == lines.size())
        return read;
    const QRegularExpressionMatch first = firstLine.match(lines[i].trimmed());
    if (!first.hasMatch())
        return read;
    read.firstLine = int(i) + 1;
    if (!isPlainNumber(first.captured(1))) {
        read.errors.append({int(i) + 1, notPlainNumber("version", first.captured(1))});
        return read;
    }
    const int version = first.captured(1).toInt();
    if (version != kHeaderVersion) {
        read.errors.append(
            {int(i) + 1, fillText(OrdersHeaderText::tr("orders header version %1: this "
                                                       "Hexstride reads version %2"),
                                  {first.captured(1), kHeaderVersion})});
        return read;
    }
    OrdersHeader header;
    QHash<QString, int> seenOn;
    for (++i; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (!line.startsWith(QLatin1Char('#')))
            break; // the header is the comment lines that follow the first
        if (QString problem = lineBreakInsideProblem(lines[i]); !problem.isEmpty()) {
            read.errors.append({int(i) + 1, std::move(problem)});
            continue;
        }
        const QRegularExpressionMatch m = keyValue.match(line.mid(1).trimmed());
        if (!m.hasMatch())
            continue;
        const QString key = m.captured(1).toLower();
        if (!isKnownKey(key))
            continue;
        const int number = int(i) + 1;
        if (seenOn.contains(key)) {
            read.errors.append(
                {number, fillText(OrdersHeaderText::tr("%1: given twice (first on line %2)"),
                                  {key, seenOn.value(key)})});
            continue;
        }
        seenOn.insert(key, number);
        read.fieldLine.insert(key, number);
        QString error;
        if (!setField(header, key, m.captured(2).trimmed(), &error))
            read.errors.append({number, error});
    }
    if (read.errors.isEmpty())
        read.header = header;
    return read;
}

QString ordersHeaderText(const OrdersHeader &header)
{
    QString out = QStringLiteral("# Hexstride orders %1\n").arg(kHeaderVersion);
    const auto field = [&out](const char *key, const QString &value) {
        const QString v = oneLine(value);
        if (!v.isEmpty())
            out += QStringLiteral("# %1: %2\n").arg(QLatin1String(key), v);
    };
    field("campaign", header.campaign);
    field("game", header.game);
    field("player", header.player);
    field("side", header.side);
    if (header.turn > 0)
        field("turn", QString::number(header.turn));
    field("map", header.map);
    field("map-sha256", header.mapSha256);
    return out;
}

} // namespace hexstride
