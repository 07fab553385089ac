/// The kinds of value the events of issue 13 take, checked by every reader and by
/// `Trace.validate()`, so that no file carries, say, a log line whose text is an object. Events
/// from before format 3 keep the untyped arguments they always had (only their count is checked),
/// so that no older file stops reading.
extension TraceRules {
    /// Which argument does not fit `name` and why, or nil when they all do. `arguments` already
    /// has a count the name takes (`EventArgumentCounts.accepts`).
    static func argumentProblem(_ arguments: EventArguments, of name: EventName) -> (index: Int, message: String)? {
        func expect(_ index: Int, _ what: String, _ fits: (ArgumentValue) -> Bool) -> (index: Int, message: String)? {
            guard index < arguments.count, !fits(arguments[index]) else { return nil }
            return (index, "`\(name.rawValue)` takes \(what) as its \(ordinal(index)) argument")
        }
        switch name {
        case .log:
            return expect(0, "a string", isString)
        case .tapAction:
            // Format 2 and earlier wrote it without the title (no argument at all).
            return expect(0, "a string (the action's title)", isString)
        case .presentedViewControllerChange, .presentingViewControllerChange:
            return expect(0, "an object or nil", isObjectOrNone)
        case .traitChangeHandler:
            return expect(0, "a string (the previous traits)", isString)
        case .setUserInterfaceStyle, .overrideUserInterfaceStyle:
            return expect(0, "a string (the style)", isString)
        case .rotate, .unsupportedOrientation:
            return expect(0, "a string (the orientation)", isString)
        case .resize, .unsupportedResize:
            return expect(0, "a string (the size)", isString)
        case .willTransitionToTraitCollection, .viewWillTransitionToSize:
            return expect(0, "a string (the new traits or size)", isString)
                ?? expect(1, "a number (the transition's duration)", isNumber)
        case .registerForTraitChanges:
            return expect(0, "a list of strings (the traits)", isStringList)
        case .dispatchAsyncAfter:
            return expect(0, "a number (seconds)", isNumber)
        case .reactionLimitReached:
            return expect(0, "a number (the bound)", isNumber)
        case .navigationControllerWillShow, .navigationControllerDidShow:
            // Format 2 and earlier wrote the two controllers only.
            return expect(2, "a flag (animated)", isBool)
        case .transition:
            // Format 2 and earlier wrote the two controllers only.
            return expect(2, "a number (the duration in seconds)", isNumber)
                ?? expect(3, "a list of strings (the options' names)", isStringList)
        case .presentingDuringTransition, .presentingFromDetachedController:
            return expect(0, "an object", isObjectOrNone)
        case .setViewControllers:
            // A list of objects from format 3; one object (or nil) in the files before it.
            return expect(0, "a list of objects", { value in
                if case .list(let values) = value { return values.allSatisfy(isObject) }
                return isObjectOrNone(value)
            }) ?? expect(1, "a flag (animated)", isBool)
        default:
            return nil
        }
    }

    private static func isString(_ value: ArgumentValue) -> Bool {
        if case .string = value { return true }
        return false
    }

    private static func isStringList(_ value: ArgumentValue) -> Bool {
        if case .list(let values) = value { return values.allSatisfy(isString) }
        return false
    }

    private static func isNumber(_ value: ArgumentValue) -> Bool {
        if case .number = value { return true }
        return false
    }

    private static func isBool(_ value: ArgumentValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    private static func isObject(_ value: ArgumentValue) -> Bool {
        if case .object = value { return true }
        return false
    }

    private static func isObjectOrNone(_ value: ArgumentValue) -> Bool {
        if case .none = value { return true }
        return isObject(value)
    }

    private static func ordinal(_ index: Int) -> String {
        let ordinals = ["first", "second", "third", "fourth"]
        return ordinals.indices.contains(index) ? ordinals[index] : "#\(index + 1)"
    }
}
