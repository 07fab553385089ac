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
