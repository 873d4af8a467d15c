#!/usr/bin/env bash
# Makes the user guide's pictures from the real application, so they never go stale: runs
# `hexstride --guide-tour` under Xvfb once per language, with settings and recovery folders of
# its own (nothing of the user's is read or changed), and saves OUTDIR/<lang>/images/*.png.
#   scripts/guide-screenshots.sh OUTDIR [LANG]     LANG: en or ru (default: both)
#   scripts/guide-screenshots.sh docs/guide         refreshes the committed pictures
# HEXSTRIDE_APP names the executable (default: build/src/app/hexstride).
set -euo pipefail
out=${1:?usage: guide-screenshots.sh OUTDIR [LANG]}
languages=(${2:-en ru})
root=$(cd "$(dirname "$0")/.." && pwd)
app=${HEXSTRIDE_APP:-$root/build/src/app/hexstride}
[ -x "$app" ] || { echo "guide-screenshots.sh: $app is not built (cmake --build build --target hexstride)" >&2; exit 1; }
command -v xvfb-run >/dev/null || { echo "guide-screenshots.sh: needs xvfb-run (apt-get install xvfb xauth)" >&2; exit 1; }

declare -A locales=([en]=en_GB.UTF-8 [ru]=ru_RU.UTF-8)
for lang in "${languages[@]}"; do
  locale=${locales[$lang]:-}
  [ -n "$locale" ] || { echo "guide-screenshots.sh: unknown language $lang (en, ru)" >&2; exit 2; }
  home=$(mktemp -d)
  mkdir -p "$out/$lang/images"
  # The app follows the system language when none was chosen in its Language menu: a fresh
  # settings folder and the locale variables pick the language.
  env -u QT_QPA_PLATFORM -u LANGUAGE HOME="$home" XDG_CONFIG_HOME="$home/config" \
      XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" LC_ALL="$locale" LANG="$locale" \
      xvfb-run -a -s "-screen 0 1400x900x24" "$app" --guide-tour "$out/$lang/images"
  rm -rf "$home"
done
