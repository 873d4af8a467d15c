#!/bin/sh
# Regenerates the bundled sample map resources/maps/mepbm-1000.hexmap from the JOverseer data
# in tests/data/mepbm with hexstride-cli. Usage: scripts/make-sample-map.sh [BUILD_DIR]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
cli=$build/src/cli/hexstride-cli
[ -x "$cli" ] || cmake --build "$build" --target hexstride-cli
"$cli" import-joverseer --title "Middle-earth PBM — 1000" \
    "$root/tests/data/mepbm/1000.terrain" "$root/tests/data/mepbm/1000.traffic" \
    "$root/resources/maps/mepbm-1000.hexmap"
