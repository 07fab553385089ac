/// Presentation contexts: a `.currentContext` or `.overCurrentContext` presentation is made by the
/// nearest controller, from the one `present` is called on up through its parents, whose
/// `definesPresentationContext` is true, and covers that controller's view where it is (inside a
/// tab bar controller, say), not the whole window; without one, by the root-most controller, as
/// every other style (Apple's documentation of `definesPresentationContext` and of the two styles;
/// no observed log, see docs/model.md's fidelity notes).
extension ViewController {
    /// The nearest controller from this one up that defines the presentation context, nil for none.
    var definingPresentationContext: ViewController? {
        sequence(first: self, next: \.parent).first { $0.definesPresentationContext }
    }
}

/// `UIModalTransitionStyle`: the animation of a presentation. The model records which one a
/// presentation uses (`transitionStyleInUse`); it changes no callback, as no evidence ties one
/// to the styles.
public enum ModalTransitionStyle: String, Sendable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

extension ViewController {
    /// The transition style a presentation of `presented` made by this controller uses: this
    /// controller's own when it defines the presentation context and
    /// `providesPresentationContextTransitionStyle` is true, else the presented controller's
    /// (Apple's documentation of `providesPresentationContextTransitionStyle` and the View
    /// Controller Programming Guide, "Presentation context": "If the presentation context view
    /// controller has its providesPresentationContextTransitionStyle set to YES, UIKit uses the
    /// value in that view controller's modalTransitionStyle property instead"; no observed log).
    /// A replaced style is recorded as a state event (`detail.transitionStyleInUse =
    /// "crossDissolve"`): UIKit exposes no such property, the event shows which animation runs.
    func useTransitionStyle(of presented: ViewController) {
        let style = definesPresentationContext && providesPresentationContextTransitionStyle
            ? modalTransitionStyle : presented.modalTransitionStyle
        presented.transitionStyleInUse = style
        guard style != presented.modalTransitionStyle else { return }
        recorder.record(.transitionStyleInUse, object: presented.traceID, arguments: .init(.string(style.rawValue)))
    }
}
