import Foundation

/// A file mapped read-only into memory, so that a large saved trace is read where it lies
/// instead of being copied whole into the process (207 MB for a million-event JSON trace,
/// Benchmarks/Profiling.md, section 17): the reader tells `release` which bytes it has read and
/// their pages leave the process's memory (`madvise(MADV_DONTNEED)`); reading them again, for
/// an error's line and column, faults them back in from the file.
///
/// A mapped file that another process shortens while it is read would stop the process with
/// SIGBUS at the first page past its new end. While `withBytes` runs, a handler catches that
/// signal for this mapping only, puts a page of zeros where the file was, and the call throws
/// "changed while being read" instead of returning whatever the zeros decoded to. A file that
/// changes without shrinking is caught by comparing its size and modification time after the
/// reading.
enum MappedFile {
    /// `body` with the bytes of the regular file open at `descriptor` (`size` bytes, as `fstat`
    /// said) and a function that releases the pages before an offset. `path` is for messages.
    static func withBytes<Result>(descriptor: Int32, size: Int, path: String,
                                  _ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Int) -> Void) throws -> Result) throws -> Result {
        guard size > 0 else { return try body(UnsafeBufferPointer(start: nil, count: 0), { _ in }) }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw CommandFailure("\(path): cannot read: \(String(cString: strerror(errno)))")
        }
        defer { munmap(base, size) }
        let before = FileIdentity(descriptor)
        BusErrorGuard.begin(UInt(bitPattern: base), size: size)
        defer { BusErrorGuard.finish() }
        let bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
        var released = 0
        func release(before offset: Int) {
            // Whole pages only, the last one before `offset` kept for the reader's look-back.
            let end = (min(offset, size) & ~(pageSize - 1)) - pageSize
            // An offset not past the last one starts a new pass over the file (the reader, after
            // the UTF-8 check), which faulted the pages in again from the start. Within a pass,
            // offsets are megabytes apart.
            if end <= released { released = 0 }
            guard end > released else { return }
            madvise(base + released, end - released, MADV_DONTNEED)
            released = end
        }
        let result: Result
        do {
            result = try body(bytes, release(before:))
        } catch {
            if BusErrorGuard.hit || FileIdentity(descriptor) != before { throw changed(path) }
            throw error
        }
        if BusErrorGuard.hit || FileIdentity(descriptor) != before { throw changed(path) }
        return result
    }

    private static func changed(_ path: String) -> CommandFailure {
        CommandFailure("\(path): changed while being read; read it again once it is written")
    }

    /// What says a file changed: its size and modification time.
    private struct FileIdentity: Equatable {
        var size: Int
        var seconds: Int
        var nanoseconds: Int

        init(_ descriptor: Int32) {
            var status = stat()
            fstat(descriptor, &status)
            size = Int(status.st_size)
            seconds = Int(status.st_mtim.tv_sec)
            nanoseconds = Int(status.st_mtim.tv_nsec)
        }
    }
}

let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

/// Turns a SIGBUS inside the mapping being read into a page of zeros and a flag, so that a file
/// shortened while it is read gives an error rather than a crash. Any other SIGBUS gets the
/// default action (the process stops, as it would without the guard). One mapping at a time:
/// the CLI reads its input files one after another on the main thread.
private enum BusErrorGuard {
    nonisolated(unsafe) static var lower: UInt = 0
    nonisolated(unsafe) static var upper: UInt = 0
    nonisolated(unsafe) static var hit = false
    nonisolated(unsafe) static var pageMask: UInt = 0
    nonisolated(unsafe) static var previous = sigaction()

    static func begin(_ address: UInt, size: Int) {
        lower = address
        upper = address + UInt(size)
        hit = false
        pageMask = UInt(pageSize - 1)
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = onBusError
        action.sa_flags = SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(SIGBUS, &action, &previous)
    }

    static func finish() {
        sigaction(SIGBUS, &previous, nil)
        lower = 0
        upper = 0
    }
}

/// Async-signal-safe: reads globals set before the signal, calls `mmap`/`signal` only.
private func onBusError(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    guard address >= BusErrorGuard.lower, address < BusErrorGuard.upper else {
        Glibc.signal(SIGBUS, SIG_DFL)  // the fault repeats on return and stops the process
        return
    }
    let page = address & ~BusErrorGuard.pageMask
    _ = mmap(UnsafeMutableRawPointer(bitPattern: page), Int(BusErrorGuard.pageMask + 1), PROT_READ,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
    BusErrorGuard.hit = true
}
