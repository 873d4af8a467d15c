// The parts of src/core that need no Qt (hex coordinates and sides, the search's bucket queue,
// its 2 MiB-aligned arrays and prefetch hints), in one program of their own: scripts/ci-extra.sh
// builds it with the MinGW cross compiler, when installed, to check them against Windows' C++
// runtime (no std::aligned_alloc, no madvise). Every other file of src/core includes Qt.
#include "hex/edge.h"
#include "hex/hex.h"
#include "hex/hexshapes.h"
#include "movement/bucketqueue.h"
#include "movement/largepagealloc.h"
#include "movement/prefetch.h"

#include <vector>

int main()
{
    using namespace hexstride;
    // Past 2 MiB: the aligned branch of the allocator.
    std::vector<int, LargePageAllocator<int>> cells(std::size_t(1) << 20, 1);
    prefetch(cells.data());
    BucketQueue<int> queue;
    queue.reset(8, 0);
    queue.push(3, 7);
    const Hex a{0, 0}, b = neighbour(a, 1);
    const EdgeId side = edgeOf(b, opposite(1));
    return queue.empty() || hexesOf(side).second != b || cells[12345] != 1 ? 1 : 0;
}
