#include "turntexts.h"

#include <QCoreApplication>

namespace hexstride::turntexts {

namespace {
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnTexts)
};
} // namespace

QString rule(const QString &id)
{
    if (id == QLatin1String("fewer-figures"))
        return Text::tr("fewer troop figures");
    if (id == QLatin1String("more-mp-left"))
        return Text::tr("more MP left");
    if (id == QLatin1String("more-daily-mp"))
        return Text::tr("more daily MP");
    if (id == QLatin1String("dice"))
        return Text::tr("dice");
    if (id.isEmpty() || id == QLatin1String("open"))
        return Text::tr("open: dice to roll");
    return id;
}

QString choice(const QString &id)
{
    if (id == QLatin1String("stopped"))
        return Text::tr("stopped");
    if (id == QLatin1String("force-past"))
        return Text::tr("forces past");
    if (id == QLatin1String("overrun"))
        return Text::tr("overruns");
    if (id == QLatin1String("evaded"))
        return Text::tr("slips past");
    return id;
}

QString event(const HexMap &map, const TurnEvent &e)
{
    const QString hex = map.label(e.hex);
    QString text;
    if (e.kind == QLatin1String("contest-won"))
        text = Text::tr("won %1").arg(hex);
    else if (e.kind == QLatin1String("contest-lost"))
        text = Text::tr("lost %1").arg(hex);
    else if (e.kind == QLatin1String("contest-open"))
        text = Text::tr("%1 undecided").arg(hex);
    else if (e.kind == QLatin1String("stopped"))
        text = Text::tr("stopped in %1").arg(hex);
    else if (e.kind == QLatin1String("forced-past"))
        text = Text::tr("forced past in %1").arg(hex);
    else if (e.kind == QLatin1String("overran"))
        text = Text::tr("overran in %1").arg(hex);
    else if (e.kind == QLatin1String("overrun"))
        text = Text::tr("overrun in %1").arg(hex);
    else if (e.kind == QLatin1String("evaded"))
        text = Text::tr("slipped past in %1").arg(hex);
    else if (e.kind == QLatin1String("met"))
        text = Text::tr("met in %1").arg(hex);
    else
        text = QStringLiteral("%1 %2").arg(e.kind, hex);
    return e.other.isEmpty() ? text : Text::tr("%1 (%2)").arg(text, e.other);
}

QString source(const QString &id)
{
    if (id == QLatin1String("decision"))
        return Text::tr("referee");
    if (id == QLatin1String("seed"))
        return Text::tr("dice");
    if (id == QLatin1String("open"))
        return Text::tr("open: dice to roll");
    return Text::tr("normal outcome");
}

QString stepStatus(StepStatus status)
{
    switch (status) {
    case StepStatus::Ok:
        return Text::tr("ok");
    case StepStatus::Blocked:
        return Text::tr("not allowed");
    case StepStatus::Insufficient:
        return Text::tr("not enough MP");
    case StepStatus::NotExecuted:
        return Text::tr("not executed");
    }
    return {};
}

} // namespace hexstride::turntexts
