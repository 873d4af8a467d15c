#pragma once

// Private to the turn resolver's reports: texts of many sentences written out at once.

#include <QList>
#include <QString>
#include <QVarLengthArray>

namespace hexstride::turnresolver {

/// A text made of pieces and written out once: appending each piece to a QString costs more
/// than copying it (a turn tells thousands of contests, each in several sentences).
class Pieces
{
public:
    /// Adds `piece`, which must stay alive until text() (see keep()).
    void add(QStringView piece)
    {
        m_pieces.append(piece);
        m_size += piece.size();
    }
    /// Keeps a string made for the text alive until text(); a view of it.
    QStringView keep(QString made);
    void addKept(QString made) { add(keep(std::move(made))); }
    QString text() const;

private:
    QVarLengthArray<QStringView, 32> m_pieces;
    QVarLengthArray<QString, 4> m_kept; ///< moving a QString keeps its characters where they are
    qsizetype m_size = 0;
};

/// A translated sentence with placeholders %1, %2, …, read once and then filled as often as
/// needed: what QString::arg(a) or arg(a, b) gives, without reading the pattern each time. A
/// pattern of another shape (%L1, a placeholder twice, a number skipped) is filled by
/// QString::arg itself.
class Sentence
{
public:
    explicit Sentence(const QString &pattern);

    /// Adds the sentence with `args` for %1, %2, … to `out`.
    void addTo(Pieces &out, std::initializer_list<QStringView> args) const
    {
        addTo(out, int(args.size()), [&](Pieces &p, int i) { p.add(args.begin()[i]); });
    }
    /// The same where argument `i` is added by `arg(out, i)` (a sentence within a sentence).
    template<typename Arg>
    void addTo(Pieces &out, int args, Arg arg) const
    {
        if (m_plain && args == m_placeholders.size()) {
            const QStringView pattern(m_pattern);
            for (qsizetype k = 0; k < m_literals.size(); ++k) {
                out.add(pattern.mid(m_literals[k].first, m_literals[k].second));
                if (k < m_placeholders.size())
                    arg(out, m_placeholders[k]);
            }
            return;
        }
        QString written[2]; // each argument alone, for QString::arg
        for (int i = 0; i < std::min(args, 2); ++i) {
            Pieces one;
            arg(one, i);
            written[i] = one.text();
        }
        out.addKept(args == 1   ? m_pattern.arg(written[0])
                    : args == 2 ? m_pattern.arg(written[0], written[1])
                                : m_pattern);
    }
    QString operator()(std::initializer_list<QStringView> args) const;

private:
    QString m_pattern;
    QList<std::pair<qsizetype, qsizetype>> m_literals; ///< around the placeholders: (from, size)
    QList<int> m_placeholders; ///< 0-based argument of each placeholder, in order
    bool m_plain = false;      ///< only %1…%n, each once: filled here
};

} // namespace hexstride::turnresolver
