#!/usr/bin/env bash
# packaging_platform_icons: the app's Windows .ico and macOS .icns (drawn at build time by
# installer/tools/svgtopng.cpp) hold the sizes those systems ask for, each a PNG of that size,
# read by the file formats' own rules here and by Debian's icoutils and icnsutils where installed.
# Usage: check-platform-icons.sh HEXSTRIDE.ico HEXSTRIDE.icns
set -euo pipefail
ico=$1 icns=$2
fail() { echo "FAIL: $*"; exit 1; }
python3 - "$ico" "$icns" <<'PY' || fail "icon containers"
import struct, sys

def png_size(data):
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    return struct.unpack('>II', data[16:24])

ico = open(sys.argv[1], 'rb').read()
reserved, kind, count = struct.unpack('<HHH', ico[:6])
assert (reserved, kind) == (0, 1), f'not an icon file: {reserved} {kind}'
sizes = []
for i in range(count):
    w, h, colours, _, planes, bits, length, offset = struct.unpack('<BBBBHHII', ico[6 + 16 * i:22 + 16 * i])
    w, h = w or 256, h or 256
    assert png_size(ico[offset:offset + length]) == (w, h), f'.ico entry {i}: {w}x{h}'
    assert offset + length <= len(ico), f'.ico entry {i} runs past the end'
    assert bits == 32 and planes == 1, f'.ico entry {i}: {bits} bits, {planes} planes'
    sizes.append(w)
assert sizes == [16, 24, 32, 48, 64, 256], f'.ico sizes {sizes}'
print('.ico:', ', '.join(map(str, sizes)))

icns = open(sys.argv[2], 'rb').read()
assert icns[:4] == b'icns', 'not an icns file'
assert struct.unpack('>I', icns[4:8])[0] == len(icns), 'icns length'
expected = {b'icp4': 16, b'icp5': 32, b'icp6': 64, b'ic07': 128, b'ic08': 256, b'ic09': 512,
            b'ic10': 1024}
found = {}
at = 8
while at < len(icns):
    kind, length = icns[at:at + 4], struct.unpack('>I', icns[at + 4:at + 8])[0]
    w, h = png_size(icns[at + 8:at + length])
    assert w == h == expected.get(kind), f'{kind} holds {w}x{h}'
    found[kind] = w
    at += length
assert at == len(icns) and found == expected, f'.icns elements {found}'
print('.icns:', ', '.join(f'{k.decode()} {v}' for k, v in found.items()))
PY
# The real readers, where Debian's icoutils and icnsutils are installed (CI installs them).
if command -v icotool >/dev/null; then
  listed=$(icotool -l "$ico")
  echo "$listed"
  [ "$(grep -c -- '--icon' <<<"$listed")" -eq 6 ] || fail "icotool lists $(grep -c -- '--icon' <<<"$listed") icons"
  grep -q -- '--width=256 --height=256 --bit-depth=32' <<<"$listed" || fail "icotool: no 256 px icon"
else
  echo "icotool not installed: the .ico was checked by its format only"
fi
if command -v icns2png >/dev/null; then
  listed=$(icns2png -l "$icns" 2>&1)
  echo "$listed"
  for kind in icp4 icp5 icp6 ic07 ic08 ic09 ic10; do
    grep -q "'$kind'" <<<"$listed" || fail "icns2png does not list $kind"
  done
else
  echo "icns2png not installed: the .icns was checked by its format only"
fi
echo "platform icons ok"
