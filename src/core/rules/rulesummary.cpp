#include "rulesummary.h"

#include <QRegularExpression>
#include <QStringList>

namespace hexstride {

namespace {

QString plain(QString text)
{
    static const QRegularExpression emphasis(QStringLiteral(R"(\*\*|\*|`)"));
    return text.remove(emphasis).simplified();
}

} // namespace

QHash<QString, QString> ruleSummaryItems(const QString &markdown)
{
    static const QRegularExpression heading(QStringLiteral(R"(^#+\s*(§[0-9.]*[0-9])\.?\s+(.*)$)"));
    static const QRegularExpression paragraph(
        QStringLiteral(R"(^(?:[-*]\s+)?\*\*(§[0-9.]*[0-9])\.?\*\*\s*(.*)$)"));
    QHash<QString, QString> items;
    QString current;
    QStringList text;
    auto finish = [&] {
        if (!current.isEmpty())
            items.insert(current, plain(text.join(QLatin1Char(' '))));
        current.clear();
        text.clear();
    };
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (const auto m = heading.match(trimmed); m.hasMatch()) {
            finish();
            items.insert(m.captured(1), plain(m.captured(2)));
        } else if (const auto p = paragraph.match(trimmed); p.hasMatch()) {
            finish();
            current = p.captured(1);
            text << p.captured(2);
        } else if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#'))
                   || trimmed.startsWith(QLatin1Char('|'))) {
            finish();
        } else if (!current.isEmpty()) {
            text << trimmed;
        }
    }
    finish();
    return items;
}

} // namespace hexstride
