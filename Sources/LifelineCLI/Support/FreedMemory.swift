#if canImport(Glibc)
import Glibc
#endif

/// Makes large blocks go back to the system when they are freed. glibc maps a block above its
/// threshold (128 KiB) on its own and unmaps it when freed, but it raises that threshold to the
/// size of each such block freed (up to 32 MiB), so after a large trace is let go, the next one's
/// arrays come from the heap, whose freed pages glibc keeps: `compare` of two million-event text
/// traces peaked at 227 MiB, 174 MiB with the threshold fixed (Benchmarks/Profiling.md, the
/// comparison of saved traces).
enum FreedMemory {
    /// Fixes the threshold at glibc's default (`mallopt(M_MMAP_THRESHOLD, 128 KiB)`, which also
    /// stops it moving). For a command that reads one large trace after another.
    static func returnLargeBlocksWhenFreed() {
        #if canImport(Glibc)
        _ = mallopt?(mmapThreshold, 128 * 1024)
        #endif
    }

    #if canImport(Glibc)
    /// `M_MMAP_THRESHOLD` in `malloc.h`.
    private static let mmapThreshold: Int32 = -3

    /// glibc's `mallopt`, which its Swift module does not export (it is in `malloc.h`): looked up
    /// once; `nil` on a C library without it.
    private static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        guard let symbol = dlsym(nil, "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()
    #endif
}
