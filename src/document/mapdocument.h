#pragma once

#include "map/hexmap.h"

#include <QObject>
#include <QUndoStack>

namespace hexstride {

/// The open map: owns the HexMap, its undo stack and its file name, and is the only object
/// that announces changes to it.
class MapDocument : public QObject
{
    Q_OBJECT
public:
    explicit MapDocument(HexMap map, QObject *parent = nullptr);

    const HexMap &map() const { return m_map; }
    /// For undo commands only: every change goes through a command on undoStack().
    HexMap &mapForCommands() { return m_map; }
    QUndoStack *undoStack() { return &m_undoStack; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);

signals:
    void fileNameChanged(const QString &fileName);

private:
    HexMap m_map;
    QUndoStack m_undoStack;
    QString m_fileName;
};

} // namespace hexstride
