/// What an event is: a lifecycle callback UIKit makes, a public API call that user code made,
/// a phase of the run loop that runs deferred work, or a diagnostic UIKit would log.
public enum EventKind: String, Sendable, Codable, CaseIterable {
    case callback
    case call
    case runLoop
    case diagnostic
}

/// How an API call is written: as a method, a property read, or a property assignment.
public enum CallSyntax: Sendable {
    case method
    case getter
    case setter
}

/// The vocabulary of a trace. The raw value is the Swift name of the method as UIKit spells it
/// (`willMove(toWindow:)`), so traces read like the code that produced them.
public enum EventName: String, Sendable, CaseIterable, Codable {
    // UIViewController callbacks
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case updateViewConstraints = "updateViewConstraints()"
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case viewLayoutMarginsDidChange = "viewLayoutMarginsDidChange()"
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"

    // UIView callbacks
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow = "didMoveToWindow()"
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview = "didMoveToSuperview()"
    case didAddSubview = "didAddSubview(_:)"
    case willRemoveSubview = "willRemoveSubview(_:)"
    case layoutSubviews = "layoutSubviews()"
    case updateConstraints = "updateConstraints()"
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"

    // Public API calls made by user code
    case view = "view"
    case loadViewIfNeeded = "loadViewIfNeeded()"
    case beginAppearanceTransition = "beginAppearanceTransition(_:animated:)"
    case endAppearanceTransition = "endAppearanceTransition()"
    case rootViewController = "rootViewController"
    case makeKeyAndVisible = "makeKeyAndVisible()"
    case addSubview = "addSubview(_:)"
    case removeFromSuperview = "removeFromSuperview()"
    case setNeedsLayout = "setNeedsLayout()"
    case layoutIfNeeded = "layoutIfNeeded()"
    case setNeedsUpdateConstraints = "setNeedsUpdateConstraints()"

    // Run-loop phases that run deferred work
    case layoutPass = "layout pass"
    case mainQueue = "main queue"

    // Diagnostics UIKit logs instead of crashing
    case unbalancedAppearanceTransition = "unbalancedAppearanceTransition()"
    case viewHierarchyCycle = "viewHierarchyCycle()"

    public var kind: EventKind {
        switch self {
        case .view, .loadViewIfNeeded, .beginAppearanceTransition, .endAppearanceTransition,
             .rootViewController, .makeKeyAndVisible, .addSubview, .removeFromSuperview,
             .setNeedsLayout, .layoutIfNeeded, .setNeedsUpdateConstraints:
            return .call
        case .layoutPass, .mainQueue:
            return .runLoop
        case .unbalancedAppearanceTransition, .viewHierarchyCycle:
            return .diagnostic
        default:
            return .callback
        }
    }

    /// How a call is spelled; callbacks and diagnostics are always methods.
    public var syntax: CallSyntax {
        switch self {
        case .view: return .getter
        case .rootViewController: return .setter
        default: return .method
        }
    }

    /// The method's base name: `willMove` for `willMove(toWindow:)`.
    public var baseName: Substring {
        guard let paren = rawValue.firstIndex(of: "(") else { return rawValue[...] }
        return rawValue[..<paren]
    }

    /// The argument labels, `_` for an unlabelled argument: `["toWindow"]` for `willMove(toWindow:)`.
    public var argumentLabels: [Substring] {
        if syntax == .setter { return ["_"] }
        guard let open = rawValue.firstIndex(of: "("), rawValue.hasSuffix(")") else { return [] }
        let inner = rawValue[rawValue.index(after: open)..<rawValue.index(before: rawValue.endIndex)]
        return inner.split(separator: ":", omittingEmptySubsequences: true)
    }

    /// The message UIKit logs for a diagnostic, naming the object it concerns.
    public func diagnosticMessage(objectName: String) -> String? {
        switch self {
        case .unbalancedAppearanceTransition:
            return "Unbalanced calls to begin/end appearance transitions for \(objectName)."
        case .viewHierarchyCycle:
            return "Can't add self as subview: the view added to \(objectName) contains it."
        default:
            return nil
        }
    }
}
