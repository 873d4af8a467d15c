// Texts of many sentences written out at once (sentence_p.h).
#include "sentence_p.h"

#include <cstring>

namespace hexstride::turnresolver {

QStringView Pieces::keep(QString made)
{
    m_kept.append(std::move(made));
    return std::as_const(m_kept).last();
}

QString Pieces::text() const
{
    QString out(m_size, Qt::Uninitialized);
    QChar *at = out.data();
    for (const QStringView piece : m_pieces) {
        if (!piece.isEmpty())
            std::memcpy(static_cast<void *>(at), piece.data(),
                        std::size_t(piece.size()) * sizeof(QChar));
        at += piece.size();
    }
    return out;
}

Sentence::Sentence(const QString &pattern)
    : m_pattern(pattern)
{
    qsizetype from = 0;
    for (qsizetype i = 0; i + 1 < pattern.size(); ++i) {
        const QChar next = pattern[i + 1];
        if (pattern[i] != u'%' || (!next.isDigit() && next != u'L'))
            continue;
        const bool twoDigits = i + 2 < pattern.size() && pattern[i + 2].isDigit();
        const int n = next.unicode() - u'0';
        if (n < 1 || n > 9 || twoDigits || m_placeholders.contains(n - 1))
            return; // not of the plain shape: QString::arg fills it
        m_literals << std::pair{from, i - from};
        m_placeholders << n - 1;
        from = i + 2;
        ++i;
    }
    m_literals << std::pair{from, pattern.size() - from};
    for (int k = 0; k < m_placeholders.size(); ++k) {
        if (!m_placeholders.contains(k))
            return;
    }
    m_plain = true;
}

QString Sentence::operator()(std::initializer_list<QStringView> args) const
{
    Pieces out;
    addTo(out, args);
    return out.text();
}

} // namespace hexstride::turnresolver
