#include "rulesetediting.h"

#include "mapdocument.h"
#include "rules/rulesetwriter.h"

#include <QUndoCommand>

namespace hexstride {

namespace {

/// One designer edit: the ruleset before and after, both immutable values.
class RulesetEditCommand : public QUndoCommand
{
public:
    RulesetEditCommand(MapDocument *document, std::shared_ptr<const Ruleset> before,
                       std::shared_ptr<const Ruleset> after, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {}
    void redo() override
    {
        if (m_document)
            m_document->setRuleset(m_after);
    }
    void undo() override
    {
        if (m_document)
            m_document->setRuleset(m_before);
    }

private:
    QPointer<MapDocument> m_document;
    std::shared_ptr<const Ruleset> m_before, m_after;
};

/// Changes the map's custom-ruleset field (what the map file keeps), on the document's stack.
class CustomRulesetCommand : public QUndoCommand
{
public:
    CustomRulesetCommand(MapDocument *document, MapRulesetRef after, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(document->customRuleset())
        , m_after(std::move(after))
    {}
    void redo() override
    {
        if (m_document)
            m_document->setCustomRuleset(m_after);
    }
    void undo() override
    {
        if (m_document)
            m_document->setCustomRuleset(m_before);
    }

private:
    QPointer<MapDocument> m_document;
    MapRulesetRef m_before, m_after;
};

} // namespace

RulesetEditor::RulesetEditor(QObject *parent)
    : QObject(parent)
{}

void RulesetEditor::setDocument(MapDocument *document)
{
    if (m_document == document)
        return;
    disconnect(m_connection);
    m_undo.clear();
    m_document = document;
    if (document)
        m_connection = connect(document, &MapDocument::rulesetChanged, this, &RulesetEditor::rulesetChanged);
    emit rulesetChanged();
}

std::shared_ptr<const Ruleset> RulesetEditor::ruleset() const
{
    return m_document ? m_document->ruleset() : nullptr;
}

QString RulesetEditor::apply(const QString &path, const QJsonValue &value, const QString &description)
{
    const auto before = ruleset();
    QString error;
    if (!before) {
        error = tr("The map has no ruleset to edit.");
    } else {
        RulesetLoadResult edited = editRuleset(*before, path, value);
        if (edited.ruleset) {
            if (*edited.ruleset == *before)
                return {};
            m_undo.push(new RulesetEditCommand(m_document, before,
                                               std::make_shared<const Ruleset>(std::move(*edited.ruleset)),
                                               description));
            return {};
        }
        error = edited.error;
    }
    emit editRefused(error);
    return error;
}

void RulesetEditor::replace(std::shared_ptr<const Ruleset> ruleset, const QString &description)
{
    if (!m_document || !ruleset)
        return;
    m_undo.push(new RulesetEditCommand(m_document, m_document->ruleset(), std::move(ruleset), description));
}

void RulesetEditor::setCustomRuleset(const MapRulesetRef &ref, const QString &description)
{
    if (m_document && m_document->customRuleset() != ref)
        m_document->undoStack()->push(new CustomRulesetCommand(m_document, ref, description));
}

} // namespace hexstride
