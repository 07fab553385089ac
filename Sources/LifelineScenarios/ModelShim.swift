// TEMPORARY until the model branch lands: delete on merge.
public enum ReactionMoment: Sendable { case beforeSuper, afterSuper }
public enum ReactionOccurrence: Sendable, Equatable { case first, every, nth(Int) }
extension Responder {
    func react(to callback: EventName, at: ReactionMoment = .afterSuper, on: ReactionOccurrence = .first,
               _ body: @escaping @MainActor () -> Void) {}
    func log(_ message: String) {}
}
extension Session { func log(_ message: String) {} }
extension ViewController {
    nonisolated static var receivedCallbacks: Set<EventName> { [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMoveToParent, .didMoveToParent, .viewWillLayoutSubviews, .loadView] }
    var forwardsAppearanceToChildren: Bool { get { true } set {} }
}
extension View { nonisolated static var receivedCallbacks: Set<EventName> { [.didMoveToWindow, .layoutSubviews] } }
