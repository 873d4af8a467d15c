#!/usr/bin/env bash
# The CI-only checks that follow the test suite (run by `scripts/setup.sh test` when CI=true):
#   0. that no file shares a run of more than ~20 words with a rule text we model
#      (../shared/tools/own-words.py, reading ../shared/seeds/ beside the clone);
#   0b. that every C++ file follows .clang-format (clang-format 14, Debian's);
#   1. the .deb: build, inspect, run lintian (fails on an error), install into a temporary root,
#      run the CLI and read its man page from there, validate the desktop file, the AppStream
#      metainfo and the MIME type;
#   2. the core, document and CLI tests and a few GUI tests again under
#      -fsanitize=address,undefined (ASAN_TESTS: a ctest regex; "." for every test);
#   3. each libFuzzer harness for FUZZ_SECONDS (default 30), built with clang;
#   4. src/core with a second compiler, for portability: clang++ with -Werror (the project's
#      warning flags), and the Qt-free parts of src/core with the MinGW cross compiler; each is
#      skipped, loudly, where the compiler is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# The compiler cache setup.sh chose (CCACHE_BASEDIR set), for the sanitizer and fuzzer builds too.
launcher=()
[ -n "${CCACHE_BASEDIR:-}" ] && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
step() { printf '\n=== %s ===\n' "$*"; }

step "our own words: no sentences of the rule texts"
# The rule texts are other people's writing: the project summarises them (docs/rules) and must
# not copy them. CI has them beside the clone; elsewhere the check is skipped, saying so.
own_words=../shared/tools/own-words.py
if [ -f "$own_words" ] && [ -d ../shared/seeds ]; then
  # The tool reports and exits 0 either way: its summary line decides.
  report=$(python3 "$own_words" .)
  echo "$report"
  echo "$report" | grep -q '^own-words: 0 file' || { echo "own-words: passages stand word for word"; exit 1; }
else
  echo "own-words: skipped (../shared/tools/own-words.py or ../shared/seeds/ not beside the clone)"
fi

step "formatting: every C++ file follows .clang-format"
# Reformatting commits are listed in .git-blame-ignore-revs.
unformatted=$(git ls-files '*.cpp' '*.h' | while read -r f; do
  clang-format --dry-run -Werror "$f" >/dev/null 2>&1 || echo "$f"; done)
if [ -n "$unformatted" ]; then
  echo "not formatted (run clang-format -i on them):"; echo "$unformatted"; exit 1
fi
echo "formatting ok"

step "package"
# A full disk shows in CPack only as "cannot copy file": say the room left first.
echo "free space beside the build: $(df -Ph build | awk 'NR==2{print $4}')"
rm -rf build/packages && mkdir -p build/packages
(cd build && cpack -G DEB -B packages >/dev/null && cpack -G TGZ -B packages >/dev/null)
deb=$(ls build/packages/hexstride_*.deb)
dpkg-deb --info "$deb" >/dev/null
dpkg-deb --contents "$deb" | grep './usr/bin/hexstride-cli' >/dev/null
# Debian policy 12.5 / 12.7: the copyright file and the compressed changelog.
# (The listing is read whole first: grep -q closing the pipe early would fail under pipefail.)
contents=$(dpkg-deb --contents "$deb")
for doc in copyright changelog.gz; do
  grep -q "./usr/share/doc/hexstride/$doc\$" <<<"$contents" || {
    echo "package: /usr/share/doc/hexstride/$doc missing"; exit 1; }
done
# The generated man pages and completions, the thumbnailer and the PNG icons.
for file in usr/share/man/man1/hexstride.1.gz usr/share/man/man1/hexstride-cli.1.gz \
            usr/share/bash-completion/completions/hexstride-cli \
            usr/share/zsh/vendor-completions/_hexstride-cli usr/share/thumbnailers/hexstride.thumbnailer \
            usr/share/icons/hicolor/{16x16,32x32,48x48,64x64,128x128,256x256}/apps/io.github.hexstride.Hexstride.png \
            usr/share/icons/hicolor/{16x16,256x256}/mimetypes/application-x-hexstride-map.png; do
  grep -q "\./$file\$" <<<"$contents" || { echo "package: /$file missing"; exit 1; }
done
# Lintian (Debian's package checker): an error fails CI; warnings and the other tags are printed
# and explained in docs/packaging.md.
lintian_report=$(lintian --display-info --pedantic --fail-on none "$deb" 2>&1)
[ -z "$lintian_report" ] || echo "$lintian_report"
if grep -q '^E:' <<<"$lintian_report"; then echo "lintian: errors in $(basename "$deb")"; exit 1; fi
echo "lintian: no error ($(grep -c '^W:' <<<"$lintian_report" || true) warnings)"
stage=$(mktemp -d); trap 'rm -rf "$stage"' EXIT
dpkg-deb -x "$deb" "$stage"
"$stage/usr/bin/hexstride-cli" --version
QT_QPA_PLATFORM=offscreen "$stage/usr/bin/hexstride" --version
dynamic=$(readelf -d "$stage"/usr/bin/*)
# The programs find the project's private libraries (/usr/lib/hexstride) and nothing else there.
runpaths=$(grep -E 'R(UN)?PATH' <<<"$dynamic" | grep -v 'Library runpath: \[\$ORIGIN/../lib/hexstride\]' || true)
if [ -n "$runpaths" ]; then echo "package: unexpected RUNPATH in /usr/bin: $runpaths"; exit 1; fi
man_page=$(MANWIDTH=80 man --warnings -l "$stage/usr/share/man/man1/hexstride-cli.1.gz" 2>&1)
grep -q '^ *render' <<<"$man_page" || { echo "package: hexstride-cli.1 does not render"; exit 1; }
desktop-file-validate "$stage"/usr/share/applications/*.desktop
appstreamcli validate --no-net --pedantic "$stage"/usr/share/metainfo/*.metainfo.xml || \
  appstreamcli validate --no-net "$stage"/usr/share/metainfo/*.metainfo.xml
update-mime-database "$stage/usr/share/mime" >/dev/null 2>&1
echo '{}' | gzip > "$stage/probe.hexmap"
mime=$(XDG_DATA_DIRS="$stage/usr/share" python3 - "$stage/usr/share/mime/globs2" <<'PY'
import sys
print(next((l.split(':')[1] for l in open(sys.argv[1]) if l.strip().endswith(':*.hexmap')), 'none'))
PY
)
[ "$mime" = application/x-hexstride-map ] || { echo "MIME glob for *.hexmap missing ($mime)"; exit 1; }
echo "package ok: $(basename "$deb")"

step "tests under address and undefined-behaviour sanitizers"
if [ ! -f build-asan/build.ninja ]; then
  # Static libraries here, as before the normal build went shared: not yet tried with the
  # sanitizer runtimes, and the -g1 links cost less than the normal build's did.
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS="-O1 -g1" -DHEXSTRIDE_SANITIZE=ON \
        -DHEXSTRIDE_BUILD_BENCHMARKS=OFF -DHEXSTRIDE_SHARED_LIBS=OFF "${launcher[@]}" >/dev/null
fi
# The sanitizers look for memory and undefined-behaviour bugs, which live in the core and the
# file, undo and CLI code: every test of those, and the GUI tests that drive them through the
# window (hostile files, editing and undo, planning, resolving a turn). The other GUI tests
# check widgets and texts: the normal build runs them, and under ASan they cost minutes of CI.
cmake build-asan >/dev/null # an older build folder: find the tests added since it was made
asan_tests=${ASAN_TESTS:-'^(core|document|cli)_|^gui_tst_(hostileopen|mapeditor|planner|resolveturn)$'}
mapfile -t asan_targets < <(ctest --test-dir build-asan -N -R "$asan_tests" -E translations_ |
                            sed -n 's/^ *Test *#[0-9]*: //p')
cmake --build build-asan --parallel "$jobs" --target hexstride-cli "${asan_targets[@]}"
# intercept_tls_get_addr=0: GCC 12's sanitizer runtime misreads glibc 2.36's table of dynamically
# loaded thread-local storage (a block "at 0x3755-0x800004857" after Qt loads its plugins), and
# LeakSanitizer's tracer then crashes reading it at exit, every run of cli_tst_renderverb
# ("Tracer caught signal 11 ... LeakSanitizer has encountered a fatal error"). Without the
# interceptor those blocks are not scanned: only plugins' thread-local data, none of ours.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1:intercept_tls_get_addr=0
export LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure --parallel "$jobs" -R "$asan_tests" \
      -E translations_

if [ -d tests/fuzz ] && ls tests/fuzz/fuzz_*.cpp >/dev/null 2>&1; then
  step "fuzzing (${FUZZ_SECONDS:-30} s per harness)"
  if [ ! -f build-fuzz/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DHEXSTRIDE_FUZZ=ON -DBUILD_TESTING=OFF -DHEXSTRIDE_BUILD_BENCHMARKS=OFF \
        -DHEXSTRIDE_SHARED_LIBS=OFF "${launcher[@]}" >/dev/null
  fi
  cmake --build build-fuzz --parallel "$jobs" --target fuzzers
  for harness in build-fuzz/tests/fuzz/fuzz_*; do
    [ -f "$harness" ] && [ -x "$harness" ] || continue  # skip the *_autogen folders
    name=$(basename "$harness")
    corpus=$(mktemp -d)
    cp tests/fuzz/corpus/"${name#fuzz_}"/* "$corpus"/ 2>/dev/null || true
    echo "--- $name"
    # A fixed seed makes a CI failure reproducible with the same command; FUZZ_SEED=0 picks one.
    "$harness" -seed="${FUZZ_SEED:-1}" -max_total_time="${FUZZ_SECONDS:-30}" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 "$corpus" 2>&1 | tail -n 12
    rm -rf "$corpus"
  done
fi
step "src/core with a second compiler (portability)"
# GCC builds everything above; clang 14 (Debian 12's) builds the core again with -Werror, so a
# construct only GCC accepts, or a warning only clang gives, fails CI. Only the core's objects:
# about 100 files, a minute or two from cold on two cores, seconds with the compiler cache.
if command -v clang++ >/dev/null; then
  if [ ! -f build-clang/build.ninja ]; then
    CC=clang CXX=clang++ cmake -S . -B build-clang -G Ninja -DCMAKE_BUILD_TYPE=None \
        -DCMAKE_CXX_FLAGS=-O0 -DHEXSTRIDE_WERROR=ON -DBUILD_TESTING=OFF \
        -DHEXSTRIDE_BUILD_BENCHMARKS=OFF -DHEXSTRIDE_SHARED_LIBS=OFF "${launcher[@]}" >/dev/null
  fi
  cmake --build build-clang --parallel "$jobs" --target hexstride_core
  echo "clang: src/core builds with $(clang++ --version | head -n 1) and -Werror"
else
  echo "!!! clang++ NOT FOUND: src/core was NOT built with a second compiler."
  echo "!!! Install Debian's clang (apt-get install clang) to check portability."
fi
# The Windows C++ runtime has no std::aligned_alloc and no madvise: the MinGW cross compiler
# builds and links the parts of src/core that need no Qt (tests/portability/qtfreecore.cpp
# names them; every other core file includes Qt, which Debian has no MinGW build of).
mingw=x86_64-w64-mingw32-g++
if command -v "$mingw" >/dev/null; then
  out=$(mktemp -d)
  "$mingw" -std=c++20 -Wall -Wextra -Wpedantic -Werror -O1 -static -Isrc/core \
      tests/portability/qtfreecore.cpp -o "$out/qtfreecore.exe"
  echo "MinGW: the Qt-free core builds for Windows ($("$mingw" --version | head -n 1))"
  rm -rf "$out"
else
  echo "!!! $mingw NOT FOUND: the Qt-free parts of src/core were NOT built for Windows."
  echo "!!! Install Debian's g++-mingw-w64-x86-64-posix to check them."
fi

step "CI extras passed"
