#!/usr/bin/env python3
"""Fill or list unfinished entries of a Qt .ts file.

  ts-fill.py list translations/hexstride_ru.ts        # prints unfinished sources as JSON
  ts-fill.py fill translations/hexstride_ru.ts ru.json # ru.json: {"context|source": "перевод"}
                                                       #   or {"source": "перевод"} for all contexts
  ts-fill.py reword translations/hexstride_ru.ts ru.json  # replaces finished translations too
                                                          # (translations/reworded/: wording fixes)
  ts-fill.py nbsp translations/hexstride_ru.ts            # a no-break space before units
For plural sources (%n) give a list of three forms: ["%n гекс", "%n гекса", "%n гексов"].
Run `cmake --build build --target update_translations` first so new strings are in the .ts.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET


def load(path):
    return ET.parse(path)


def unfinished(tree):
    for ctx in tree.getroot().iter('context'):
        name = ctx.findtext('name')
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            if tr is not None and tr.get('type') == 'unfinished':
                yield name, msg, tr


def every_message(tree):
    for ctx in tree.getroot().iter('context'):
        name = ctx.findtext('name')
        for msg in ctx.iter('message'):
            tr = msg.find('translation')
            if tr is not None and tr.get('type') not in ('obsolete', 'vanished'):
                yield name, msg, tr


# A number and its unit never part at a line break: «12 ОД», «3000 пикс.», «5 гексов», «50 %».
NUMBER_UNIT = re.compile(r'((?:%L?\d+|%L?n|\d+)) ((?:ОД|гекс\w*|пикс\w*|мм|см|МБ|КБ|ГБ|байт\w*|'
                         r'дюйм\w*|%)(?!\w))')


def keep_units_with_numbers(tree):
    """Puts a no-break space between a number (or its placeholder) and its unit."""
    for _, msg, tr in every_message(tree):
        for node in tr.findall('numerusform') or [tr]:
            if node.text:
                node.text = NUMBER_UNIT.sub('\\1\u00a0\\2', node.text)


def main():
    cmd, path = sys.argv[1], sys.argv[2]
    tree = load(path)
    if cmd == 'nbsp':
        keep_units_with_numbers(tree)
        with open(path, 'wb') as f:
            f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(f, encoding='utf-8', xml_declaration=False)
            f.write(b'\n')
        return
    if cmd == 'list':
        out = {}
        for name, msg, _ in unfinished(tree):
            key = name + '|' + msg.findtext('source')
            out[key] = ['', '', ''] if msg.get('numerus') == 'yes' else ''
        json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return
    table = json.load(open(sys.argv[3], encoding='utf-8'))
    missing = 0
    # "reword" also replaces finished translations, so a wording fix survives a catalogue
    # regenerated from an older one; "fill" only completes what is unfinished.
    entries = every_message(tree) if cmd == 'reword' else unfinished(tree)
    for name, msg, tr in entries:
        src = msg.findtext('source')
        value = table.get(name + '|' + src, table.get(src))
        if not value:
            missing += 1
            continue
        current = [f.text or '' for f in tr.findall('numerusform')] if msg.get('numerus') == 'yes' else tr.text
        if cmd == 'reword' and tr.get('type') is None and current == value:
            continue  # already so: leave the entry (and its layout) alone
        if msg.get('numerus') == 'yes':
            for child in list(tr):
                tr.remove(child)
            forms = value if isinstance(value, list) else [value] * 3
            for form in forms:
                ET.SubElement(tr, 'numerusform').text = form
        else:
            tr.text = value
        tr.attrib.pop('type', None)
    with open(path, 'wb') as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding='utf-8', xml_declaration=False)
        f.write(b'\n')
    if cmd == 'fill':
        print(f'{missing} entries still unfinished', file=sys.stderr)


if __name__ == '__main__':
    main()
