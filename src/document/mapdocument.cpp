#include "mapdocument.h"

#include "rules/rulesetwriter.h"

#include <QFileInfo>

namespace hexstride {

MapDocument::MapDocument(HexMap map, QObject *parent)
    : QObject(parent)
    , m_map(std::move(map))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

void MapDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

QString MapDocument::displayName() const
{
    if (m_fileName.isEmpty())
        return tr("untitled");
    return QFileInfo(m_fileName).fileName();
}

void MapDocument::setRuleset(std::shared_ptr<const Ruleset> ruleset)
{
    if (m_ruleset == ruleset)
        return;
    m_ruleset = std::move(ruleset);
    emit rulesetChanged();
}

MapRulesetRef MapDocument::customRulesetToSave() const
{
    MapRulesetRef ref = m_customRuleset;
    if (!ref.embedded.isEmpty() && m_ruleset)
        ref.embedded = rulesetToJson(*m_ruleset);
    return ref;
}

} // namespace hexstride
