#!/usr/bin/env bash
# packaging_bash_completion: drives the bash completion made at build time (installer/) as bash
# would: COMP_WORDS/COMP_CWORD set, the completion function called, COMPREPLY checked.
# The zsh script (ZSH_SCRIPT) is only checked to be current and, where zsh is installed, to parse.
# Usage: check-completion.sh HEXSTRIDE_CLI COMPLETION_SCRIPT [ZSH_SCRIPT]
set -euo pipefail
cli=$1 script=$2 zsh_script=${3:-}
export LC_ALL=C LANGUAGE=
fail() { echo "FAIL: $*"; exit 1; }
[ -s "$script" ] || fail "$script missing (build the hexstride_docs target)"
"$cli" --completion bash | cmp -s - "$script" || fail "$script is stale (rebuild)"
bash -n "$script" || fail "$script: bash syntax error"
if [ -n "$zsh_script" ]; then
  "$cli" --completion zsh | cmp -s - "$zsh_script" || fail "$zsh_script is stale (rebuild)"
  if command -v zsh >/dev/null; then zsh -n "$zsh_script" || fail "$zsh_script: zsh syntax error"; fi
  head -n 1 "$zsh_script" | grep -qx '#compdef hexstride-cli' || fail "$zsh_script: no #compdef line"
fi

# shellcheck source=/dev/null
source "$script"
complete -p hexstride-cli >/dev/null || fail "the script does not register a completion"

# complete WORD... : completes the last word of the command line, COMPREPLY sorted in $reply.
complete_line() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMP_LINE="$*"
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  _hexstride_cli
  reply=$(printf '%s\n' "${COMPREPLY[@]}" | sort)
}
expect() { # expect WORD: $reply holds WORD
  grep -qxF -- "$1" <<<"$reply" || fail "${COMP_WORDS[*]}|: no \"$1\" in: $(echo $reply)"
}
expect_not() {
  if grep -qxF -- "$1" <<<"$reply"; then fail "${COMP_WORDS[*]}|: \"$1\" offered: $(echo $reply)"; fi
}

# The verbs, as the usage text (made from the same verb table) lists them.
help=$("$cli" --help)
verbs=$(sed -n '/^Verbs:/,/^$/s/^  \([a-z-]*\) .*/\1/p' <<<"$help")
[ "$(wc -l <<<"$verbs")" -ge 10 ] || fail "could not read the verbs from --help"
complete_line hexstride-cli ""
for verb in $verbs; do expect "$verb"; done
expect --help
complete_line hexstride-cli re
expect reach; expect render; expect reshape; expect resolve; expect_not move

# The ruleset ids, as `hexstride-cli rulesets` lists them, after --ruleset and as RULESET.
ids=$("$cli" rulesets | sed -n 's/^\([a-z0-9][a-z0-9-]*\)  .*/\1/p')
[ -n "$ids" ] || fail "no ruleset ids from hexstride-cli rulesets"
complete_line hexstride-cli move map.hexmap --ruleset ""
for id in $ids; do expect "$id"; done
complete_line hexstride-cli table ""
for id in $ids; do expect "$id"; done
# convert --ruleset takes a bundled id only.
complete_line hexstride-cli convert --ruleset ""
for id in $ids; do expect "$id"; done
first=$(head -n 1 <<<"$ids")
complete_line hexstride-cli reach --ruleset "${first:0:3}"
expect "$first"

# Options per verb.
complete_line hexstride-cli render map.hexmap --w
expect --width
complete_line hexstride-cli route --
expect --to; expect --via; expect --ruleset; expect_not --width
# A value that is no file completes to nothing.
complete_line hexstride-cli route --to ""
[ -z "$reply" ] || fail "route --to completes to: $reply"

# Files by type: maps where a map is read, images for render's output.
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir maps
touch a.hexmap b.TMX c.tmj d.json e.png f.pdf g.txt
complete_line hexstride-cli info ""
expect a.hexmap; expect b.TMX; expect c.tmj; expect d.json; expect maps
expect_not e.png; expect_not g.txt
complete_line hexstride-cli render a.hexmap ""
expect e.png; expect f.pdf; expect maps; expect_not a.hexmap; expect_not g.txt
# After an option with a value the position still counts right.
complete_line hexstride-cli render --width 300 a.hexmap ""
expect e.png; expect_not a.hexmap
complete_line hexstride-cli move --unit type=army --ruleset "$first" ""
expect a.hexmap; expect_not e.png
echo "bash completion ok: $(wc -w <<<"$verbs") verbs, ruleset ids $(echo $ids)"
