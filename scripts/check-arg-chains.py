#!/usr/bin/env python3
"""Flags chained QString::arg calls that can put a text into the next placeholder.

  check-arg-chains.py SOURCE_DIR [FILE...]

`tr("%1 (%2)").arg(name).arg(side)`: when `name` holds "%2", the second .arg() fills the "%2"
inside the name (probe 13, Q01). Fill such messages in one pass with fillText()
(src/core/text/filltext.h). This check reads src/ (or the FILEs) for chains `.arg(a)…arg(b)`
and prints each one whose argument before the last looks like a text rather than a number
(a name, label, path, key, quoted input, translated or joined text). Numbers first, then one
text last, is safe and not flagged. Heuristic: a chained number that the pattern below takes for
a text can be written with fillText() too (no harm), or named so that it reads as a number.
Exit code 1 if any chain is flagged.
"""
import pathlib
import re
import sys

# Words that end a text's name (unitName, m_section, fileName, where) and calls that make a text.
TEXT_WORDS = {'name', 'names', 'label', 'path', 'text', 'title', 'side', 'player', 'file', 'key',
              'token', 'place', 'where', 'shown', 'safe', 'section', 'message', 'what', 'why',
              'dir', 'list', 'property', 'field', 'data', 'args', 'value', 'joins'}
TEXT_CALL = re.compile(r'\b(tr|translate|join|quoted\w*|QLatin1String|toNativeSeparators|captured|'
                       r'in|value|label|fileName|at|left|mid|trimmed|terminalText|\w*Key|\w*Id|\w*Text|'
                       r'\w*Name|\w*Path)\s*\(')
# Numbers whatever their words: sizes, counts, widths, constants kSomething, QString::number().
NUMBERISH = re.compile(r'\s*(\d+|.*\.size\(\)|.*[cC]ount\w*(\(\))?|k[A-Z]\w*|'
                       r'QString::number\(.*\)|.*\.(width|height|line|column|row|lineNumber)(\(\))?)\s*',
                       re.S)


def last_word(identifier):
    words = re.findall(r'[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])', identifier)
    return words[-1].lower() if words else ''


def textish(param):
    if NUMBERISH.fullmatch(param):
        return False
    if '"' in param or TEXT_CALL.search(param):
        return True
    names = re.findall(r'[A-Za-z_]\w*', re.sub(r"'.'", '', param))
    return any(last_word(n) in TEXT_WORDS for n in names)


def close_paren(s, i):
    """Index of the ')' matching s[i] == '(', skipping string and character literals."""
    depth = 0
    j = i
    while j < len(s):
        c = s[j]
        if c in '"\'':
            j += 1
            while s[j] != c:
                j += 2 if s[j] == '\\' else 1
        elif c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return -1


def split_top(s):
    parts, depth, cur, i = [], 0, '', 0
    while i < len(s):
        c = s[i]
        if c in '"\'':
            j = i + 1
            while s[j] != c:
                j += 2 if s[j] == '\\' else 1
            cur += s[i:j + 1]
            i = j + 1
            continue
        depth += c in '([{'
        depth -= c in ')]}'
        if c == ',' and depth == 0:
            parts.append(cur.strip())
            cur = ''
        else:
            cur += c
        i += 1
    parts.append(cur.strip())
    return parts


def without_comments(text):
    """`text` with // and /* */ comments blanked (lines kept), string literals untouched."""
    out = re.sub(r'"(\\.|[^"\\\n])*"|//[^\n]*|/\*.*?\*/',
                 lambda m: m.group(0) if m.group(0)[0] == '"' else re.sub(r'[^\n]', ' ', m.group(0)),
                 text, flags=re.S)
    return out


def chains(text):
    """(offset, [argument groups]) of every chain of two or more .arg() calls."""
    seen = set()
    for m in re.finditer(r'\.arg\(', text):
        if m.start() in seen:
            continue
        groups, pos = [], m.start()
        while True:
            end = close_paren(text, pos + 4)
            if end < 0:
                break
            groups.append(text[pos + 5:end])
            seen.add(pos)
            k = end + 1
            while k < len(text) and text[k] in ' \t\n':
                k += 1
            if not text.startswith('.arg(', k):
                break
            pos = k
        if len(groups) >= 2:
            yield m.start(), groups


def risky(group):
    params = split_top(group)
    # .arg(number, width…): the second parameter is a width, the first a number.
    if len(params) > 1 and re.fullmatch(r'\d+|m_\w+', params[1]):
        params = params[:1]
    return any(textish(p) for p in params)


def main():
    root = pathlib.Path(sys.argv[1])
    files = [pathlib.Path(f) for f in sys.argv[2:]] or sorted(
        p for p in (root / 'src').rglob('*') if p.suffix in ('.cpp', '.h'))
    found = 0
    for path in files:
        text = without_comments(path.read_text(encoding='utf-8'))
        for offset, groups in chains(text):
            if any(risky(g) for g in groups[:-1]):
                line = text.count('\n', 0, offset) + 1
                shown = ' '.join(' | '.join(groups).split())
                print(f'{path}:{line}: a text before the last .arg(): {shown[:160]}')
                found += 1
    if found:
        print(f'{found} chained .arg() call(s) can read a "%N" inside a text: use fillText()')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
