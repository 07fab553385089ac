@preconcurrency import CGraphviz

/// The object IDs of one graph, handed out in the order names are first seen.
///
/// Graphviz keeps subgraphs, clusters among them, in ID order, and its default ID discipline
/// uses the addresses of interned name strings as IDs, so cluster order, and with it the layout,
/// could change from one render to the next in a long-running process. Sequential IDs make
/// every render of the same text the same.
///
/// The numbering copies what a fresh `dot` process ends up with, so that its output and the
/// renderer's agree: anonymous objects get odd IDs counting from 3 (the command gives 1 to its
/// prototype graph, which shows as the root's name "%3" in SVG), named ones even IDs above every
/// anonymous one, as heap addresses are.
final class SequentialNames {
    private static let firstNamedID: IDTYPE = 1 << 40

    private var idsByName: [[UInt8]: IDTYPE] = [:]
    /// The names, indexed by ID, which Graphviz may keep using until the graph closes. They are
    /// the graph's own reference-counted strings (`agstrdup`), as Graphviz's default discipline
    /// keeps them: cgraph asks such a string whether it is an HTML-like one (`aghtmlstr`, which
    /// reads the count before the text) when it writes a name, in `plain` and `canon` output. A
    /// plain copy had no count before it, and a name could come out as `<name>` or not by
    /// whatever the allocator left there.
    private var names: [UnsafeMutablePointer<CChar>] = []
    private var nextAnonymousID: IDTYPE = 3
    /// The root graph whose strings the names are.
    private let graph: UnsafeMutablePointer<Agraph_t>?

    init(graph: UnsafeMutablePointer<Agraph_t>?) {
        self.graph = graph
    }

    /// Gives the names back to the graph's strings; cgraph closes the discipline before them.
    func close() {
        for name in names { agstrfree(graph, name) }
        names.removeAll()
    }

    func id(of name: UnsafePointer<CChar>, create: Bool) -> IDTYPE? {
        let key = Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(name)))
        if let id = idsByName[key] { return id }
        guard create, let copy = agstrdup(graph, UnsafeMutablePointer(mutating: name)) else { return nil }
        let id = Self.firstNamedID + 2 * IDTYPE(names.count)
        names.append(copy)
        idsByName[key] = id
        return id
    }

    func newAnonymousID() -> IDTYPE {
        defer { nextAnonymousID += 2 }
        return nextAnonymousID
    }

    /// The name behind a named ID; nil for an anonymous one, which Graphviz then calls "%<id>".
    func name(of id: IDTYPE) -> UnsafeMutablePointer<CChar>? {
        guard id >= Self.firstNamedID, id % 2 == 0 else { return nil }
        let index = Int((id - Self.firstNamedID) / 2)
        return index < names.count ? names[index] : nil
    }
}

extension SequentialNames {
    /// A cgraph ID discipline backed by one `SequentialNames` per root graph. Every graph read
    /// with it keeps a pointer to it: free it only when none of them is open.
    static func makeDiscipline() -> UnsafeMutablePointer<Agiddisc_t> {
        let discipline = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        discipline.initialize(to: Agiddisc_t(
            open: { graph, _ in
                UnsafeMutableRawPointer(Unmanaged.passRetained(SequentialNames(graph: graph)).toOpaque())
            },
            map: { state, _, name, id, create in
                let names = SequentialNames.from(state)
                let found: IDTYPE? = if let name {
                    names.id(of: name, create: create != 0)
                } else {
                    names.newAnonymousID()
                }
                guard let found, let id else { return 0 }
                id.pointee = found
                return 1
            },
            alloc: { _, _, _ in
                0  // like Graphviz's own discipline: callers may not choose IDs
            },
            free: { _, _, _ in
                // Names stay until the graph closes: a node and a subgraph may share one.
            },
            print: { state, _, id in
                SequentialNames.from(state).name(of: id)
            },
            close: { state in
                guard let state else { return }
                let names = Unmanaged<SequentialNames>.fromOpaque(state)
                names.takeUnretainedValue().close()
                names.release()
            },
            idregister: { _, _, _ in }
        ))
        return discipline
    }

    private static func from(_ state: UnsafeMutableRawPointer?) -> SequentialNames {
        Unmanaged<SequentialNames>.fromOpaque(state!).takeUnretainedValue()
    }
}
