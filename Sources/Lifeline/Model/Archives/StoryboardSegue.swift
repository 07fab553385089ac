/// A segue of a storyboard scene, as declared: its identifier, its kind and how its destination
/// is made (each performance instantiates the destination scene again, as UIKit's does).
public struct StoryboardSegueTemplate {
    /// The kinds of segue the model performs.
    public enum Kind: String, Sendable, CaseIterable {
        /// "Show": `show(_:sender:)`, a push inside a navigation controller, else a presentation.
        case show
        /// "Present Modally".
        case present
        /// "Embed": the destination becomes a child while the source's view loads.
        case embed
    }

    public var identifier: String
    public var kind: Kind
    /// Makes the destination; a storyboard destination records `init(coder:)` and `awakeFromNib()`.
    public var makeDestination: @MainActor () -> ViewController

    public init(identifier: String, kind: Kind, destination: @escaping @MainActor () -> ViewController) {
        self.identifier = identifier
        self.kind = kind
        self.makeDestination = destination
    }
}

/// A segue being performed, as `UIStoryboardSegue`: what `prepare(for:sender:)` and
/// `unwind(for:towards:)` receive. Traces write it by its identifier.
@MainActor
public final class StoryboardSegue {
    public let identifier: String
    public let source: ViewController
    public let destination: ViewController

    init(identifier: String, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}

extension ViewController {
    /// `performSegue(withIdentifier:sender:)`: performs the segue without asking
    /// `shouldPerformSegue` (Apple's `shouldPerformSegue` docs: "not called when
    /// performSegue(withIdentifier:sender:) is used"). An identifier the scene does not declare
    /// is UIKit's "has no segue with identifier" exception, here a diagnostic.
    public func performSegue(withIdentifier identifier: String, sender: Responder?) {
        emit(.performSegue, EventArguments(.string(identifier), argument(sender))) {
            performDeclaredSegue(identifier, sender: sender)
        }
    }

    /// The user tapping a control wired to the segue: `shouldPerformSegue` is asked first, and
    /// false cancels the segue (Apple's docs); an identifier in the archive's `refusedSegues`
    /// is answered false whatever the override says.
    public func triggerSegue(_ identifier: String) {
        emit(.triggerSegue, EventArguments(.string(identifier))) {
            guard segues.contains(where: { $0.identifier == identifier }) else {
                return diagnose(.undeclaredSegue, EventArguments(.string(identifier)))
            }
            var should = true
            emit(.shouldPerformSegue, EventArguments(.string(identifier), .none)) {
                should = shouldPerformSegue(withIdentifier: identifier, sender: nil)
                if archive?.refusedSegues.contains(identifier) == true { should = false }
            }
            if should { performDeclaredSegue(identifier, sender: nil) }
        }
    }

    private func performDeclaredSegue(_ identifier: String, sender: Responder?) {
        guard let template = segues.first(where: { $0.identifier == identifier }) else {
            return diagnose(.undeclaredSegue, EventArguments(.string(identifier)))
        }
        switch template.kind {
        case .embed: performEmbedSegue(template, sender: sender)
        case .show, .present:
            // S17-08: the destination is instantiated (init(coder:), awakeFromNib) and the source
            // prepared before the transition; the destination's view loads later, when the
            // transition needs it.
            let destination = template.makeDestination()
            prepare(StoryboardSegue(identifier: identifier, source: self, destination: destination), sender: sender)
            if template.kind == .show, let navigation = (self as? NavigationController) ?? navigationController {
                navigation.pushViewController(destination, animated: true)
            } else {
                present(destination, animated: true)
            }
        }
    }

    /// An embed segue: the child instantiated, `prepare(for:sender:)` on the container, then the
    /// child added with Apple's recipe (addChild, its view into the container's, didMove).
    func performEmbedSegue(_ template: StoryboardSegueTemplate, sender: Responder? = nil) {
        let child = template.makeDestination()
        prepare(StoryboardSegue(identifier: template.identifier, source: self, destination: child), sender: sender)
        addChild(child)
        view.addSubview(child.view)
        child.deliverContainmentCallback(.didMoveToParent, to: self)
    }

    func prepare(_ segue: StoryboardSegue, sender: Responder?) {
        emit(.prepareForSegue, EventArguments(.string(segue.identifier), argument(sender))) {
            prepare(for: segue, sender: sender)
        }
    }
}

extension ViewController {
    /// A sender as an event argument: the object, or `nil`.
    func argument(_ sender: Responder?) -> ArgumentValue {
        sender.map { .object($0.traceID) } ?? .none
    }
}
