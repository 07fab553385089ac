import Lifeline
import LifelineTesting
import Testing

/// An observer in the article's sense: a child controller that only listens.
final class TrackableObserver: ViewController, ViewControllerLifecycleObservable {}
final class KeyboardObserver: ViewController, ViewControllerLifecycleObservable {}
/// A base observer class, to check that subclasses count as the base type.
class BaseObserver: ViewController, ViewControllerLifecycleObservable {}
final class LoggingObserver: BaseObserver {}
final class VerboseTrackableObserver: ViewController, ViewControllerLifecycleObservable {}

/// The lifecycle-observer article's check and its two messages.
@MainActor
@Suite("Observer check")
struct ObserverAssertionTests {
    /// The model's `addLifecycleObserver`, as the article writes it: a child whose view joins the parent's.
    func attach<T: ViewController & ViewControllerLifecycleObservable>(_ observer: T, to parent: ViewController) {
        parent.addLifecycleObserver(observer)
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
            #expect(observerAttachmentFailure(BaseObserver.self, to: home) == nil)
            attach(BaseObserver(), to: home)
            #expect(observerAttachmentFailure(BaseObserver.self, to: home)
                    == "multiple instances of BaseObserver found on view controller: home")
        }
    }

    /// Only direct children count: an observer of a child is not the parent's.
    @Test func grandchildrenDoNotCount() {
        Session().run { _ in
            let home = ViewController(name: "home")
            let child = ViewController(name: "child")
            home.addChild(child)
            home.view.addSubview(child.view)
            child.didMove(toParent: home)
            attach(VerboseTrackableObserver(), to: child)
            #expect(observerAttachmentFailure(VerboseTrackableObserver.self, to: home)
                    == "VerboseTrackableObserver is not a child of view controller: home")
        }
    }
}
