#!/usr/bin/env bash
# packaging_thumbnailer: runs the Exec line of installer/linux/hexstride.thumbnailer as a file
# manager would (%s the size, %i the map, %o an output path without suffix) and checks that it
# writes a PNG fitting the size.
# Usage: check-thumbnailer.sh HEXSTRIDE_CLI THUMBNAILER_FILE MAP
set -euo pipefail
cli=$1 entry=$2 map=$3
export LC_ALL=C LANGUAGE= QT_QPA_PLATFORM=offscreen
fail() { echo "FAIL: $*"; exit 1; }
exec_line=$(sed -n 's/^Exec=//p' "$entry")
mime=$(sed -n 's/^MimeType=//p' "$entry")
[ "$mime" = "application/x-hexstride-map;" ] || fail "MimeType=$mime"
[[ $exec_line == "hexstride-cli "* ]] || fail "Exec does not run hexstride-cli: $exec_line"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for size in 128 256 16; do
  out="$work/thumb-$size"
  line=${exec_line/#hexstride-cli/$cli}
  line=${line//%s/$size}; line=${line//%i/$map}; line=${line//%o/$out}
  # shellcheck disable=SC2086 # the Exec line is split on spaces, as file managers split it
  $line || fail "$line exited with $?"
  python3 - "$out" "$size" <<'PY' || fail "thumbnail at size $size"
import struct, sys
data = open(sys.argv[1], 'rb').read()
size = int(sys.argv[2])
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
w, h = struct.unpack('>II', data[16:24])
assert max(w, h) <= size, f'{w}x{h} larger than {size}'
assert max(w, h) >= size - 1, f'{w}x{h} much smaller than {size}'
print(f'size {size}: PNG {w}x{h}')
PY
done
ls "$work" | grep -v '^thumb-[0-9]*$' && fail "files left beside the thumbnail"
echo "thumbnailer ok"
