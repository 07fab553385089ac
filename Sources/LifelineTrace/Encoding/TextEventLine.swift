/// What the lines around an event line tell its parser: which names are declared, which calls
/// are already numbered, and whether the line is nested, which decides how its cause is found.
struct TextEventContext {
    /// Declared names by their bytes, for the lookup every line makes.
    var objects: ByteNameTable<ObjectID>
    /// The same names as `String`s, for names written quoted and for spellings that are
    /// canonically equivalent to a declared name but not the same bytes.
    var objectsByName: [String: ObjectID]
    /// Declared names in id order, for "did you mean" suggestions.
    var objectNames: [String]
    /// The sequence number of the k-th call, at index k - 1.
    var callSequences: [Int]
    var isTopLevel: Bool
    /// The file's format version: from 3 on, a quoted value is a string and a quoted object
    /// name in an argument is written `@"name"`; before, a quoted value was an object name.
    var version: Int
}

/// An event line's content; the reader adds turn, parent and the derived cause.
struct TextEventLine {
    var name: EventName
    var object: ObjectID?
    var arguments: EventArguments
    /// The sequence number a `<- [k]` suffix names, on top-level lines that are not calls.
    var cause: Int?
}

/// One argument as written, kept with its position so label and count errors can point at it.
struct TextArgument {
    /// Where the label is in the input; `nil` for an unlabelled argument.
    var label: Range<Int>?
    var value: ArgumentValue
    /// The byte offset the argument starts at.
    var position: Int
}
