#pragma once

#include <QByteArray>
#include <QIODevice>

namespace hexstride {

/// Text for a terminal, written as it comes: what is written passes through terminalLines() (a
/// unit's name may hold ESC sequences) and goes on to `target` a few lines at a time, so that
/// it is never held whole (the text of a 100,000-unit turn is over 50 MB). hexstride-cli prints
/// through one; the side reports' .txt files are written through one. Bytes are UTF-8, as
/// QTextStream writes them; a piece is cut only after a line break, or for a line longer than
/// kPiece bytes, before a UTF-8 lead byte that is not in a "\r\n" pair.
class TerminalLineDevice final : public QIODevice
{
public:
    explicit TerminalLineDevice(QIODevice *target);
    ~TerminalLineDevice() override;

    /// Writes what is still held (a last line without a line break).
    void finish();

    /// While set, what is written goes on byte for byte, not escaped: a machine format (CSV)
    /// written to a file or a pipe, whose reader needs its tabs and CRs as they are.
    void setExact(bool exact);

    static constexpr qsizetype kPiece = 64 * 1024;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    void pass(qsizetype bytes);

    QIODevice *m_target;
    QByteArray m_held;
    bool m_exact = false;
};

} // namespace hexstride
