#!/usr/bin/env bash
# Fails when a translation catalogue is not complete and in step with the sources:
# lupdate refreshes a copy of each .ts from src/ and ui/, then any entry that is unfinished,
# obsolete or vanished is listed; then the Russian glossary is checked. usage: check-translations.sh LUPDATE SOURCE_DIR
set -euo pipefail
lupdate=${1:?lupdate path}; src=${2:?source dir}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
for ts in "$src"/translations/*.ts; do
  copy="$tmp/$(basename "$ts")"
  cp "$ts" "$copy"
  # The English catalogue holds plural forms only.
  only=(); [[ "$ts" == *_en.ts ]] && only=(-pluralonly)
  "$lupdate" -silent -locations none "${only[@]}" "$src/src" "$src/ui" -ts "$copy" >/dev/null 2>&1
  bad=$(grep -cE 'type="(unfinished|obsolete|vanished)"' "$copy" || true)
  if [ "$bad" -gt 0 ]; then
    echo "$(basename "$ts"): $bad entries unfinished, obsolete or vanished:"
    # Show the source text of each bad entry (the line before or around the translation).
    grep -B3 -E 'type="(unfinished|obsolete|vanished)"' "$copy" | grep -E '<source>' | head -40
    status=1
  else
    echo "$(basename "$ts"): complete ($(grep -c '<message' "$copy") messages)"
  fi
done
# lupdate only sees literal texts: a wrapper such as `QString trX(const char *t) { return
# QCoreApplication::translate("ctx", t); }` hides every call of it from the catalogue. Texts that
# reach translate() as variables must be marked QT_TRANSLATE_NOOP where they are written; the
# files doing that are listed here.
marked='src/app/designer/rulelists/rulesetlistmodel.cpp|src/core/hex/orientation.cpp'
hidden=$(grep -rnE 'translate\("[^"]*", *[A-Za-z_]' "$src/src" | grep -vE "$marked" || true)
if [ -n "$hidden" ]; then
  echo "translate() of a variable text, invisible to lupdate (use a Q_DECLARE_TR_FUNCTIONS class):"
  echo "$hidden"
  status=1
fi
# One glossary and one typography for the Russian texts (docs/translating.md, "Russian glossary"):
# rejected variants («хекс», «юнит», «цена»…), "...", straight quotes around %1, " - ".
if ! python3 "$src/scripts/check-glossary.py" "$src"; then
  status=1
fi
if [ $status -ne 0 ]; then
  echo "Run scripts/update-translations.sh, then translate (linguist, or scripts/ts-fill.py)." >&2
fi
exit $status
