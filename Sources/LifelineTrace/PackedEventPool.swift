#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Chunks that finished recorders hand back for the next recorder: a process records many short
/// sessions (a test suite, `lifeline verify` over a folder, a benchmark's runs), and writing into
/// memory the process already touched avoids the page faults that fresh memory costs, about half of
/// a recorded event's time otherwise (Benchmarks/Profiling.md). At most `capacity` chunks wait
/// here (about 29 MB); the rest are freed.
@usableFromInline
final class PackedEventPool: @unchecked Sendable {
    // @unchecked: every access to `free` is under `mutex`. Addresses rather than pointers keep the
    // stored state plain integers.
    @usableFromInline static let shared = PackedEventPool()
    static let capacity = 256

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var free: [UInt] = []

    private init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// A chunk of `PackedEventStore.chunkSize` events, recycled when one is waiting.
    @usableFromInline
    func take() -> UnsafeMutablePointer<PackedEvent> {
        pthread_mutex_lock(mutex)
        let address = free.popLast()
        pthread_mutex_unlock(mutex)
        if let address, let chunk = UnsafeMutablePointer<PackedEvent>(bitPattern: address) { return chunk }
        return .allocate(capacity: PackedEventStore.chunkSize)
    }

    /// Takes back a recorder's chunks, keeping up to `capacity` for reuse.
    func recycle(_ chunks: [UnsafeMutablePointer<PackedEvent>]) {
        pthread_mutex_lock(mutex)
        var kept = 0
        for chunk in chunks where free.count < Self.capacity {
            free.append(UInt(bitPattern: chunk))
            kept += 1
        }
        pthread_mutex_unlock(mutex)
        for chunk in chunks.dropFirst(kept) { chunk.deallocate() }
    }
}
