#!/usr/bin/env python3
"""Flags Russian texts that break the glossary or the typography of docs/translating.md.

  check-glossary.py SOURCE_DIR [FILE...]

FILEs (.ts catalogues, .json rulesets) replace the project's own texts; the tests use that.

Reads the rejected variants from the glossary table of docs/translating.md (column "Not",
each variant in «», `*` for any ending) and looks for them in the translations of
translations/hexstride_ru.ts and in the `ru` texts of resources/rulesets/*.json. Also flags
`...` (use …), straight quotes around a placeholder ("%1": use «%1»), a spaced hyphen or en dash
(use —), a quoted name right after a preposition («с «%1»») and direction names not in capitals. Prints one line per finding; exit code 1 if any.
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

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


def variant_pattern(variant):
    """«кра* гекса» → a regex matching whole words, `*` standing for any ending."""
    words = []
    for word in variant.split():
        stem = re.escape(word.rstrip('*'))
        words.append(stem + (r'\w*' if word.endswith('*') else ''))
    return re.compile(r'(?<!\w)' + r'\s+'.join(words) + r'(?!\w)', re.IGNORECASE)


def rejected_variants(doc):
    """(pattern, variant, preferred term) for each «variant» in the glossary's last column."""
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
        for variant in re.findall(r'«([^»]+)»', cells[2]):
            rules.append((variant_pattern(variant), variant, cells[1].split(' (')[0]))
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
                yield f'{path.name}: {name}: "{msg.findtext("source")}"', text, name


def ruleset_texts(path):
    def walk(node, where):
        if isinstance(node, dict):
            if isinstance(node.get('ru'), str):
                yield f'{path.name}: {where}', node['ru'], None
            label = node.get('id') if isinstance(node.get('id'), str) else where
            for key, value in node.items():
                yield from walk(value, f'{label}.{key}')
        elif isinstance(node, list):
            for i, value in enumerate(node):
                yield from walk(value, f'{where}[{i}]')
    try:
        data = json.loads(path.read_text(encoding='utf-8'))
    except ValueError as e:
        yield f'{path.name}', f'<not JSON: {e}>', None
        return
    yield from walk(data, path.stem)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    rules = rejected_variants(root / 'docs' / 'translating.md')
    files = [pathlib.Path(f) for f in sys.argv[2:]] or (
        [root / 'translations' / 'hexstride_ru.ts'] + sorted((root / 'resources' / 'rulesets').glob('*.json')))
    texts = []
    for f in files:
        texts += list(ts_texts(f) if f.suffix == '.ts' else ruleset_texts(f))
    findings = []
    for where, text, context in texts:
        for pattern, variant, preferred in rules:
            m = pattern.search(text)
            if m:
                findings.append(f'{where}: «{m.group(0)}» (glossary: {preferred}, not «{variant}»)')
        for pattern, advice in TYPOGRAPHY:
            if pattern.search(text):
                findings.append(f'{where}: {advice}: {text!r}')
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
