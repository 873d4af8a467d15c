#pragma once

#include <QStringList>

namespace hexstride {

/// An ordered list of string ids (terrain, hex feature or edge feature ids, as the ruleset names
/// them) so that the map can store compact indices instead of strings.
class IdTable
{
public:
    IdTable() = default;
    explicit IdTable(QStringList ids)
        : m_ids(std::move(ids))
    {}

    int size() const { return static_cast<int>(m_ids.size()); }
    /// The index of id, or -1.
    int indexOf(const QString &id) const { return static_cast<int>(m_ids.indexOf(id)); }
    const QString &id(int index) const { return m_ids.at(index); }
    const QStringList &ids() const { return m_ids; }
    /// Adds id if missing; returns its index.
    int ensure(const QString &id)
    {
        const int i = indexOf(id);
        if (i >= 0)
            return i;
        m_ids.append(id);
        return size() - 1;
    }
    friend bool operator==(const IdTable &, const IdTable &) = default;

private:
    QStringList m_ids;
};

} // namespace hexstride
