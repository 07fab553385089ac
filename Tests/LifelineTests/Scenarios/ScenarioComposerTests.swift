import Testing
import LifelineScenarios

/// Scenario files are composed with Yams's basic resolver, and again with its default one
/// wherever the two could tell keys apart differently (`ScenarioComposer`). Which keys are the
/// same key decides between two errors, so each case below names the resolver that decided:
/// composing with the basic resolver alone, or never falling back, would change its message.
@MainActor
@Suite("Scenario composer")
struct ScenarioComposerTests {
    /// A plain `1` is an integer and a quoted `"1"` a string: two keys to the default resolver,
    /// one repeated key to the basic one. The loader, not Yams, refuses the second name.
    @Test func plainAndQuotedKeysOfTheSameTextAreTwoKeys() {
        expectScenarioError("controllers:\n  1: {}\n  \"1\": {}\nsteps: []\n", 3, 3,
                            "'1' is declared more than once; names are unique across controllers and views")
        expectScenarioError("controllers:\n  true: {}\n  \"true\": {}\nsteps: [runUntilIdle]\n", 3, 3,
                            "'true' is declared more than once; names are unique across controllers and views")
    }

    /// An explicit `!!int` tag and a plain `1` are the same key to the default resolver (both
    /// integers) but not to the basic one (a plain scalar is a string there): Yams refuses it.
    @Test func anExplicitTagMatchingThePlainKeysResolvedTagIsARepeatedKey() {
        expectScenarioError("controllers:\n  !!int 1: {}\n  1: {}\nsteps: []\n", 2, 3,
                            "'1' appears more than once in a mapping")
    }

    /// Keys of one text and one style are the same key under either resolver; the repeat is
    /// reported where it repeats, in YAML and JSON.
    @Test func repeatedKeysAreStillReportedAtTheRepeat() {
        expectScenarioError("controllers:\n  a: {}\n  \"a\": {}\nsteps: []\n", 3, 3,
                            "'a' appears again in this mapping (first at 2:3); a key appears once")
        expectScenarioError("{\"controllers\": {\"1\": {}, \"1\": {}}, \"steps\": []}", file: "flow.json", 1, 27,
                            "'1' appears again in this mapping (first at 1:18); a key appears once")
    }
}
