/// TO FILL IN once the scenario file format is defined (item 6 of issue 7): writes `count`
/// scenario files, each with its golden trace, into `folder`, in the layout `lifeline verify
/// FOLDER` reads. The format is being defined on another branch; until this function is written
/// it throws `notWritten`, and the verify figure reads "not available yet".
///
/// What it should produce: a realistic mix (the built-in strategies' operations, several iOS
/// versions, small custom hierarchies), each golden made by the same build of `lifeline` (for
/// example `lifeline trace ... -o golden`), so that every file verifies and the figure times
/// the checking, not failures.
enum ScenarioCorpus {
    /// Why the corpus could not be made.
    enum Unavailable: Error {
        case notWritten
    }

    static func generate(count: Int, into folder: String, lifeline: String) throws {
        throw Unavailable.notWritten
    }
}
