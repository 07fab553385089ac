/// Built-in strategies for modal presentation: a `home` controller as the root of a key window,
/// on screen and idle, presenting or dismissing `details` with animation and a completion block,
/// in full screen (the presenter disappears) and as a page sheet (from iOS 13 the presenter stays;
/// before, it disappears as in full screen: compare with `--ios 12`).
extension Strategies {
    static let presentation: [Strategy] = [presentFullScreen, presentPageSheet, dismissFullScreen, dismissPageSheet]

    @MainActor
    private static func visibleHome(_ session: Session) -> (Window, ViewController) {
        let home = ViewController(name: "home")
        return (keyWindow(showing: home, session), home)
    }

    @MainActor
    private static func details(_ style: ModalPresentationStyle) -> ViewController {
        let details = ViewController(name: "details")
        details.modalPresentationStyle = style
        return details
    }

    @MainActor
    private static func present(_ style: ModalPresentationStyle, marker: String, _ session: Session) {
        let (window, home) = visibleHome(session)
        operate(session, marker: marker) { home.present(details(style), animated: true) {} }
        _ = window
    }

    @MainActor
    private static func dismiss(_ style: ModalPresentationStyle, marker: String, _ session: Session) {
        let (window, home) = visibleHome(session)
        let details = details(style)
        home.present(details, animated: true, completion: nil)
        session.runLoop.runUntilIdle()
        operate(session, marker: marker) { details.dismiss(animated: true) {} }
        _ = window
    }

    public static let presentFullScreen = Strategy(
        name: "present-full-screen",
        summary: "home on screen: home.present(details, animated: true) {} with .fullScreen",
        marker: "present"
    ) { present(.fullScreen, marker: "present", $0) }

    public static let presentPageSheet = Strategy(
        name: "present-page-sheet",
        summary: "home on screen: home.present(details, animated: true) {} with .pageSheet (iOS 13+: home stays)",
        marker: "present"
    ) { present(.pageSheet, marker: "present", $0) }

    public static let dismissFullScreen = Strategy(
        name: "dismiss-full-screen",
        summary: "details presented full screen over home: details.dismiss(animated: true) {}",
        marker: "dismiss"
    ) { dismiss(.fullScreen, marker: "dismiss", $0) }

    public static let dismissPageSheet = Strategy(
        name: "dismiss-page-sheet",
        summary: "details presented as a page sheet over home: details.dismiss(animated: true) {}",
        marker: "dismiss"
    ) { dismiss(.pageSheet, marker: "dismiss", $0) }
}
