#pragma once

#include <QUndoCommand>
#include <functional>

class QUndoStack;

namespace hexstride {

/// An undo command that keeps how to say what it did, not only what it said: after a live
/// switch of the interface language, retranslateCommands() makes every entry of the history
/// (and the Undo/Redo menu texts) speak the new language. A command made from a plain text
/// keeps that text.
class DescribedCommand : public QUndoCommand
{
public:
    /// The command's text in the current UI language (called again after a language switch).
    using Describe = std::function<QString()>;

    explicit DescribedCommand(Describe describe, QUndoCommand *parent = nullptr)
        : QUndoCommand(parent)
        , m_describe(std::move(describe))
    {
        retranslate();
    }
    void retranslate()
    {
        if (m_describe)
            setText(m_describe());
    }

protected:
    /// For a command whose text depends on its own members (set once they exist).
    void setDescribe(Describe describe)
    {
        m_describe = std::move(describe);
        retranslate();
    }

private:
    Describe m_describe;
};

/// Asks every command of the stack (and its children) to say itself again.
void retranslateCommands(QUndoStack *stack);

} // namespace hexstride
