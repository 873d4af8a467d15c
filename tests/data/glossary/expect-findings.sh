#!/usr/bin/env bash
# The glossary check must flag each planted mistake in bad_ru.ts, bad-ruleset.json and
# bad-guide.md, nothing in the correct messages ("… is fine") and nothing in good-guide.md.
# usage: expect-findings.sh SOURCE_DIR
set -uo pipefail
src=${1:?source dir}; here="$src/tests/data/glossary"
out=$(python3 "$src/scripts/check-glossary.py" "$src" "$here/bad_ru.ts" "$here/bad-ruleset.json" \
      "$here/bad-guide.md" "$here/good-guide.md" 2>/dev/null)
rc=$?
fail=0
[ $rc -eq 1 ] || { echo "expected exit code 1, got $rc"; fail=1; }
while IFS= read -r expected; do
  grep -qF -- "$expected" <<<"$out" || { echo "not flagged: $expected"; fail=1; }
done <<'LIST'
"Cost per hex": «хекс»
"Cost per hex": «Цена»
"Open...": use «…»
"Map "%1" - changed": use «%1»
"Map "%1" - changed": use «—»
"ne": direction names are capitals
"Met "%1" in %2": a name after a preposition
"%1 MP left": a number and its unit are joined by a no-break space
unit.label: «Юнит»
fed.label: «С едой»
edge.label: «Край гекса»
"Edge Eraser": «Ластик сторон»
"Remove the features of the hex-sides you drag over": «сторон» alone reads as a faction
"Plan a Move": «Спланировать ход»
"Movement points left": «очков движения»
"Allowances": «Запасы хода»
"Destinations": «Места назначения»
"A copy of a bundled one": «встроенного»
"Export Reports": «донесений»
cavalry.label: «Кавалерия»
formation.label: «Формация»
points.label: «Очки движения»
bad-guide.md:3: «Объект на стороне»
bad-guide.md:6: «Конструктор»
bad-guide.md:8: «координата»
bad-guide.md:10: use «—»
bad-guide.md:12: «кавалерийской»
bad-guide.md:14: «Одновременные ходы»
bad-guide.md:14: «промежуточную точку»
bad-guide.md:14: «стороны-реки»
bad-guide.md:16: «на стороне %2»
bad-guide.md:16: «сторон с объектами»
LIST
if grep -qF 'is fine' <<<"$out"; then echo "a correct message was flagged"; fail=1; fi
if grep -qF 'good-guide.md' <<<"$out"; then echo "a legitimate use in good-guide.md was flagged"; fail=1; fi
[ $fail -eq 0 ] || { echo "--- output:"; echo "$out"; }
exit $fail
