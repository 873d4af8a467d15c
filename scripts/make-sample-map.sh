#!/bin/sh
# Regenerates the bundled sample map resources/maps/mepbm-1000.hexmap from the JOverseer data
# in tests/data/mepbm with hexstride-cli, then stations the armies of two sides on it (the
# planner's first run has armies to pick; issue 28). Usage: scripts/make-sample-map.sh [BUILD_DIR]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
cli=$build/src/cli/hexstride-cli
[ -x "$cli" ] || cmake --build "$build" --target hexstride-cli
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$cli" import-joverseer --title "Middle-earth PBM — 1000" \
    "$root/tests/data/mepbm/1000.terrain" "$root/tests/data/mepbm/1000.traffic" \
    "$tmp/map.json"
# The armies: the Free peoples west of the mountains, the Shadow in and around the desert of
# the east (hexes on plains, hills or desert, one army a hex). The map's own writer then
# writes the .hexmap (convert).
python3 - "$tmp/map.json" <<'PY'
import json, sys
path = sys.argv[1]
armies = [
    ("Rangers of the North", "Free", "0805", {}, 400),
    ("Army of the North", "Free", "1308", {}, 1200),
    ("Riders of Rohan", "Free", "1719", {"troops": "cavalry"}, 800),
    ("Host of Gondor", "Free", "2420", {}, 1500),
    ("Watch of the Black Gate", "Shadow", "3020", {}, 900),
    ("Host of Gorgoroth", "Shadow", "3424", {}, 2000),
    ("Easterling Riders", "Shadow", "4120", {"troops": "cavalry"}, 700),
    ("Haradrim", "Shadow", "3536", {}, 1100),
]
with open(path, encoding="utf-8") as f:
    m = json.load(f)
m["units"] = [dict(name=n, side=s, hex=h, **({"profile": p} if p else {}), figures=fig)
              for n, s, h, p, fig in armies]
with open(path, "w", encoding="utf-8") as f:
    json.dump(m, f, ensure_ascii=False)
PY
"$cli" convert "$tmp/map.json" "$root/resources/maps/mepbm-1000.hexmap"
