#!/usr/bin/env bash
# Hexstride's two set-up commands (see README):
#   scripts/setup.sh run    install what is missing, build, open the app on the sample map
#   scripts/setup.sh test   install what is missing, build, run every test
# Idempotent: packages already present are not reinstalled, the build is incremental.
# With CI=true the test build treats warnings as errors and adds the CI-only checks.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
case "$mode" in run|test) ;; *) echo "usage: $0 run|test" >&2; exit 2 ;; esac

packages=(g++ make cmake ninja-build pkg-config git python3
          qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
          qt6-translations-l10n qt6-svg-dev libqt6svg6 qt6-qpa-plugins libgl1-mesa-dev
          libboost-dev zlib1g-dev fonts-dejavu-core ccache)
if [ "$mode" = test ]; then
  # Tiled's own reader and renderer (tiled --export-map, tmxrasterizer) check our Tiled exports
  # (tests/cli/tst_tiledtools); it brings Qt 5 beside Qt 6, so only the test set-up installs it.
  packages+=(tiled)
  # groff and man render the generated man pages in tests/packaging/check-manpages.sh.
  packages+=(groff-base man-db)
  # Debian's readers of Windows and macOS icons check ours (tests/packaging/check-platform-icons.sh).
  packages+=(icoutils icnsutils)
fi
if [ "$mode" = test ] && [ "${CI:-}" = true ]; then
  packages+=(clang libclang-rt-14-dev clang-format desktop-file-utils appstream dpkg-dev lintian zsh)
  # The MinGW cross compiler builds the Qt-free parts of src/core for Windows (scripts/ci-extra.sh).
  packages+=(g++-mingw-w64-x86-64-posix)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

build=build
werror=OFF; [ "${CI:-}" = true ] && werror=ON
# Every build goes through ccache: a rebuild after switching branches, a second clone and CI
# (three builds, normal, sanitizers and fuzzers, in a fresh clone on the machine where the last
# run left its cache) compile only what changed. With paths relative to the clone and the folder
# out of the hash, a clone in another folder reuses every object whose sources did not change,
# the tests' included (their paths are in one generated file: tests/shared/testpaths.h).
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true
  # The tests compile with a precompiled header per area (tests/CMakeLists.txt): ccache caches
  # such compiles only when told that the header's defines and time macros may be trusted.
  export CCACHE_SLOPPINESS=pch_defines,time_macros
  launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEXSTRIDE_WERROR=$werror \
        "${launcher[@]}"
elif [ "${CI:-}" = true ]; then
  cmake "$build" -DHEXSTRIDE_WERROR=ON >/dev/null
fi
cmake --build "$build" --parallel "$(nproc)"

if [ "$mode" = run ]; then
  shift
  exec "$build/src/app/hexstride" "$@"
fi
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)"
if [ "${CI:-}" = true ] && [ -x scripts/ci-extra.sh ]; then
  scripts/ci-extra.sh
fi
