#!/usr/bin/env python3
"""Flags Russian texts that break the glossary or the typography of docs/translating.md.

  check-glossary.py SOURCE_DIR [FILE...]

FILEs (.ts catalogues, .json rulesets, .md pages) replace the project's own texts; the tests
use that.

Reads the rejected variants from the glossary table of docs/translating.md (column "Not",
each variant in «», `*` for any ending, `-word` for "not followed by word") and looks for them in
the translations of translations/hexstride_ru.ts, in the `ru` texts of resources/rulesets/*.json,
in the Russian guide (docs/guide/ru/*.md) and in the Russian rule summaries (docs/rules/ru/*.md).
A match inside a phrase the column "Русский" quotes in «» is that phrase, so it is fine
(«ОД (очки движения)» explains ОД once). A catalogue message whose English says "hex-side" or
"edge" must say «сторона гекса» in full: a bare «сторона» there reads as a faction.
Also flags `...` (use …), straight quotes around a placeholder ("%1": use «%1»), a spaced hyphen
or en dash (use —), a quoted name right after a preposition («с «%1»») and direction names not in
capitals. Prints one line per finding; exit code 1 if any.
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

# A number (or its placeholder) and a unit after an ordinary space: «12 ОД» may break apart.
NUMBER_UNIT = re.compile(r'(?:%L?\d+|%L?n|\d+) (?:ОД|гекс\w*|пикс\w*|мм|см|МБ|КБ|ГБ|байт\w*|'
                         r'дюйм\w*|%)(?!\w)')

TYPOGRAPHY = [
    (re.compile(r'\.\.\.'), 'use «…», not "..."'),
    (re.compile(r'"%L?(\d+|n)"'), 'use «%1», not straight quotes around a placeholder'),
    (re.compile(r' [-–] '), 'use «—», not a spaced hyphen or en dash'),
    # A name stays in the nominative, so it never follows a preposition directly: «мимо
    # Всадники Рохана» cannot be declined by a placeholder. Names are quoted («%1»); numbers,
    # hexes and paths are not, so a bare «в %1» (a hex, a folder) stays allowed.
    (re.compile(r'(?<![\w-])(?:без|в|во|для|до|за|из|к|ко|между|мимо|на|над|о|об|от|перед|по|под|'
                r'при|про|против|с|со|у|через)\s+«%L?\d+»', re.IGNORECASE),
     'a name after a preposition would need a case: put a noun before it (мимо отряда «%1») '
     'or a colon (встреча: «%1»)'),
]


# In a message about hex-sides, «сторона» must be «сторона гекса» (or an idiom of direction).
HEX_SIDE_SOURCE = re.compile(r'hex[- ]?sides?|\bedges?\b', re.IGNORECASE)
BARE_SIDE = re.compile(r'(?<![\w-])(?<!по обе )(?<!в каждую )(?<!с одной )сторон\w*(?!\s+гекс)(?![\w-])',
                       re.IGNORECASE)


def word_pattern(word):
    """`*` stands for any ending, also inside a hyphenated word («сторон*-рек*»)."""
    return ''.join(r'\w*' if c == '*' else re.escape(c) for c in word)


def variant_pattern(variant):
    """«кра* гекса» → a regex matching whole words, `*` standing for any ending; a last word
    `-гекс*` means "not followed by гекс…" («сторон* -гекс*» catches «на стороне СВ»)."""
    words = variant.split()
    unless = [word_pattern(w[1:]) for w in words if w.startswith('-')]
    words = [word_pattern(w) for w in words if not w.startswith('-')]
    tail = ''.join(r'(?!\s+' + u + r'(?!\w))' for u in unless)
    return re.compile(r'(?<!\w)' + r'\s+'.join(words) + r'(?!\w)' + tail, re.IGNORECASE)


def allowed_spans(text, phrases):
    spans = []
    for phrase in phrases:
        spans += [m.span() for m in re.finditer(re.escape(phrase), text, re.IGNORECASE)]
    return spans


def rejected_match(pattern, text, phrases):
    """The first match of a rejected variant that is not part of an allowed phrase."""
    spans = allowed_spans(text, phrases)
    for m in pattern.finditer(text):
        if not any(a <= m.start() and m.end() <= b for a, b in spans):
            return m
    return None


def rejected_variants(doc):
    """(pattern, variant, preferred term, allowed phrases) for each «variant» in the glossary's
    last column; the allowed phrases are those the column "Русский" quotes in «»."""
    rules = []
    in_table = False
    for line in doc.read_text(encoding='utf-8').splitlines():
        if line.startswith('## '):
            in_table = line.strip() == '## Russian glossary'
            continue
        if not in_table or not line.startswith('|'):
            continue
        cells = [c.strip() for c in line.strip().strip('|').split('|')]
        if len(cells) < 3 or cells[0] in ('English', '---'):
            continue
        allowed = re.findall(r'«([^»]+)»', cells[1])
        for variant in re.findall(r'«([^»]+)»', cells[2]):
            rules.append((variant_pattern(variant), variant, cells[1].split(' (')[0], allowed))
    if not rules:
        sys.exit(f'{doc}: no "## Russian glossary" table with rejected variants found')
    return rules


def ts_texts(path):
    """(where, text, context) for every Russian translation in a .ts catalogue."""
    for ctx in ET.parse(path).getroot().iter('context'):
        name = ctx.findtext('name')
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            if tr is None or tr.get('type') in ('obsolete', 'vanished'):
                continue
            forms = [f.text or '' for f in tr.findall('numerusform')] or [tr.text or '']
            for text in forms:
                yield (f'{path.name}: {name}: "{msg.findtext("source")}"', text, name,
                       msg.findtext('source') or '')


def ruleset_texts(path):
    def walk(node, where):
        if isinstance(node, dict):
            if isinstance(node.get('ru'), str):
                yield f'{path.name}: {where}', node['ru'], None, None
            label = node.get('id') if isinstance(node.get('id'), str) else where
            for key, value in node.items():
                yield from walk(value, f'{label}.{key}')
        elif isinstance(node, list):
            for i, value in enumerate(node):
                yield from walk(value, f'{where}[{i}]')
    try:
        data = json.loads(path.read_text(encoding='utf-8'))
    except ValueError as e:
        yield f'{path.name}', f'<not JSON: {e}>', None, None
        return
    yield from walk(data, path.stem)


LIST_ITEM = re.compile(r'\s*([-*]|\d+\.) ')


def markdown_texts(path):
    """One text per paragraph or list item (lines joined, so a phrase may wrap), named by its
    first line. Typography is checked in prose only: code spans, fenced blocks and indented
    blocks keep what a user types or what a command prints; the glossary is checked in all."""
    para, start, kind, fenced = [], 0, 'md', False
    where = f'{path.parent.name}/{path.name}'
    for number, line in enumerate(path.read_text(encoding='utf-8').splitlines() + [''], 1):
        ends = (not line.strip() or line.startswith('```')
                or (kind == 'md' and not fenced and LIST_ITEM.match(line)))
        if para and ends:
            yield f'{where}:{start}', ' '.join(para), kind, None
            para = []
        if line.startswith('```'):
            fenced = not fenced
            continue
        if line.strip():
            if not para:
                start = number
                kind = 'code' if fenced or line.startswith('    ') else 'md'
            para.append(line.strip())


def texts_of(f):
    if f.suffix == '.ts':
        return ts_texts(f)
    if f.suffix == '.md':
        return markdown_texts(f)
    return ruleset_texts(f)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    rules = rejected_variants(root / 'docs' / 'translating.md')
    files = [pathlib.Path(f) for f in sys.argv[2:]] or (
        [root / 'translations' / 'hexstride_ru.ts']
        + sorted((root / 'resources' / 'rulesets').glob('*.json'))
        + sorted((root / 'docs' / 'guide' / 'ru').glob('*.md'))
        + sorted((root / 'docs' / 'rules' / 'ru').glob('*.md')))
    texts = []
    for f in files:
        texts += list(texts_of(f))
    findings = []
    for where, text, context, source in texts:
        prose = re.sub(r'`[^`]*`', '', text) if context == 'md' else text
        for pattern, variant, preferred, allowed in rules:
            # A Latin variant («id») in code is what a user types or a command prints
            # (`--ruleset ID|FILE`, a JSON key): only the prose must not use it.
            latin = variant.isascii()
            if latin and context == 'code':
                continue
            m = rejected_match(pattern, prose if latin else text, allowed)
            if m:
                findings.append(f'{where}: «{m.group(0)}» (glossary: {preferred}, not «{variant}»)')
        if source and HEX_SIDE_SOURCE.search(source):
            m = BARE_SIDE.search(text)
            if m:
                findings.append(f'{where}: «{m.group(0)}» alone reads as a faction: '
                                'write «сторона гекса» for a hex-side')
        for pattern, advice in TYPOGRAPHY:
            if context != 'code' and pattern.search(prose):
                findings.append(f'{where}: {advice}: {text!r}')
        if (context or '').startswith('hexstride::') and NUMBER_UNIT.search(text):
            findings.append(f'{where}: a number and its unit are joined by a no-break space '
                            f'(scripts/ts-fill.py nbsp): {text!r}')
        if context == 'hexstride::Direction' and text != text.upper():
            findings.append(f'{where}: direction names are capitals (С, СВ, …): {text!r}')
    for f in findings:
        print(f)
    if findings:
        print(f'{len(findings)} glossary or typography problem(s); see docs/translating.md, '
              '"Russian glossary"', file=sys.stderr)
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main())
