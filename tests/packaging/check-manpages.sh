#!/usr/bin/env bash
# packaging_manpages: the man pages made at build time (installer/CMakeLists.txt) list every verb
# of the CLI's verb table and every option each verb's --help shows, are what the programs print
# now, and render without a warning.
# Usage: check-manpages.sh HEXSTRIDE_CLI HEXSTRIDE GENERATED_DIR
set -euo pipefail
cli=$1 app=$2 dir=$3
export LC_ALL=C LANGUAGE= QT_QPA_PLATFORM=offscreen
fail() { echo "FAIL: $*"; exit 1; }

for program in hexstride-cli hexstride; do
  [ -s "$dir/$program.1" ] || fail "$dir/$program.1 missing (build the hexstride_docs target)"
  zcat "$dir/$program.1.gz" | cmp -s - "$dir/$program.1" || fail "$program.1.gz is not $program.1"
done
"$cli" --man | cmp -s - "$dir/hexstride-cli.1" || fail "hexstride-cli.1 is stale (rebuild)"
"$app" --man | cmp -s - "$dir/hexstride.1" || fail "hexstride.1 is stale (rebuild)"

page=$(<"$dir/hexstride-cli.1")
# The verbs, as the usage text (made from the same table) lists them.
help=$("$cli" --help)
verbs=$(sed -n '/^Verbs:/,/^$/s/^  \([a-z-]*\) .*/\1/p' <<<"$help")
[ "$(wc -l <<<"$verbs")" -ge 10 ] || fail "could not read the verbs from --help: $verbs"
for verb in $verbs; do
  escaped=${verb//-/\\-}
  grep -qxF ".B $escaped" <<<"$page" || fail "verb $verb not in the VERBS list of hexstride-cli.1"
  grep -qxF ".SS $escaped" <<<"$page" || fail "verb $verb has no section in hexstride-cli.1"
  # Every long option the verb's --help shows appears in the page (but Qt's --help-all, which
  # lists Qt's own options, no concern of a verb).
  for option in $("$cli" "$verb" --help | sed -n 's/^ *\(-[a-z], \)\{0,1\}--\([a-z-]*\).*/\2/p'); do
    [ "$option" = help-all ] && continue
    grep -qF "\\fB\\-\\-${option//-/\\-}\\fR" <<<"$page" || fail "$verb --$option not in hexstride-cli.1"
  done
done
echo "hexstride-cli.1 lists $(wc -w <<<"$verbs") verbs and their options"

# Rendering: groff (and man, which adds its preprocessors) print no warning. Without groff, at
# least every request line is one of the man macros the pages use.
for program in hexstride-cli hexstride; do
  if ! command -v groff >/dev/null; then
    unknown=$(grep '^\.' "$dir/$program.1" | grep -vE '^\.(TH|SH|SS|TP|PP|B|I|BR|BI|RI|br) ?' || true)
    [ -z "$unknown" ] || fail "$program.1: unknown requests: $unknown"
    echo "groff not installed: $program.1 checked for known macros only"
    continue
  fi
  warnings=$(groff -man -Tutf8 -ww -z "$dir/$program.1" 2>&1) || fail "groff failed on $program.1: $warnings"
  [ -z "$warnings" ] || fail "groff warns on $program.1: $warnings"
  if command -v man >/dev/null; then
    warnings=$(MANWIDTH=80 man --warnings -l "$dir/$program.1.gz" 2>&1 >/dev/null) || fail "man -l failed on $program.1.gz: $warnings"
    [ -z "$warnings" ] || fail "man warns on $program.1.gz: $warnings"
  fi
done
grep -q 'hexstride\\-cli info' "$dir/hexstride-cli.1" || fail "no synopsis for info"
echo "man pages ok"
