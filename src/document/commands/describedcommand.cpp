#include "describedcommand.h"

#include <QUndoStack>

namespace hexstride {

namespace {
void retranslateTree(QUndoCommand *command)
{
    if (auto *d = dynamic_cast<DescribedCommand *>(command))
        d->retranslate();
    for (int i = 0; i < command->childCount(); ++i)
        retranslateTree(const_cast<QUndoCommand *>(command->child(i)));
}
} // namespace

void retranslateCommands(QUndoStack *stack)
{
    if (!stack)
        return;
    // QUndoStack hands out const commands; their text is all that changes here.
    for (int i = 0; i < stack->count(); ++i)
        retranslateTree(const_cast<QUndoCommand *>(stack->command(i)));
}

} // namespace hexstride
