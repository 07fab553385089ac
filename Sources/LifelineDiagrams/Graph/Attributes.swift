/// An ordered list of attributes. Order is kept so the DOT text is byte-for-byte stable, which
/// is what lets diagrams be compared against golden files.
///
/// Setting a key that is already present replaces its value in place: the attribute keeps the
/// position it was first given.
public struct Attributes: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
    /// One `key=value` pair.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name, such as `label`.
        public var key: String
        /// Its value, quoted or raw as its case says.
        public var value: AttributeValue

        /// The pair `key=value`.
        public init(key: String, value: AttributeValue) {
            self.key = key
            self.value = value
        }
    }

    private var entries: [Attribute] = []

    /// No attributes.
    public init() {}

    /// A literal's pairs in the order written; a repeated key keeps its first position.
    public init(dictionaryLiteral elements: (String, AttributeValue)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The first position: 0. O(1).
    public var startIndex: Int { entries.startIndex }
    /// One past the last position: the count. O(1).
    public var endIndex: Int { entries.endIndex }
    /// The pair at `position`, in insertion order. O(1).
    public subscript(position: Int) -> Attribute { entries[position] }

    /// The value for a key. Assigning `nil` removes the attribute.
    public subscript(key: String) -> AttributeValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (nil, value?): entries.append(Attribute(key: key, value: value))
            case let (index?, nil): entries.remove(at: index)
            case (nil, nil): break
            }
        }
    }

    /// These attributes with `other`'s set on top, for styles built from a base.
    public func merging(_ other: Attributes) -> Attributes {
        var result = self
        for attribute in other { result[attribute.key] = attribute.value }
        return result
    }
}
