#if canImport(Glibc)
import Glibc
#endif

/// Gives memory the process has freed back to the system. glibc keeps freed blocks of its heap
/// for later allocations instead of returning them, so a command that reads a large trace, lets
/// it go and reads another still holds the first one's pages: `compare` of two million-event text
/// traces peaked at 227 MiB, 170 MiB once the first trace's pages were returned before reading
/// the second (Benchmarks/Profiling.md, the comparison of saved traces).
enum FreedMemory {
    /// Returns what is free now (`malloc_trim`); a few milliseconds after freeing a large trace.
    static func returnToSystem() {
        #if canImport(Glibc)
        _ = mallocTrim?(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim`, which its Swift module does not export (it is in `malloc.h`): looked
    /// up once; `nil` on a C library without it.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
