/// Collects a step's arguments as a scenario file spells them, for `ScenarioWriter`: each
/// operation writes its own, in its signature's order, and the writer lays them out (`pop: nav`
/// for the main argument alone, a flow mapping otherwise).
public struct ScenarioArgumentWriter {
    private(set) var pairs: [(key: String, text: String)] = []

    /// A name, quoted when a plain scalar would misread it.
    mutating func name(_ key: String, _ value: String) { pairs.append((key, ScenarioWriter.scalar(value))) }
    /// A flow list of names.
    mutating func names(_ key: String, _ values: [String]) { pairs.append((key, ScenarioWriter.list(values))) }
    /// A name, or `null` for none.
    mutating func optionalName(_ key: String, _ value: String?) {
        pairs.append((key, value.map(ScenarioWriter.scalar) ?? "null"))
    }
    mutating func view(_ key: String, _ value: ScenarioView) { name(key, value.description) }
    /// `true` or `false`, always written.
    mutating func bool(_ key: String, _ value: Bool) { pairs.append((key, String(value))) }
    /// `true` when set; left out when false, its default.
    mutating func flag(_ key: String, _ value: Bool) { if value { bool(key, true) } }
    mutating func number(_ key: String, _ value: Double) { pairs.append((key, TraceNameSyntax.number(value))) }
    mutating func integer(_ key: String, _ value: Int) { pairs.append((key, String(value))) }
    /// A word of the language (a style, an event, a priority), which never needs quoting.
    mutating func word(_ key: String, _ value: String) { pairs.append((key, value)) }
}
