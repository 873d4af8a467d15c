#!/usr/bin/env bash
# check-guide-names.py must flag each planted wrong name in tests/data/guide-names and no correct
# one. usage: expect-findings.sh SOURCE_DIR
set -uo pipefail
src=${1:?source dir}; here="$src/tests/data/guide-names"
out=$(python3 "$src/scripts/check-guide-names.py" "$src" "$here/en/planted.md" "$here/ru/planted.md" 2>/dev/null)
rc=$?
fail=0
[ $rc -eq 1 ] || { echo "expected exit code 1, got $rc"; fail=1; }
while IFS= read -r expected; do
  grep -qF -- "$expected" <<<"$out" || { echo "not flagged: $expected"; fail=1; }
done <<'LIST'
en/planted.md:3: **File ▸ Load Map…**: «Load Map…»
en/planted.md:4: *Who Moves*
ru/planted.md:3: **Прямоугольное выделение**
ru/planted.md:4: **Конструктор**
ru/planted.md:5: **Файл ▸ Загрузить карту…**: «Загрузить карту…»
LIST
count=$(grep -c 'is no text of the app' <<<"$out")
[ "$count" -eq 5 ] || { echo "expected 5 findings, got $count (a correct name flagged?)"; fail=1; }
[ $fail -eq 0 ] || { echo "--- output:"; echo "$out"; }
exit $fail
