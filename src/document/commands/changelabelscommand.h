#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the map's labels (add, edit, move or delete: the text says which). Labels are few,
/// so keeping both lists is simple and exact.
class ChangeLabelsCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeLabelsCommand)
public:
    ChangeLabelsCommand(MapDocument *document, QList<MapLabel> labels, Describe describe = {});

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const QList<MapLabel> &labels);

    MapDocument *m_document;
    QList<MapLabel> m_before;
    QList<MapLabel> m_after;
};

} // namespace hexstride
