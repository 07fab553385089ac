import Lifeline

/// An info the app lists, as in the article.
public struct Info: Equatable, Sendable {
    public let title: String
    public init(title: String) { self.title = title }
}

// The article builds each screen as a SwiftUI view in a hosting controller; here each is a plain
// controller, named for its screen, so that the trace reads like the app.

/// The login screen, the root while the user is logged out.
public final class LoginViewController: ViewController {}

/// Shown once, on the first login.
public final class OnboardingViewController: ViewController {}

/// The list of infos, the root once the user is logged in.
public final class InfosViewController: ViewController {}

/// One info's details.
public final class InfoDetailsViewController: ViewController {
    public let info: Info
    public init(info: Info) {
        self.info = info
        super.init(name: "infoDetails")
    }
}

/// The form that creates an info.
public final class NewInfoViewController: ViewController {}
