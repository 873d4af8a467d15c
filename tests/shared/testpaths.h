#pragma once

// Where the tests find the source tree, their data and the CLI. The paths are compiled into one
// small generated file (tests/shared/testpaths.cpp.in, configured into the build folder), not
// into each test: a test's object then does not depend on where the clone is, and ccache reuses
// it from a clone in another folder (CI builds in a fresh clone each time).
#include <QString>

namespace testpaths {

/// The source tree's folder followed by relative ("/resources/rulesets/x.json").
QString source(const char *relative = "");
/// tests/data followed by relative ("/maps/x.json").
QString data(const char *relative = "");
/// The hexstride-cli program of this build.
QString cli();

} // namespace testpaths
