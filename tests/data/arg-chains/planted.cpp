// Planted for scripts/check-arg-chains.py (ctest arg_chains_check_flags_mistakes): the first
// two chains must be flagged, the last two not.
QString bad(const Unit &u)
{
    return tr("%1 (%2): %3").arg(u.name).arg(u.side).arg(u.figures);
}
QString badToo(const QString &path, int line)
{
    return QStringLiteral("%1:%2").arg(path).arg(line);
}
QString good(int col, int row, const QString &name)
{
    return QStringLiteral("%1,%2 %3").arg(col).arg(row).arg(name);
}
QString goodToo(const Unit &u)
{
    return fillText(tr("%1 (%2): %3"), {u.name, u.side, u.figures});
}
