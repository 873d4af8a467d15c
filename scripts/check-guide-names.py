#!/usr/bin/env python3
"""Checks that the user guide names real things: every UI name a page quotes is a text the app
shows in that language.

  check-guide-names.py SOURCE_DIR [PAGE.md...]

The guide's convention (docs/translating.md, "The user guide's names"): what the app shows is quoted in **bold** (what you
click or press: menus as **Menu ▸ Item**, buttons, tools, tabs, pages) or in *italics* (docks,
fields, columns, values and messages the app writes). Every such span, and every step of a menu
path, must be a text of the catalogue translations/hexstride_ru.ts (the source texts for
docs/guide/en, the translations for docs/guide/ru; `&` accelerators, a trailing "…" and ":"
stripped; %1 in a catalogue text stands for any words) or a name in the rulesets (their `en` or
`ru` texts, or a ruleset's id). Keys and mouse actions (**Ctrl+C**, **Shift**, **[**) and numbers
with units (**2 cm**) are not names. What is left is emphasis that is not a UI name: it must be
listed in docs/guide-not-ui-names.txt (keep that list short; quote a real name instead).
Prints one line per unknown name; exit code 1 if any.
"""
import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

SPAN = re.compile(r'(?<![*\w])(\*\*|\*)(?![\s*])([^*\n]+?)(?<!\s)\1(?![*\w])')
KEY = re.compile(r'^(Ctrl|Shift|Alt|Space|Esc|Enter|Backspace|Tab|F\d+|arrow keys|стрелки|пробел\w*'
                 r'|Click|Drag|Щёлкните|Перетащите)\b|^[\W\d_]+$|^\w$|^[\d.,]+\s*\w{1,4}$',
                 re.IGNORECASE)
# A text the app builds from parts ("NW: Minor river", "Plains, Fed Road Cost → 2"): it must
# split into known texts and numbers.
SEPARATOR = re.compile(r'(\s*(?::\s|,|→|×|;)\s*)')


def normal(text):
    """A text as the guide quotes it: no accelerator, no trailing "…" or ":"."""
    text = text.replace('&&', '\0').replace('&', '').replace('\0', '&')
    text = text.replace('\u00a0', ' ')  # «12 ОД»: a no-break space reads as a space
    text = re.sub(r'(…|\.\.\.)\s*$', '', text.strip()).strip()
    return text.rstrip(':').strip()


def placeholder_pattern(text):
    """"Total %1 MP" → a regex for the texts it becomes; None when it is mostly placeholders."""
    parts = re.split(r'%L?(?:\d+|n)', text)
    if len(parts) == 1 or sum(len(re.sub(r'\W', '', p)) for p in parts) < 3:
        return None
    pattern = '.+?'.join(re.escape(p) for p in parts)
    # English plurals: "%n step(s)" is "2 steps", "%n army(ies)" is "2 armies".
    pattern = pattern.replace(r'y\(ies\)', '(?:y|ies)')
    for ending in ('s', 'es'):
        pattern = pattern.replace(rf'\({ending}\)', f'(?:{ending})?')
    return re.compile('^' + pattern + '$', re.DOTALL)


class Known:
    def __init__(self):
        self.texts, self.patterns = set(), []

    def add(self, text):
        # A rich text names its parts in bold ("<b>Constraints</b>: …").
        for part in re.findall(r'<b>([^<]+)</b>', text):
            self.add(part)
        text = normal(text)
        if not text:
            return
        self.texts.add(text.casefold())
        pattern = placeholder_pattern(text.casefold())
        if pattern:
            self.patterns.append(pattern)

    def knows(self, text):
        # The guide writes a literal "&", as the app shows it.
        text = text.replace('\u00a0', ' ')
        text = re.sub(r'(…|\.\.\.)\s*$', '', text).strip().rstrip(':').strip().casefold()
        return text in self.texts or any(p.match(text) for p in self.patterns)

    def __contains__(self, text):
        if self.knows(text):
            return True
        # pieces[0], separator, pieces[1], …: can the first i pieces be cut into known texts?
        tokens = SEPARATOR.split(text)
        pieces = tokens[0::2]
        fits = [True] + [False] * len(pieces)
        for end in range(1, len(pieces) + 1):
            for start in range(end):
                whole = ''.join(tokens[2 * start:2 * end - 1]).strip()
                if fits[start] and (re.fullmatch(r'[\W\d_]*', whole) or self.knows(whole)):
                    fits[end] = True
                    break
        return len(pieces) > 1 and fits[-1]


def known_texts(root):
    known = {'en': Known(), 'ru': Known()}
    for ctx in ET.parse(root / 'translations' / 'hexstride_ru.ts').getroot().iter('context'):
        for msg in ctx.iter('message'):
            known['en'].add(msg.findtext('source') or '')
            tr = msg.find('translation')
            if tr is None or tr.get('type') in ('obsolete', 'vanished'):
                continue
            for form in tr.findall('numerusform') or [tr]:
                known['ru'].add(form.text or '')

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in known and isinstance(value, str):
                    known[key].add(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    for path in sorted((root / 'resources' / 'rulesets').glob('*.json')):
        walk(json.loads(path.read_text(encoding='utf-8')))
        for lang in known.values():
            lang.add(path.stem)
    return known


def allowed_emphasis(root):
    """docs/guide-not-ui-names.txt: "lang: text" lines, # comments."""
    allowed = set()
    path = root / 'docs' / 'guide-not-ui-names.txt'
    for line in path.read_text(encoding='utf-8').splitlines():
        line = line.split('#', 1)[0].strip()
        if line:
            lang, _, text = line.partition(':')
            allowed.add((lang.strip(), text.strip()))
    return allowed


def prose(text):
    """The page without code blocks and code spans (they quote what a user types)."""
    blank = lambda m: '\n' * m.group(0).count('\n')  # keeps the line numbers
    text = re.sub(r'^```.*?^```', blank, text, flags=re.MULTILINE | re.DOTALL)
    text = re.sub(r'^(    |\t).*$', '', text, flags=re.MULTILINE)
    return re.sub(r'`[^`\n]*`', '', text)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    pages = [pathlib.Path(p) for p in sys.argv[2:]] or sorted(
        (root / 'docs' / 'guide').glob('*/*.md'))
    known = known_texts(root)
    allowed = allowed_emphasis(root)
    findings = []
    for page in pages:
        lang = page.parent.name
        if lang not in known:
            continue
        text = prose(page.read_text(encoding='utf-8'))
        for m in SPAN.finditer(text):
            span = m.group(2)
            if span.startswith('«') and span.endswith('»'):
                span = span[1:-1]
            if KEY.search(span) or (lang, span) in allowed:
                continue
            for step in (s.strip() for s in span.split('▸')):
                if step not in known[lang]:
                    line = text.count('\n', 0, m.start()) + 1
                    findings.append(f'{lang}/{page.name}:{line}: {m.group(0)}: «{step}» is no text '
                                    'of the app in this language')
    for f in findings:
        print(f)
    if findings:
        print(f'{len(findings)} name(s) in the guide that the app does not show; see '
              'docs/guide-not-ui-names.txt for emphasis that is not a UI name', file=sys.stderr)
    return 1 if findings else 0


if __name__ == '__main__':
    sys.exit(main())
