/// Collects a step's arguments as a scenario file spells them, for `ScenarioWriter`: each
/// operation writes its own, in its signature's order, and the writer lays them out (`pop: nav`
/// for the main argument alone, a flow mapping otherwise, nested steps as block lists).
public struct ScenarioArgumentWriter {
    private(set) var pairs: [(key: String, value: ScenarioYAML)] = []

    private mutating func text(_ key: String, _ text: String) { pairs.append((key, .text(text))) }

    /// A name, quoted when a plain scalar would misread it.
    mutating func name(_ key: String, _ value: String) { text(key, ScenarioWriter.scalar(value)) }
    /// A flow list of names.
    mutating func names(_ key: String, _ values: [String]) { text(key, ScenarioWriter.list(values)) }
    /// A name, or `null` for none.
    mutating func optionalName(_ key: String, _ value: String?) {
        text(key, value.map(ScenarioWriter.scalar) ?? "null")
    }
    mutating func view(_ key: String, _ value: ScenarioView) { name(key, value.description) }
    /// `true` or `false`, always written.
    mutating func bool(_ key: String, _ value: Bool) { text(key, String(value)) }
    /// `true` when set; left out when false, its default.
    mutating func flag(_ key: String, _ value: Bool) { if value { bool(key, true) } }
    mutating func number(_ key: String, _ value: Double) { text(key, TraceNameSyntax.number(value)) }
    mutating func integer(_ key: String, _ value: Int) { text(key, String(value)) }
    /// A word of the language (a style, an event, a priority), which never needs quoting.
    mutating func word(_ key: String, _ value: String) { text(key, value) }
    /// Nested steps, a block list under the key (`[]` when there are none).
    mutating func steps(_ key: String, _ steps: [ScenarioStep]) { pairs.append((key, .steps(steps))) }
    /// A block an API call takes (`completion`): left out for nil, `true` for an empty block,
    /// else its steps.
    mutating func block(_ key: String, _ steps: [ScenarioStep]?) {
        guard let steps else { return }
        if steps.isEmpty { bool(key, true) } else { self.steps(key, steps) }
    }
    /// A mapping of arguments of its own (a reaction's `when`), written by `write`.
    mutating func mapping(_ key: String, _ write: (inout ScenarioArgumentWriter) -> Void) {
        var nested = ScenarioArgumentWriter()
        write(&nested)
        pairs.append((key, .mapping(nested.pairs.map { ($0.key, $0.value) })))
    }
}
