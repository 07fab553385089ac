import Yams

/// Finds where a repeated key repeats. Yams refuses a mapping with a repeated key and reports the
/// key's first occurrence only; a user needs the repeat. So the first occurrence is renamed in
/// place (one letter or digit for another, which moves no position) and the text composed again,
/// until it composes; the renamed keys' mappings then show each repeat, and the earliest in the
/// file is reported. A key that cannot be renamed so (an empty or punctuation-led key) gives nil,
/// and the caller falls back to the first occurrence.
enum ScenarioDuplicateKeys {
    /// At most this many repeated keys are renamed before giving up: each costs one more parse.
    static let maximumRenames = 8

    static func firstRepeat(in text: String, keys: [String],
                            firstMark: Mark) -> (key: String, first: Mark, repeated: Mark)? {
        let positions = ScenarioTextPositions(text)
        var scalars = positions.scalars
        var renamed: [(key: String, mark: Mark)] = []
        var pending: (keys: [String], mark: Mark)? = (keys, firstMark)
        var root: Node?
        while let (keys, mark) = pending {
            guard renamed.count < maximumRenames, let key = keys.sorted().first else { return nil }
            var offset = positions.offset(of: mark)
            if offset < scalars.count, scalars[offset] == "\"" || scalars[offset] == "'" { offset += 1 }
            guard offset < scalars.count, isRenamable(scalars[offset]) else { return nil }
            scalars[offset] = scalars[offset] == "Q" ? "X" : "Q"
            renamed.append((key, mark))
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            do {
                root = try ScenarioComposer.compose(String(view))
                pending = nil
            } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
                pending = (keys, context.mark)
            } catch {
                return nil
            }
        }
        guard let root else { return nil }
        var found: [(key: String, first: Mark, repeated: Mark)] = []
        for (key, mark) in renamed {
            if let repeated = repeatOf(key, firstAt: mark, in: root) { found.append((key, mark, repeated)) }
        }
        return found.min { ($0.repeated.line, $0.repeated.column) < ($1.repeated.line, $1.repeated.column) }
    }

    private static func isRenamable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// The first key `key` of the mapping whose key was first at `mark`.
    private static func repeatOf(_ key: String, firstAt mark: Mark, in node: Node) -> Mark? {
        switch node {
        case .mapping(let mapping):
            if mapping.contains(where: { isAt($0.key, mark) }),
               let repeated = mapping.first(where: { $0.key.scalar?.string == key && !isAt($0.key, mark) })?.key.mark {
                return repeated
            }
            for (key2, value) in mapping {
                if let found = repeatOf(key, firstAt: mark, in: key2) ?? repeatOf(key, firstAt: mark, in: value) {
                    return found
                }
            }
            return nil
        case .sequence(let sequence):
            for item in sequence {
                if let found = repeatOf(key, firstAt: mark, in: item) { return found }
            }
            return nil
        case .scalar, .alias:
            return nil
        }
    }

    private static func isAt(_ node: Node, _ mark: Mark) -> Bool {
        node.mark.map { $0.line == mark.line && $0.column == mark.column } ?? false
    }
}
