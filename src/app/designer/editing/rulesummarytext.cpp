#include "rulesummarytext.h"

#include "rules/rulesummary.h"

#include <QFile>
#include <QHash>

namespace hexstride {

QString ruleSummaryText(const QString &rulesetId, const QString &item, const QString &language)
{
    if (rulesetId.isEmpty() || item.isEmpty())
        return {};
    const QString path = language.startsWith(QLatin1String("ru"))
                             ? QStringLiteral(":/rules/ru/%1.md").arg(rulesetId)
                             : QStringLiteral(":/rules/%1.md").arg(rulesetId);
    // Parsed once per file: tooltips ask for items on every hover. Used from the GUI thread only.
    static QHash<QString, QHash<QString, QString>> parsed;
    auto it = parsed.find(path);
    if (it == parsed.end()) {
        QFile f(path);
        it = parsed.insert(path, f.open(QIODevice::ReadOnly)
                                     ? ruleSummaryItems(QString::fromUtf8(f.readAll()))
                                     : QHash<QString, QString>());
    }
    return it->value(item);
}

} // namespace hexstride
