import Lifeline
import LifelineTesting
import Testing

/// An observer in the article's sense: a child controller that only listens.
final class TrackableObserver: ViewController {}
final class KeyboardObserver: ViewController {}
final class LoggingObserver: ViewController {}
final class VerboseTrackableObserver: ViewController {}

/// The lifecycle-observer article's check and its two messages.
@MainActor
@Suite("Observer check")
struct ObserverAssertionTests {
    /// `addLifecycleObserver` as the article writes it: a child whose view joins the parent's.
    func attach(_ observer: ViewController, to parent: ViewController) {
        parent.addChild(observer)
        parent.view.addSubview(observer.view)
        observer.didMove(toParent: parent)
    }

    @Test func exactlyOneObserverPasses() {
        Session().run { _ in
            let home = ViewController(name: "home")
            attach(TrackableObserver(), to: home)
            attach(KeyboardObserver(), to: home)
            #expect(withFailureCapture { assertObserverAttached(TrackableObserver.self, to: home) }.isEmpty)
            #expect(observerAttachmentFailure(KeyboardObserver.self, to: home) == nil)
        }
    }

    @Test func missingObserver() {
        Session().run { _ in
            let home = ViewController(name: "home")
            attach(KeyboardObserver(), to: home)
            let line = #line + 1
            let failures = withFailureCapture { assertObserverAttached(TrackableObserver.self, to: home) }
            #expect(failures.map(\.message) == ["TrackableObserver is not a child of view controller: home"])
            #expect(failures.first?.location.line == line)
        }
    }

    @Test func observerAddedTwice() {
        Session().run { _ in
            let home = ViewController(name: "home")
            attach(TrackableObserver(), to: home)
            attach(TrackableObserver(), to: home)
            let failures = withFailureCapture { assertObserverAttached(TrackableObserver.self, to: home) }
            #expect(failures.map(\.message) == ["multiple instances of TrackableObserver found on view controller: home"])
        }
    }

    /// The article filters with `is`: an instance of a subclass is an instance of the type.
    @Test func subclassesCount() {
        Session().run { _ in
            let home = ViewController(name: "home")
            attach(LoggingObserver(), to: home)
            #expect(observerAttachmentFailure(ViewController.self, to: home) == nil)
            attach(KeyboardObserver(), to: home)
            #expect(observerAttachmentFailure(ViewController.self, to: home)
                    == "multiple instances of ViewController found on view controller: home")
        }
    }

    /// Only direct children count: an observer of a child is not the parent's.
    @Test func grandchildrenDoNotCount() {
        Session().run { _ in
            let home = ViewController(name: "home")
            let child = ViewController(name: "child")
            attach(child, to: home)
            attach(VerboseTrackableObserver(), to: child)
            #expect(observerAttachmentFailure(VerboseTrackableObserver.self, to: home)
                    == "VerboseTrackableObserver is not a child of view controller: home")
        }
    }
}
