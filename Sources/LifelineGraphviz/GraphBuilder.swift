@preconcurrency import CGraphviz
import LifelineDiagrams

/// Builds Graphviz's graph for a `Graph` value through cgraph's API, with the calls Graphviz's
/// DOT parser makes for the text `DOTEncoder` writes, in the same order (Graphviz 2.42,
/// lib/cgraph/grammar.y: `startgraph`, `attrstmt`, `appendnode` and `endnode`, `opensubg`,
/// `endedge` and `newedge`, `endgraph`), each name and value given as the parser's lexer reads it
/// (`DOTReadBack`). So what is laid out and drawn is the graph the text would have given, and the
/// SVG is the same byte for byte, without writing the text and parsing it again: the two were a
/// fifth of a 118-event SVG command (Benchmarks/Profiling.md, section 29).
///
/// Graphs whose values only the text can decide (an HTML-like label whose `<` and `>` do not
/// nest) are not built: `longestText(of:)` says so first, and the caller encodes them.
enum GraphBuilder {
    /// The most bytes any name, key or value of `graph` takes once read, for the message buffer
    /// (`GraphvizMessages`); nil when the graph has a value only its DOT text can decide. O(number
    /// of attributes), plus a pass over each HTML-like label.
    static func longestText(of graph: Graph) -> Int? {
        var longest = graph.id.utf8.count
        func measure(_ attributes: Attributes) -> Bool {
            for attribute in attributes {
                longest = max(longest, attribute.key.utf8.count)
                switch attribute.value {
                case .string(let text), .raw(let text): longest = max(longest, text.utf8.count)
                case .html(let markup):
                    guard DOTReadBack.nests(markup) else { return false }
                    longest = max(longest, markup.utf8.count)
                case .number, .bool: break
                }
            }
            return true
        }
        guard measure(graph.attributes), measure(graph.nodeDefaults), measure(graph.edgeDefaults) else { return nil }
        for node in graph.nodes {
            longest = max(longest, node.id.utf8.count)
            guard measure(node.attributes) else { return nil }
        }
        for subgraph in graph.subgraphs {
            guard measure(subgraph.attributes) else { return nil }
            for id in subgraph.nodeIDs { longest = max(longest, id.utf8.count) }
        }
        for edge in graph.edges {
            longest = max(longest, edge.from.utf8.count, edge.to.utf8.count)
            guard measure(edge.attributes) else { return nil }
        }
        return DOTReadBack.maximumLength(ofTextWith: longest)
    }

    /// The graph, opened with `discipline` (the reader's, for the same object IDs), or nil when
    /// cgraph cannot open it. Call `longestText(of:)` first: a graph it refuses is built without
    /// the labels it cannot read. The caller closes the graph.
    static func build(_ graph: Graph, discipline: UnsafeMutablePointer<Agdisc_t>) -> UnsafeMutablePointer<Agraph_t>? {
        // startgraph: never strict, as the encoder never writes `strict`.
        let description = graph.isDirected ? Agdirected : Agundirected
        guard let root = withText(DOTReadBack.name(graph.id), { agopen($0, description, discipline) }) else { return nil }

        // `graph [charset="UTF-8", ...]`, then `node [...]` and `edge [...]` when not empty.
        attributeStatement(DOTEncoder.graphAttributes(of: graph), kind: AGRAPH, in: root, root: root)
        if !graph.nodeDefaults.isEmpty { attributeStatement(graph.nodeDefaults, kind: AGNODE, in: root, root: root) }
        if !graph.edgeDefaults.isEmpty { attributeStatement(graph.edgeDefaults, kind: AGEDGE, in: root, root: root) }

        // What the parser asks cgraph again and again for the same answer, asked once: the
        // node of a name (`agnode` of an existing node only finds it) and the root's symbol of a
        // key (`agattr(root, kind, key, NULL)` finds the one symbol a root keeps per key).
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        var symbols = SymbolCache()
        func node(_ id: String) -> UnsafeMutablePointer<Agnode_t>? {
            let name = DOTReadBack.name(id)
            if let known = nodes[name] { return known }
            let made = withText(name) { agnode(root, $0, 1) }
            if let made { nodes[name] = made }
            return made
        }

        for declared in graph.nodes {
            // appendnode, then endnode: the attributes are declared once the node exists.
            let made = node(declared.id)
            let bound = symbols.bind(declared.attributes, kind: AGNODE, in: root)
            if let made { apply(declared.attributes, bound, to: UnsafeMutableRawPointer(made), root: root) }
        }
        for subgraph in graph.subgraphs {
            // An anonymous subgraph: each `key=value;` is a statement of its own, then each node.
            guard let made = agsubg(root, nil, 1) else { continue }
            for attribute in subgraph.attributes {
                attributeStatement([attribute], kind: AGRAPH, in: made, root: root)
            }
            for id in subgraph.nodeIDs { _ = withText(DOTReadBack.name(id)) { agnode(made, $0, 1) } }
        }
        for edge in graph.edges {
            // Both ends are named (and made if new), then the attributes declared, then the edge
            // made under its `key`, which is not an attribute.
            let tail = node(edge.from)
            let head = node(edge.to)
            let named = edge.attributes[key].flatMap(DOTReadBack.value)
            let attributes = named == nil ? Array(edge.attributes) : edge.attributes.filter { $0.key != key }
            let bound = symbols.bind(attributes, kind: AGEDGE, in: root)
            guard let tail, let head else { continue }
            let made: UnsafeMutablePointer<Agedge_t>? = withOptionalText(named?.text) { name in
                agedge(root, tail, agsubnode(root, head, 0), name, 1)
            }
            if let made { apply(attributes, bound, to: UnsafeMutableRawPointer(made), root: root) }
        }
        // endgraph.
        aginternalmapclearlocalnames(root)
        return root
    }

    /// The edge attribute the parser takes as the edge's name.
    private static let key = "key"

    /// `attrstmt`: every key declared first (with an empty default where it is new), then each
    /// given its value as a default of `graph`, marked to be printed when `graph` is the root.
    /// The edges' `key` is skipped, as the parser does.
    private static func attributeStatement(_ attributes: some Collection<Attributes.Attribute>, kind: Int32,
                                           in graph: UnsafeMutablePointer<Agraph_t>, root: UnsafeMutablePointer<Agraph_t>) {
        let list = kind == AGEDGE ? attributes.filter { $0.key != key } : Array(attributes)
        let symbols = bind(list, kind: kind, in: graph)
        for (attribute, symbol) in zip(list, symbols) {
            guard var symbol, let value = DOTReadBack.value(attribute.value) else { continue }
            if symbol.pointee.fixed == 0 || graph != root {
                guard let set = withValue(value, root: root, { agattr(graph, kind, symbol.pointee.name, $0) }) else { continue }
                symbol = set
            }
            if graph == root { symbol.pointee.print = 1 }
        }
    }

    /// `bindattrs`: each key's symbol in `graph`, declared with an empty default where it is new.
    private static func bind(_ attributes: some Collection<Attributes.Attribute>, kind: Int32,
                             in graph: UnsafeMutablePointer<Agraph_t>) -> [UnsafeMutablePointer<Agsym_t>?] {
        attributes.map { attribute in
            withText(DOTReadBack.key(attribute.key)) { name in
                agattr(graph, kind, name, nil) ?? withText("") { agattr(graph, kind, name, $0) }
            }
        }
    }

    /// `bindattrs` for statements of the root graph, which keeps one symbol per kind and key:
    /// the first time a key is bound its symbol is found or declared as the parser does, later
    /// times it is the same symbol.
    private struct SymbolCache {
        private var node: [String: UnsafeMutablePointer<Agsym_t>] = [:]
        private var edge: [String: UnsafeMutablePointer<Agsym_t>] = [:]

        mutating func bind(_ attributes: some Collection<Attributes.Attribute>, kind: Int32,
                           in root: UnsafeMutablePointer<Agraph_t>) -> [UnsafeMutablePointer<Agsym_t>?] {
            attributes.map { attribute in
                if let known = kind == AGNODE ? node[attribute.key] : edge[attribute.key] { return known }
                let found = GraphBuilder.bind(CollectionOfOne(attribute), kind: kind, in: root)[0]
                if let found {
                    if kind == AGNODE { node[attribute.key] = found } else { edge[attribute.key] = found }
                }
                return found
            }
        }
    }

    /// `applyattrs`: each value set on `object` through its symbol.
    private static func apply(_ attributes: some Collection<Attributes.Attribute>, _ symbols: [UnsafeMutablePointer<Agsym_t>?],
                              to object: UnsafeMutableRawPointer, root: UnsafeMutablePointer<Agraph_t>) {
        for (attribute, symbol) in zip(attributes, symbols) {
            guard let symbol, let value = DOTReadBack.value(attribute.value) else { continue }
            _ = withValue(value, root: root) { agxset(object, symbol, $0) }
        }
    }

    /// Calls `body` with the value as cgraph must receive it: an HTML-like label is interned with
    /// `agstrdup_html` first, as the lexer does, so that the copies cgraph makes of it (found by
    /// their text) keep the mark.
    private static func withValue<Result>(_ value: DOTReadBack.Value, root: UnsafeMutablePointer<Agraph_t>,
                                          _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        guard value.isHTML else { return withText(value.text, body) }
        guard let interned = withText(value.text, { agstrdup_html(root, $0) }) else { return withText(value.text, body) }
        defer { agstrfree(root, interned) }
        return body(interned)
    }

    /// cgraph takes `char *` and copies what it keeps; it never writes through the pointer.
    private static func withText<Result>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> Result) -> Result {
        text.withCString { body(UnsafeMutablePointer(mutating: $0)) }
    }

    private static func withOptionalText<Result>(_ text: String?, _ body: (UnsafeMutablePointer<CChar>?) -> Result) -> Result {
        guard let text else { return body(nil) }
        return withText(text) { body($0) }
    }
}
