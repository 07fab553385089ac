import LifelineScenarios
import Testing

/// Expects `old`, a flow recorded on iOS 12, to be `new`, the same flow on iOS 26, but for what
/// iOS 12 lacks and adds: no viewIsAppearing (it exists from iOS 13), and for each of
/// `controllers` one initial traitCollectionDidChange(nil) (sent before iOS 17) as its view first
/// joins the window, just before its root view's layoutMarginsDidChange. Turns, calls and every
/// other line are as on iOS 26 but for those named in `alsoMissing` (what follows from
/// viewIsAppearing, such as its hooks); no other controller gets the trait change.
func expectIOS12Differences(_ old: Trace, from new: Trace, traitsOf controllers: [String], alsoMissing: Set<String> = [],
                            sourceLocation: SourceLocation = #_sourceLocation) {
    expectText(eventLines(old, excluding: ["traitCollectionDidChange"]),
               equals: eventLines(new, excluding: alsoMissing.union(["viewIsAppearing"])), sourceLocation: sourceLocation)
    let lines = eventLines(old).split(separator: "\n").map { String($0.drop { $0 == " " }) }
    let traits = lines.indices.filter { lines[$0].hasSuffix(".traitCollectionDidChange(nil)") }
    let expected = controllers.map { "\($0).traitCollectionDidChange(nil)" }
    #expect(traits.map { lines[$0] }.sorted() == expected.sorted(), sourceLocation: sourceLocation)
    for index in traits {
        let controller = lines[index].prefix { $0 != "." }
        #expect(lines.indices.contains(index + 1) && lines[index + 1] == "\(controller).view.layoutMarginsDidChange()", "\(lines[index])",
                sourceLocation: sourceLocation)
    }
}
