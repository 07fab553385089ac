/// Who began an appearance transition: user code through `beginAppearanceTransition(_:animated:)`,
/// a window showing its root controller, a parent forwarding its own transition, a root view
/// entering or leaving a visible window on its own, `transition(from:to:...)`, a navigation
/// controller's push or pop, a tab bar controller switching tabs, or a modal presentation or
/// dismissal.
enum AppearanceDriver: Sendable {
    case manual
    case window
    case parent
    case viewInWindow
    case containerTransition
    case navigationTransition
    case tabSwitch
    case presentation
}
