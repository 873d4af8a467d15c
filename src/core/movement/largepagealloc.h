#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hexstride {

/// An allocator for the large flat arrays of searches (a map's step costs, a cost field): blocks
/// of 2 MiB or more are aligned to 2 MiB and, on Linux, offered to the kernel for transparent
/// huge pages. A full-map search touches millions of cells along a moving wavefront; with 4 KiB
/// pages nearly every access misses the TLB, which cost a third of the cost-field time.
template<typename T>
struct LargePageAllocator
{
    using value_type = T;
    static constexpr std::size_t kHugePage = std::size_t(2) << 20;

    LargePageAllocator() = default;
    template<typename U>
    LargePageAllocator(const LargePageAllocator<U> &) noexcept
    {}

    T *allocate(std::size_t n)
    {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kHugePage)
            return static_cast<T *>(::operator new(bytes));
        const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        // Fresh pages straight from the kernel: malloc may hand back heap pages already
        // faulted in as small pages, which the hint no longer changes.
        void *raw = mmap(nullptr, rounded + kHugePage, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw == MAP_FAILED)
            throw std::bad_alloc();
        const auto start = reinterpret_cast<std::uintptr_t>(raw);
        const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
        if (aligned > start)
            munmap(raw, aligned - start);
        if (const std::size_t tail = start + kHugePage - aligned)
            munmap(reinterpret_cast<void *>(aligned + rounded), tail);
        madvise(reinterpret_cast<void *>(aligned), rounded,
                MADV_HUGEPAGE); // a hint: may be refused
        return reinterpret_cast<T *>(aligned);
#else
        // C++17's aligned new: MSVC and MinGW have no std::aligned_alloc.
        return static_cast<T *>(::operator new(rounded, std::align_val_t(kHugePage)));
#endif
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kHugePage) {
            ::operator delete(p);
            return;
        }
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        munmap(p, (bytes + kHugePage - 1) / kHugePage * kHugePage);
#else
        ::operator delete(p, std::align_val_t(kHugePage));
#endif
    }
    friend bool operator==(const LargePageAllocator &, const LargePageAllocator &)
    {
        return true;
    }
};

} // namespace hexstride
