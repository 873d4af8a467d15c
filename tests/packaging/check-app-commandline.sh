#!/usr/bin/env bash
# packaging_app_command_line: the app's command line refuses what it would drop without a word
# (two maps, an option given twice) with a usage error, before any window opens.
# Usage: check-app-commandline.sh HEXSTRIDE MAP
set -euo pipefail
app=$1 map=$2
export LC_ALL=C LANGUAGE=en QT_QPA_PLATFORM=offscreen HOME=$(mktemp -d)
trap 'rm -rf "$HOME"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

expect_usage() { # EXPECTED-MESSAGE ARGS...
  local expected=$1 code=0 err
  shift
  err=$(timeout 20 "$app" "$@" 2>&1 >/dev/null) || code=$?
  [ "$code" = 2 ] || fail "hexstride $* exited $code, not 2 (stderr: $err)"
  grep -qxF "hexstride: $expected" <<<"$err" || fail "hexstride $*: expected '$expected', got: $err"
}
expect_usage "Give one map to open, not 2." "$map" "$map"
expect_usage "The map's file name is empty." ""
expect_usage "--guide-tour is given twice." --guide-tour /nonexistent-a --guide-tour /nonexistent-b
echo "the app refuses two maps, an empty map name and a doubled option"
