import Lifeline

/// The modal screen the home screen shows and then dismisses.
open class DetailsViewController: ViewController {}

/// Makes the details screen, injected so that a test can hand in its own.
@MainActor
public protocol DetailsViewControllerFactory {
    func create() -> DetailsViewController
}

/// The app's factory: a plain details screen.
public struct DefaultDetailsViewControllerFactory: DetailsViewControllerFactory {
    public init() {}
    public func create() -> DetailsViewController { DetailsViewController(name: "details") }
}

/// The article's home screen: once its view has loaded it presents the details screen after one
/// second and dismisses it after two, logging in the dismissal's completion block. The timers are
/// the model's main run loop on virtual time, so a test runs the whole flow at once and exactly.
public final class HomeViewController: ViewController {
    public static let dismissedLog = "DetailsViewController was dismissed!!!"

    private let logManager: LoggingManager
    public let detailsViewController: DetailsViewController

    public init(logManager: LoggingManager = LogManager(),
                detailsViewControllerFactory: DetailsViewControllerFactory = DefaultDetailsViewControllerFactory()) {
        self.logManager = logManager
        detailsViewController = detailsViewControllerFactory.create()
        super.init(name: "home")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        MainRunLoop.main.asyncAfter(seconds: 1) { [weak self] in self?.openModal() }
        MainRunLoop.main.asyncAfter(seconds: 2) { [weak self] in self?.closeModal() }
    }

    private func openModal() {
        present(detailsViewController, animated: true)
    }

    private func closeModal() {
        detailsViewController.dismiss(animated: true) { [weak self] in
            self?.logManager.log(text: Self.dismissedLog)
        }
    }
}
