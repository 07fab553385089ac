/// A delegate for navigation and tab bar controllers that answers as UIKit does for a delegate
/// implementing nothing (every tapped tab may be selected) and does nothing else. It is a traced
/// object, so the containers' calls to it (`willShow`/`didShow`, `shouldSelect`/`didSelect`) show
/// in the trace as its own callbacks. A controller, as the delegate often is in an app; it never
/// joins a hierarchy. Containers hold their delegate weakly, as in UIKit: keep it alive yourself.
/// Scenario files make one with a container's `delegate: <name>`.
public final class TracedDelegate: ViewController, NavigationControllerDelegate, TabBarControllerDelegate {}
