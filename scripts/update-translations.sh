#!/usr/bin/env bash
# Refreshes the translation catalogues from src/ and ui/, then fills what it can from
# translations/pending/*.json (see scripts/ts-fill.py) and lists what is still unfinished.
# (The CMake `update_translations` target runs lupdate in project mode, which follows the
# include paths into Boost's headers and takes many minutes: use this script instead.)
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -silent -locations none -no-obsolete src ui -ts translations/hexstride_ru.ts 2>/dev/null
"$lupdate" -silent -locations none -no-obsolete -pluralonly src ui -ts translations/hexstride_en.ts 2>/dev/null
for f in translations/pending/*.json; do
  [ -f "$f" ] || continue
  scripts/ts-fill.py fill translations/hexstride_ru.ts "$f" 2>/dev/null
done
# Wording fixes of finished Russian translations (a branch that rewords the catalogue keeps its
# changes here, so they survive a catalogue regenerated at merge time).
for f in translations/reworded/*.json; do
  [ -f "$f" ] || continue
  scripts/ts-fill.py reword translations/hexstride_ru.ts "$f" 2>/dev/null
done
# Russian typography: a number and its unit stay on one line («12 ОД»).
scripts/ts-fill.py nbsp translations/hexstride_ru.ts
# English plural forms ("1 hex" / "5 hexes") pending in parallel branches.
for f in translations/pending/en/*.json; do
  [ -f "$f" ] || continue
  scripts/ts-fill.py fill translations/hexstride_en.ts "$f" 2>/dev/null
done
for ts in translations/*.ts; do
  echo "$ts:"; scripts/ts-fill.py list "$ts"
done
