#include "rulesetpartspage.h"

#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "rulelistspage.h"
#include "rules/conditiontext.h"
#include "rules/profiletext.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hexstride {

namespace {

/// The translation context of the page's texts (a class so that lupdate finds them).
struct PartsText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetPartsPage)
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

/// One section: a heading, then its entries, or a line saying the ruleset has none.
class Html
{
public:
    explicit Html(QString language)
        : m_lang(std::move(language))
    {}
    void section(const QString &id, const QString &title)
    {
        closeList();
        m_html += QStringLiteral("<h3><a name=\"%1\">%2</a></h3>").arg(esc(id), esc(title));
        m_empty = true;
    }
    /// An entry: its name in bold, then what it says, then its source.
    void entry(const LocalizedText &label, const QString &text, const SourceRef &source = {})
    {
        if (m_empty)
            m_html += QStringLiteral("<ul>");
        m_empty = false;
        QString src;
        if (!source.item.isEmpty())
            src = QStringLiteral(" <small>(%1)</small>").arg(esc(source.item));
        if (source.isAssumed())
            src += QStringLiteral(" <small><i>%1</i></small>")
                       .arg(esc(PartsText::tr("assumed: %1").arg(source.assumed.in(m_lang))));
        const QString name = label.in(m_lang);
        m_html += name.isEmpty()
                      ? QStringLiteral("<li>%1%2</li>").arg(esc(text), src)
                      : QStringLiteral("<li><b>%1</b>: %2%3</li>").arg(esc(name), esc(text), src);
    }
    void none()
    {
        if (m_empty)
            m_html += QStringLiteral("<p><i>%1</i></p>").arg(esc(PartsText::tr("None.")));
        m_empty = false;
    }
    QString finish()
    {
        closeList();
        return m_html;
    }
    const QString &lang() const { return m_lang; }

private:
    void closeList()
    {
        if (!m_empty && m_html.endsWith(QLatin1String("</li>")))
            m_html += QStringLiteral("</ul>");
    }
    QString m_lang;
    QString m_html;
    bool m_empty = true;
};

QString number(double v)
{
    return QLocale().toString(v);
}

void unitOptions(Html &h, const Ruleset &r)
{
    h.section(QStringLiteral("unitOptions"), PartsText::tr("Unit options"));
    for (const UnitOption &o : r.unitOptions) {
        QStringList choices;
        QString def;
        for (const OptionChoice &c : o.choices) {
            choices << c.label.in(h.lang());
            if (c.id == o.defaultValue)
                def = c.label.in(h.lang());
        }
        QString text
            = PartsText::tr("%1; by default %2").arg(choices.join(QStringLiteral(", ")), def);
        if (o.scope != QLatin1String("unit"))
            text += QLatin1String("; ") + PartsText::tr("an option of the game, not of a unit");
        h.entry(o.label, text, o.source);
    }
    for (const OptionConstraint &c : r.constraints) {
        h.entry({}, c.isImplication()
                        ? PartsText::tr("When %1: %2 (%3)")
                              .arg(conditionText(r, c.when, h.lang()),
                                   profileChoicesText(r, c.implies, h.lang(), false),
                                   c.message.in(h.lang()))
                        : PartsText::tr("Not allowed: %1 (%2)")
                              .arg(conditionText(r, c.forbid, h.lang()), c.message.in(h.lang())));
    }
    h.none();
}

template<typename Rule>
void conditionList(Html &h, const Ruleset &r, const QList<Rule> &rules, const QString &id,
                   const QString &title)
{
    h.section(id, title);
    for (const Rule &rule : rules)
        h.entry(rule.label, ruleText(r, rule, h.lang()), rule.source);
    h.none();
}

QString stopEffect(const StopRule &s, const Ruleset &, const QString &)
{
    switch (s.effect) {
    case StopEffect::Warn:
        return PartsText::tr("a warning");
    case StopEffect::StopAfter:
        return PartsText::tr("the move stops after this step");
    case StopEffect::Prohibit:
        return designerstyle::notAllowedText();
    }
    return {};
}

QString stateEffect(const StateChange &s, const Ruleset &r, const QString &lang)
{
    QString text = profileChoicesText(r, s.set, lang, false);
    if (s.alsoUnitsEntered)
        text += QLatin1String("; ") + PartsText::tr("the units on the hex entered too");
    return text;
}

QString occupancyEffect(const OccupancyRule &o, const Ruleset &, const QString &)
{
    QString text = PartsText::tr("may pass: %1; may end there: %2")
                       .arg(o.pass ? PartsText::tr("yes") : PartsText::tr("no"),
                            o.end ? PartsText::tr("yes") : PartsText::tr("no"));
    // Only a rule that forbids some pauses and not others needs to say which.
    const int every = int(Pause::Period) | int(Pause::Turn) | int(Pause::Orders);
    if (!o.end && (o.noStopAt & every) != every) {
        QStringList pauses;
        if (o.noStopAt & int(Pause::Period))
            pauses << PartsText::tr("at the end of a period");
        if (o.noStopAt & int(Pause::Turn))
            pauses << PartsText::tr("at the end of a turn");
        if (o.noStopAt & int(Pause::Orders))
            pauses << PartsText::tr("at the end of the orders");
        text += QStringLiteral(" (%1)").arg(pauses.join(QStringLiteral(", ")));
    }
    return text;
}

QString destinationEffect(const DestinationRule &d, const Ruleset &r, const QString &lang)
{
    QStringList parts;
    parts << (d.maxDistance < 0 ? PartsText::tr("anywhere")
                                : PartsText::tr("up to %n hex(es) away", nullptr, d.maxDistance));
    if (!d.forbidTerrains.isEmpty())
        parts << PartsText::tr("not onto %1")
                     .arg(featureNames(r.vocabulary.terrains, d.forbidTerrains, lang));
    if (!d.forbidStartTerrains.isEmpty())
        parts << PartsText::tr("not from %1")
                     .arg(featureNames(r.vocabulary.terrains, d.forbidStartTerrains, lang));
    if (!d.requireHexFeatures.isEmpty())
        parts << PartsText::tr("only to a hex with %1")
                     .arg(featureNames(r.vocabulary.hexFeatures, d.requireHexFeatures, lang));
    return parts.join(QStringLiteral("; "));
}

QString rangeEffect(const RangeRule &g, const Ruleset &, const QString &)
{
    return number(g.value);
}

QString scaleUnit(const QString &unit)
{
    if (unit == QLatin1String("mile"))
        return PartsText::tr("miles");
    if (unit == QLatin1String("inch"))
        return PartsText::tr("inches");
    if (unit == QLatin1String("yard"))
        return PartsText::tr("yards");
    if (unit == QLatin1String("metre"))
        return PartsText::tr("metres");
    return unit;
}

QString roundingText(const QString &rounding)
{
    if (rounding == QLatin1String("down"))
        return PartsText::tr("down");
    if (rounding == QLatin1String("nearest"))
        return PartsText::tr("to the nearest whole number");
    return PartsText::tr("up");
}

void turnsAndScale(Html &h, const Ruleset &r)
{
    const TurnStructure &t = r.turns;
    h.section(QStringLiteral("turns"), PartsText::tr("Turns"));
    QStringList facts;
    if (t.isRound)
        facts << PartsText::tr("a turn is a battle round");
    facts << (t.ordersSpanTurns ? PartsText::tr("an order list goes on into later turns")
                                : PartsText::tr("an order list is one turn"));
    if (!t.holdTokens.isEmpty())
        facts << fillText(
            PartsText::tr("\"%1\" (%2) costs %3"),
            {t.holdLabel.in(h.lang()), t.holdTokens.join(QStringLiteral(", ")), t.holdCost});
    if (t.hideCostsUntilDeclared)
        facts << PartsText::tr("costs are hidden until a move is declared");
    if (!t.sideOrder.isEmpty())
        facts << PartsText::tr("sides move in the order %1")
                     .arg(t.sideOrder.join(QStringLiteral(", ")));
    h.entry(t.name, facts.join(QStringLiteral("; ")), t.source);
    for (const TurnPeriod &p : t.periods) {
        QString text = p.movers
                           ? PartsText::tr("moving: %1").arg(conditionText(r, *p.movers, h.lang()))
                           : PartsText::tr("a period");
        if (!p.parent.isEmpty())
            text += QLatin1String("; ") + PartsText::tr("part of %1").arg(p.parent);
        h.entry(p.label, text);
    }
    if (r.minimumMove.hexes > 0) {
        QString text = PartsText::tr("at least %n hex(es) a turn whatever the cost", nullptr,
                                     r.minimumMove.hexes);
        if (r.minimumMove.unless.kind != Condition::Kind::All
            || !r.minimumMove.unless.children.isEmpty())
            text += QLatin1String(", ")
                    + PartsText::tr("except when %1")
                          .arg(conditionText(r, r.minimumMove.unless, h.lang()));
        h.entry({PartsText::tr("Minimum move"), PartsText::tr("Minimum move")}, text,
                r.minimumMove.source);
    }
    h.section(QStringLiteral("scale"), PartsText::tr("Scale"));
    if (r.scale.perHex > 0)
        h.entry({},
                PartsText::tr("one hex is %1 %2%3")
                    .arg(number(r.scale.perHex), scaleUnit(r.scale.unit),
                         r.scale.allowancesInScaleUnits
                             ? QLatin1String("; ") + PartsText::tr("allowances are distances")
                             : QString()),
                r.scale.source);
    h.entry({}, fillText(PartsText::tr("step costs are rounded %1; a step costs at least %2"),
                         {roundingText(r.rounding), r.minimumStepCost}));
    h.none();
}

void contestAndDefend(Html &h, const Ruleset &r)
{
    h.section(QStringLiteral("contest"), PartsText::tr("Contested hexes and defended sides"));
    if (r.contest) {
        QStringList criteria;
        for (const ContestCriterion &c : r.contest->criteria)
            criteria << c.label.in(h.lang());
        if (r.contest->diceLast)
            criteria << PartsText::tr("dice");
        h.entry({}, PartsText::tr("decided by %1").arg(criteria.join(QStringLiteral(", "))),
                r.contest->source);
    }
    if (r.defend) {
        const UnitOption *option = r.option(r.defend->option);
        h.entry(r.defend->label,
                PartsText::tr("option \"%1\" names the hex-side; %n hex-side(s) either way too",
                              nullptr, r.defend->spread)
                    .arg(option ? option->label.in(h.lang()) : r.defend->option),
                r.defend->source);
    }
    h.none();
}

/// The rule's condition, then what it does when it does more than forbid or warn.
template<typename Rule>
QString withEffect(const Ruleset &r, const Rule &rule, const QString &lang,
                   QString (*effect)(const Rule &, const Ruleset &, const QString &))
{
    const QString text = conditionText(r, rule.when, lang);
    const QString e = effect ? effect(rule, r, lang) : QString();
    return e.isEmpty() ? text : PartsText::tr("%1 → %2").arg(text, e);
}

} // namespace

QString ruleText(const Ruleset &r, const Prohibition &rule, const QString &language)
{
    return withEffect<Prohibition>(r, rule, language, nullptr);
}

QString ruleText(const Ruleset &r, const StopRule &rule, const QString &language)
{
    return withEffect(r, rule, language, &stopEffect);
}

QString ruleText(const Ruleset &r, const StateChange &rule, const QString &language)
{
    return withEffect(r, rule, language, &stateEffect);
}

QString ruleText(const Ruleset &r, const OccupancyRule &rule, const QString &language)
{
    return withEffect(r, rule, language, &occupancyEffect);
}

QString ruleText(const Ruleset &r, const ChanceWarning &rule, const QString &language)
{
    return withEffect<ChanceWarning>(r, rule, language, nullptr);
}

QString ruleText(const Ruleset &r, const RangeRule &rule, const QString &language)
{
    return withEffect(r, rule, language, &rangeEffect);
}

QString ruleText(const Ruleset &r, const DestinationRule &rule, const QString &language)
{
    return withEffect(r, rule, language, &destinationEffect);
}

QString rulesetPartsHtml(const Ruleset &r, const QString &language)
{
    Html h(language);
    unitOptions(h, r);
    conditionList<Prohibition>(h, r, r.prohibitions, QStringLiteral("prohibitions"),
                               PartsText::tr("Prohibitions"));
    conditionList<StopRule>(h, r, r.stopRules, QStringLiteral("stopRules"),
                            PartsText::tr("Stop rules"));
    conditionList<StateChange>(h, r, r.stateChanges, QStringLiteral("stateChanges"),
                               PartsText::tr("State changes"));
    conditionList<OccupancyRule>(h, r, r.occupancy, QStringLiteral("occupancy"),
                                 PartsText::tr("Occupancy"));
    turnsAndScale(h, r);
    conditionList<ChanceWarning>(h, r, r.chances, QStringLiteral("chances"),
                                 PartsText::tr("Chances"));
    conditionList<DestinationRule>(h, r, r.destinations, QStringLiteral("destinations"),
                                   PartsText::tr("Destinations"));
    conditionList<RangeRule>(h, r, r.ranges, QStringLiteral("ranges"), PartsText::tr("Ranges"));
    contestAndDefend(h, r);
    return h.finish();
}

RulesetPartsPage::RulesetPartsPage(RulesetEditor *editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_tabs(new QTabWidget(this))
    , m_lists(new RuleListsPage(editor, m_tabs))
    , m_browser(new QTextBrowser(m_tabs))
{
    m_tabs->setObjectName(QStringLiteral("rulesTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_lists, QString());
    m_tabs->addTab(m_browser, QString());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    connect(editor, &RulesetEditor::rulesetChanged, this, &RulesetPartsPage::refresh);
    refresh();
}

void RulesetPartsPage::refresh()
{
    m_tabs->setTabText(0, tr("Rule Lists"));
    m_tabs->setTabText(1, tr("Summary"));
    const auto r = m_editor->ruleset();
    m_browser->setHtml(r ? rulesetPartsHtml(*r, designerstyle::language()) : QString());
}

void RulesetPartsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(e);
}

} // namespace hexstride
