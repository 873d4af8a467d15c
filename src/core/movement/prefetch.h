#pragma once

namespace hexstride {

/// Asks the processor to start loading the cache line at `address` (the search's next cells).
/// A hint only: where the compiler has no builtin for it (MSVC), it does nothing.
inline void prefetch(const void *address)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#else
    (void)address;
#endif
}

} // namespace hexstride
