#!/usr/bin/env bash
# The glossary check must flag each planted mistake in bad_ru.ts and bad-ruleset.json, and
# nothing in the one correct message. usage: expect-findings.sh SOURCE_DIR
set -uo pipefail
src=${1:?source dir}; here="$src/tests/data/glossary"
out=$(python3 "$src/scripts/check-glossary.py" "$src" "$here/bad_ru.ts" "$here/bad-ruleset.json" 2>/dev/null)
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
unit.label: «Юнит»
fed.label: «С едой»
edge.label: «Край гекса»
LIST
if grep -qF 'is fine' <<<"$out"; then echo "a correct message was flagged"; fail=1; fi
[ $fail -eq 0 ] || { echo "--- output:"; echo "$out"; }
exit $fail
