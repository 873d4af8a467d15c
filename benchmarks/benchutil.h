#pragma once

#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <vector>

namespace hexstride::bench {

/// Runs f `runs` times and returns the median wall time in milliseconds.
template<typename F>
double medianMs(int runs, F &&f)
{
    std::vector<double> times;
    times.reserve(static_cast<std::size_t>(runs));
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        times.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// Prints one comparison line: ours against a named baseline, with the ratio.
inline void printRatio(const char *what, double oursMs, const char *baseline, double baseMs)
{
    std::printf("%-40s ours %10.3f ms   %s %10.3f ms   ratio %6.2fx\n", what, oursMs, baseline,
                baseMs, oursMs > 0 ? baseMs / oursMs : 0.0);
}

} // namespace hexstride::bench
