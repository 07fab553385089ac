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
    /// Copies of the names, indexed by ID, which Graphviz may keep using until the graph closes.
    private var names: [UnsafeMutablePointer<CChar>] = []
    private var nextAnonymousID: IDTYPE = 3

    deinit {
        for name in names { free(name) }
    }

    func id(of name: UnsafePointer<CChar>, create: Bool) -> IDTYPE? {
        let key = Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(name)))
        if let id = idsByName[key] { return id }
        guard create, let copy = strdup(name) else { return nil }
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
            open: { _, _ in
                UnsafeMutableRawPointer(Unmanaged.passRetained(SequentialNames()).toOpaque())
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
                if let state { Unmanaged<SequentialNames>.fromOpaque(state).release() }
            },
            idregister: { _, _, _ in }
        ))
        return discipline
    }

    private static func from(_ state: UnsafeMutableRawPointer?) -> SequentialNames {
        Unmanaged<SequentialNames>.fromOpaque(state!).takeUnretainedValue()
    }
}
