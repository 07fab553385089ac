import Lifeline

/// The navigation logic the article moves out of SwiftUI views: every screen change goes through
/// this service, over a navigation controller, so that it can be specified and tested without
/// the views. Its behaviour is the article's specs:
/// - logged out: the login screen becomes the root, without animation; logged in: the infos
///   screen does;
/// - the first login pushes onboarding (animated); validating it sets the infos screen as root;
/// - infos pushes an info's details, details push the new-info form, creating an info pops to the
///   root;
/// - logout asks first with an action sheet ("Want to logout?", Cancel, Logout); confirming sets
///   the login screen as root without animation, and the next login goes straight to infos.
@MainActor
public final class NavigationService {
    public let navigationController: NavigationController
    public private(set) var isFirstLogin: Bool
    /// The logout action sheet while it is up.
    public private(set) var alertSheet: AlertController?

    public init(navigationController: NavigationController, isLogin: Bool, isFirstLogin: Bool) {
        self.navigationController = navigationController
        self.isFirstLogin = isFirstLogin
        if isLogin {
            setInfosViewAsRoot()
        } else {
            setLoginViewAsRoot()
        }
    }

    // MARK: Login

    public func login() {
        if isFirstLogin {
            navigationController.pushViewController(OnboardingViewController(name: "onboarding"), animated: true)
        } else {
            setInfosViewAsRoot(animated: true)
        }
    }

    public func validateOnboarding() {
        setInfosViewAsRoot(animated: true)
    }

    public func setInfosViewAsRoot(animated: Bool = false) {
        let infos = InfosViewController(name: "infos")
        infos.title = "Infos"
        navigationController.setViewControllers([infos], animated: animated)
        isFirstLogin = false
    }

    private func setLoginViewAsRoot() {
        navigationController.setViewControllers([LoginViewController(name: "login")], animated: false)
    }

    // MARK: Infos

    public func displayInfoDetails(for info: Info) {
        let details = InfoDetailsViewController(info: info)
        details.title = "Info Details"
        navigationController.pushViewController(details, animated: true)
    }

    public func displayNewInfo() {
        let newInfo = NewInfoViewController(name: "newInfo")
        newInfo.title = "New Info"
        navigationController.pushViewController(newInfo, animated: true)
    }

    public func createNewInfo() {
        navigationController.popToRootViewController(animated: true)
    }

    // MARK: Logout

    /// What the infos screen's logout button does.
    public func presentAlertSheetLogout() {
        let sheet = AlertController(title: "Want to logout?", message: nil, preferredStyle: .actionSheet, name: "logoutSheet")
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Logout", style: .destructive) { [weak self] _ in self?.logout() })
        alertSheet = sheet
        navigationController.present(sheet, animated: true)
    }

    public func logout() {
        alertSheet = nil
        setLoginViewAsRoot()
    }
}
