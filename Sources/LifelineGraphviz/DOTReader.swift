@preconcurrency import CGraphviz

/// Parses DOT text from memory into a cgraph graph, with sequential object IDs.
///
/// `agmemread` cannot be told which ID discipline to use, so this is `agread` with a reader of
/// its own over the text's UTF-8 bytes. Holds C structs that every graph it reads points to:
/// keep it as long as any of them is open.
final class DOTReader {
    /// The object IDs and input of every graph this reader opens; `GraphBuilder` opens its graphs with it too.
    let discipline: UnsafeMutablePointer<Agdisc_t>

    init() {
        let input = UnsafeMutablePointer<Agiodisc_t>.allocate(capacity: 1)
        input.initialize(to: Agiodisc_t(
            afread: { channel, buffer, size in
                guard let channel, let buffer else { return 0 }
                return channel.assumingMemoryBound(to: MemoryChannel.self).pointee.read(into: buffer, size: size)
            },
            // Only agwrite uses these; kept working in case a plugin writes the graph out.
            putstr: AgIoDisc.putstr,
            flush: AgIoDisc.flush
        ))
        discipline = .allocate(capacity: 1)
        discipline.initialize(to: Agdisc_t(mem: nil, id: SequentialNames.makeDiscipline(), io: input))
    }

    deinit {
        discipline.pointee.id.deallocate()
        discipline.pointee.io.deallocate()
        discipline.deallocate()
    }

    /// The first graph in `dot`, or nil when there is none or it does not parse (the reason has
    /// gone to the message handler). Graphs after the first are ignored.
    func read(_ dot: String) -> UnsafeMutablePointer<Agraph_t>? {
        // The lexer's line count and file name (set by a `#line` directive) outlive a parse too.
        agsetfile(nil)
        var dot = dot
        let graph = dot.withUTF8 { bytes in
            var channel = MemoryChannel(bytes: UnsafeRawBufferPointer(bytes))
            return agread(&channel, discipline)
        }
        // The lexer keeps what it read past the first graph, and after a syntax error its state
        // too; either would corrupt the next parse.
        aglexbad()
        return graph
    }
}

/// The read position in the text being parsed; the `chan` of the reader discipline.
private struct MemoryChannel {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    mutating func read(into buffer: UnsafeMutablePointer<CChar>, size: Int32) -> Int32 {
        let count = min(Int(size), bytes.count - offset)
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        UnsafeMutableRawPointer(buffer).copyMemory(from: base + offset, byteCount: count)
        offset += count
        return Int32(count)
    }
}
