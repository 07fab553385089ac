import LifelineTrace

/// A controller that hosts SwiftUI-style content, as `UIHostingController(rootView:)`: its root
/// view renders a tree of `HostedView` nodes whose `onAppear` / `onDisappear` actions run as the
/// content comes on and off screen.
///
/// When the actions run: the conformance data has little here, so the model takes only what can
/// be established and says so (README "Hosted content"):
/// - **Appear needs a window and a layout pass** (S9-01's notes: onAppear needs the hosting view in
///   a window plus a layout pass; S9-02: it runs after layout, before rendering, and not for a
///   hosting view outside a window). So content appears inside the hosting view's
///   `layoutSubviews()` while the view is in a visible window: in the first display's layout pass,
///   after the host's `viewWillAppear` and `viewIsAppearing` and before its `viewDidAppear` (which
///   comes a turn later). A controller that only gets `beginAppearanceTransition` (no window) never
///   shows its content. No source places onAppear against the host's callbacks directly; this order
///   follows from the layout timing.
/// - **Disappear when the hosting view leaves the window**, inside its `didMoveToWindow()`: the
///   counterpart of the appear rule; no source in the data places it.
/// - **Identity changes (S9-01)**: when a shown node's `id` changes, or `rootView` is replaced while
///   shown, the next layout gives the new identity's `onAppear` before the old identity's
///   `onDisappear` ("AADD").
/// - **Nested content**: parents before children, in declaration order, for appear and disappear
///   alike. No source fixes it; it is the order the model uses for a view subtree moving between
///   windows (S8-08, parents first).
open class HostingController: ViewController {
    /// The content. Replacing it while shown is an identity change: at the next layout the new
    /// content appears, then the old one disappears (S9-01).
    public var rootView: HostedView {
        didSet {
            guard rootView !== oldValue else { return }
            oldValue.attach(to: nil)
            rootView.attach(to: self)
            if oldValue.isShown { replacedContent.append(oldValue) }
            contentNeedsUpdate()
        }
    }
    /// Content replaced while shown, which disappears at the next layout.
    private var replacedContent: [HostedView] = []

    /// A hosting controller showing `rootView`'s content once its view is in a window.
    public init(rootView: HostedView, name: String? = nil) {
        self.rootView = rootView
        super.init(name: name)
        rootView.attach(to: self)
    }

    /// The hosting view (a `View` whose layout renders the content).
    open override func loadView() {
        view = HostingView(host: self)
    }

    private var hostingView: HostingView? { viewIfLoaded as? HostingView }

    /// Something in the content changed identity: the hosting view lays out again.
    func contentNeedsUpdate() {
        hostingView?.markNeedsLayout()
    }

    /// In the hosting view's layout, in a visible window: what is new appears (parents first), then
    /// what a new identity replaced disappears.
    func updateContent() {
        var appearing: [HostedView] = []
        var disappearing: [HostedView] = []
        func plan(_ node: HostedView, replacedAbove: Bool) {
            let replaced = replacedAbove || (node.shownIdentity != nil && node.shownIdentity != node.id)
            if node.shownIdentity == nil {
                appearing.append(node)
            } else if replaced {
                appearing.append(node)
                disappearing.append(node)
            }
            for child in node.children { plan(child, replacedAbove: replaced) }
        }
        plan(rootView, replacedAbove: false)
        let old = replacedContent.flatMap { $0.subtreePreOrder() }.filter(\.isShown)
        replacedContent.removeAll()
        for node in appearing { node.appear() }
        for node in disappearing { node.disappear(); node.shownIdentity = node.id }
        for node in old { node.disappear() }
    }

    /// The hosting view left the window: everything shown disappears, parents first.
    func removeContent() {
        let old = replacedContent.flatMap { $0.subtreePreOrder() }
        replacedContent.removeAll()
        for node in rootView.subtreePreOrder() + old where node.isShown { node.disappear() }
    }
}

/// The root view of a `HostingController`: it renders the content when it lays out in a visible
/// window, and takes it off screen when it leaves the window (see `HostingController`).
final class HostingView: View {
    private unowned let host: HostingController

    init(host: HostingController) {
        self.host = host
        super.init(name: nil, defaultName: "view", role: .view)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if window?.isVisible == true { host.updateContent() }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window?.isVisible == true {
            // Content that is not shown yet is rendered by the next layout pass.
            if host.rootView.subtreePreOrder().contains(where: { !$0.isShown }) { markNeedsLayout() }
        } else {
            host.removeContent()
        }
    }
}
