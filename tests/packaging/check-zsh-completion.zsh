#!/usr/bin/env zsh
# packaging_zsh_completion: types command lines and TAB into an interactive zsh (zsh/zpty) with
# the completion made at build time installed, and waits until every expected word is offered.
# Usage: check-zsh-completion.zsh COMPLETION_SCRIPT HEXSTRIDE_CLI
emulate -R zsh
zmodload zsh/zpty || { print "zsh/zpty missing"; exit 1; }
script=$1 cli=$2
fp=$(mktemp -d) work=$(mktemp -d)
trap 'rm -rf $fp $work' EXIT
cp $script $fp/_hexstride-cli
cd $work && touch a.hexmap b.tmx e.png g.txt

# offers LINE WORD...: completes LINE in a fresh zsh; fails unless every WORD shows within 30 s.
offers() {
  local line=$1 all= chunk w deadline=$(( SECONDS + 30 ))
  local -a missing
  shift
  zpty z zsh -f -i
  zpty -w z "PS1='> '; fpath=($fp \$fpath); autoload -U compinit; compinit -u -D; LISTMAX=1000"
  zpty -w -n z "$line"$'\t'
  while (( SECONDS < deadline )); do
    if zpty -r -t z chunk; then all+=$chunk; else sleep 0.2; fi
    missing=()
    for w in "$@"; do [[ $all == *$w* ]] || missing+=($w); done
    (( ${#missing} == 0 )) && break
  done
  zpty -d z
  if (( ${#missing} )); then
    print -r -- "FAIL: $line<TAB> does not offer: ${missing[*]}"
    print -r -- "${all//$'\e'/^[}" | tail -n 20
    exit 1
  fi
}

verbs=(${(f)"$(LC_ALL=C $cli --help | sed -n '/^Verbs:/,/^$/s/^  \([a-z-]*\) .*/\1/p')"})
ids=(${(f)"$(LC_ALL=C $cli rulesets | sed -n 's/^\([a-z0-9][a-z0-9-]*\)  .*/\1/p')"})
(( ${#verbs} >= 10 && ${#ids} >= 1 )) || { print "FAIL: no verbs or ruleset ids from $cli"; exit 1; }
offers 'hexstride-cli ' $verbs
offers 'hexstride-cli move a.hexmap --ruleset ' $ids
offers 'hexstride-cli render --w' 'render --width'
offers 'hexstride-cli info ' a.hexmap b.tmx
print "zsh completion ok"
