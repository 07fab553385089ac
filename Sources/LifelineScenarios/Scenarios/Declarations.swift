import Lifeline
import LifelineTrace
import Yams

/// The names a scenario declares, for checking the references its steps make.
struct Declarations {
    var controllers: [String: ScenarioController.TypeName] = [:]
    /// Every view name: free-standing views and subviews.
    var views: Set<String> = []
    /// The scenario's own views, which `create` can make.
    var freeViews: [String] = []
    /// Whether a step replaces a container's controllers (so tab counts are not known statically).
    var setsViewControllers = false
    /// Hosted content node names.
    var content: Set<String> = []
    /// Names of the hooks earlier steps added, for `cancelHook` (the step parser keeps it current).
    var hooks: [String] = []
    /// The `TracedDelegate`s containers declare.
    var delegates: Set<String> = []
    /// The `TransitionAnimator`s presentations declare (issue 15).
    var animators: Set<String> = []
    /// The apps' presentation controllers presentations declare (issue 15), which reactions name.
    var presentationControllers: Set<String> = []
    /// The file's `ios:`, for steps that no version before a given one has (nil: any version).
    var ios: IOSVersion?

    /// Names that cannot name a controller or view: `window` is the scenario's window.
    static let reservedNames = ["window"]

    func checkNew(_ name: String, at node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) {
        if Self.reservedNames.contains(name) {
            throw nodes.error(at: node, "'\(name)' is reserved for the scenario's window; choose another name")
        }
        if let reason = ScenarioNameRule.violation(in: name) {
            throw nodes.error(at: node, "'\(TraceNameSyntax.visible(name))' is not a valid name: \(reason); "
                + ScenarioNameRule.summary)
        }
        if controllers[name] != nil || views.contains(name) || content.contains(name) || hooks.contains(name)
            || delegates.contains(name) || animators.contains(name) || presentationControllers.contains(name) {
            throw nodes.error(at: node, "'\(name)' is declared more than once; names are unique across controllers and views")
        }
    }

    mutating func addView(_ name: String, at node: Node, _ nodes: ScenarioNodes) throws(ScenarioError) {
        try checkNew(name, at: node, nodes)
        views.insert(name)
    }
}

/// What a declared name cannot contain, and why: '.', which `controller.view` uses; white space
/// (Unicode's White_Space), which a file's reader could not tell from the text around it; and
/// what no trace format can carry (`TraceNameSyntax.unsafeScalar(in:)`, the Unicode noncharacters).
/// Any other character is allowed, and escaped wherever it lands.
enum ScenarioNameRule {
    /// The rule as messages state it: every scalar it rejects, listed.
    static let summary = "a name cannot contain '.' (kept for 'controller.view'), white space (U+0009 to U+000D, "
        + "U+0020, U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000) or a Unicode "
        + "noncharacter (U+FDD0 to U+FDEF, and the last two code points of every plane, U+FFFE and U+FFFF among them)"

    /// Why `name` breaks the rule (its first offending scalar), or nil when it does not.
    static func violation(in name: String) -> String? {
        for scalar in name.unicodeScalars {
            if scalar == "." { return "it contains '.'" }
            if scalar.properties.isWhitespace { return "it contains \(codePoint(scalar)), white space" }
            if let reason = untraceable(scalar) { return reason }
        }
        return nil
    }

    /// Why a name that is free text (a marker's) cannot be traced: the part of the rule every
    /// name in a trace obeys.
    static func untraceableText(_ text: String) -> String? {
        TraceNameSyntax.unsafeScalar(in: text).flatMap(untraceable)
    }

    private static func untraceable(_ scalar: Unicode.Scalar) -> String? {
        TraceNameSyntax.isNoncharacter(scalar)
            ? "it contains \(codePoint(scalar)), a noncharacter, which no SVG can show" : nil
    }

    /// `U+0020`, `U+10FFFF`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
