/// One controller a scenario declares: its name, its `modalPresentationStyle`, and its kind, a
/// tagged union in which each kind holds only what it is made of.
public struct ScenarioController: Sendable, Equatable {
    public var name: String
    /// `modalPresentationStyle`, set when the controller is created; an alert ignores it, as in
    /// UIKit (its `preferredStyle` decides its presentation).
    public var style: ModalPresentationStyle?
    /// What kind of `ViewController` it is, and what it is made of.
    public var kind: Kind
    /// `forwardsAppearanceToChildren` (what `shouldAutomaticallyForwardAppearanceMethods`
    /// returns), set when the controller is created: false for a container that forwards its
    /// children's appearance by hand (`beginAppearanceTransition` steps in its reactions).
    public var forwardsAppearance: Bool
    /// Its own presentation: `isModalInPresentation` and the presentation controller's delegate
    /// (issue 15, ScenarioPresentation.swift); nil for UIKit's defaults and no delegate.
    public var presentation: ScenarioPresentation?
    /// Made from a storyboard or nib (`from:`), with its scene's segues and unwind
    /// actions (ScenarioArchive.swift); nil for a controller made in code.
    public var archive: ScenarioArchive?

    /// A kind of controller and what a scenario declares for it.
    public enum Kind: Sendable, Equatable {
        /// `ViewController`; building subviews, children or observers, `DemoViewController`,
        /// whose `loadView()` and `viewDidLoad()` build them.
        case plain(Plain)
        /// `NavigationController`, whose stack is set when it is created.
        case navigation(Navigation)
        /// `TabBarController`, whose tabs are set when it is created.
        case tab(Tab)
        /// `HostingController` of this content, every node with `onAppear` / `onDisappear` actions.
        case hosting(ScenarioContent)
        /// `AlertController`, made from its title, message, style and actions.
        case alert(ScenarioAlert)
        /// `PageViewController`, showing the first of its pages.
        case page(Page)
        /// `SplitViewController`, with its columns set when it is created.
        case split(Split)
    }

    /// A page view controller's pages, style, data source and delegate.
    public struct Page: Sendable, Equatable {
        /// The pages, in order: a `TracedPageDataSource` answers from them, and the first is shown.
        public var pages: [String]
        /// Scroll or page curl.
        public var transitionStyle: PageViewController.TransitionStyle
        /// The `TracedPageDataSource` made with the controller; nil: the page controller has no
        /// data source and the user cannot swipe.
        public var dataSource: String?
        /// As `Navigation.delegate`.
        public var delegate: String?

        public init(pages: [String] = [], transitionStyle: PageViewController.TransitionStyle = .scroll,
                    dataSource: String? = nil, delegate: String? = nil) {
            self.pages = pages
            self.transitionStyle = transitionStyle
            self.dataSource = dataSource
            self.delegate = delegate
        }
    }

    /// A split view controller's style, columns and delegate.
    public struct Split: Sendable, Equatable {
        /// Classic (`unspecified`) or column style.
        public var splitStyle: SplitViewController.Style
        /// The controller of each column, in `SplitViewController.Column` order.
        public var columns: [(column: SplitViewController.Column, controller: String)]
        /// As `Navigation.delegate`.
        public var delegate: String?
        /// What the delegate answers to `topColumnForCollapsingToProposedTopColumn` (column
        /// style); nil keeps the proposed column.
        public var topColumnForCollapsing: SplitViewController.Column?
        /// What the delegate answers to `collapseSecondary(_:onto:)` (classic); nil is false.
        public var collapseSecondaryHandled: Bool?

        public init(splitStyle: SplitViewController.Style = .doubleColumn,
                    columns: [(column: SplitViewController.Column, controller: String)] = [], delegate: String? = nil) {
            self.splitStyle = splitStyle
            self.columns = columns
            self.delegate = delegate
        }

        public static func == (lhs: Split, rhs: Split) -> Bool {
            lhs.splitStyle == rhs.splitStyle && lhs.delegate == rhs.delegate
                && lhs.topColumnForCollapsing == rhs.topColumnForCollapsing
                && lhs.collapseSecondaryHandled == rhs.collapseSecondaryHandled
                && lhs.columns.map(\.column) == rhs.columns.map(\.column)
                && lhs.columns.map(\.controller) == rhs.columns.map(\.controller)
        }
    }

    /// What a plain controller builds.
    public struct Plain: Sendable, Equatable {
        /// Views `loadView()` adds to the root view, in order. Nil: the plain `loadView()` of
        /// `ViewController`.
        public var subviews: [String]?
        /// Controllers embedded in `viewDidLoad()` with Apple's recipe.
        public var children: [String]
        /// `AnalyticsObserver`s `viewDidLoad()` adds with `addLifecycleObserver(_:)`, in order;
        /// created with the controller.
        public var observers: [String]

        public init(subviews: [String]? = nil, children: [String] = [], observers: [String] = []) {
            self.subviews = subviews
            self.children = children
            self.observers = observers
        }

        /// Whether the controller needs `DemoViewController` to build its views.
        var buildsItsViews: Bool { subviews != nil || !children.isEmpty || !observers.isEmpty }
    }

    /// A navigation controller's stack and delegate.
    public struct Navigation: Sendable, Equatable {
        /// The stack, bottom first.
        public var stack: [String]
        /// A `TracedDelegate` of that name, set as `delegate` when the controller is created;
        /// containers naming the same delegate share it.
        public var delegate: String?
        /// The animator the delegate answers `navigationController(_:animationControllerFor:from:to:)`
        /// with for every push and pop (issue 15); nil for UIKit's own animation.
        public var transition: ScenarioPresentation.Transition?
        /// Whether the delegate gives an interaction controller for an interactive pop.
        public var interactive: Bool

        public init(stack: [String] = [], delegate: String? = nil, transition: ScenarioPresentation.Transition? = nil,
                    interactive: Bool = false) {
            self.stack = stack
            self.delegate = delegate
            self.transition = transition
            self.interactive = interactive
        }
    }

    /// A tab bar controller's tabs and delegate.
    public struct Tab: Sendable, Equatable {
        /// The tabs, in order; nil leaves `viewControllers` unset.
        public var tabs: [String]?
        /// As `Navigation.delegate`.
        public var delegate: String?
        /// The animator the delegate answers `tabBarController(_:animationControllerForTransitionFrom:to:)`
        /// with for every switch (issue 15); nil for UIKit's own.
        public var transition: ScenarioPresentation.Transition?
        /// Whether the delegate gives an interaction controller for an interactive switch.
        public var interactive: Bool

        public init(tabs: [String]? = nil, delegate: String? = nil, transition: ScenarioPresentation.Transition? = nil,
                    interactive: Bool = false) {
            self.tabs = tabs
            self.delegate = delegate
            self.transition = transition
            self.interactive = interactive
        }
    }

    /// The kinds by the name a file gives them in `type:`, for rules that depend on the kind only.
    public enum TypeName: String, Sendable, CaseIterable {
        case plain, navigation, tab, hosting, alert, page, split
    }

    public init(name: String, style: ModalPresentationStyle? = nil, kind: Kind = .plain(Plain()),
                forwardsAppearance: Bool = true) {
        self.name = name
        self.style = style
        self.kind = kind
        self.forwardsAppearance = forwardsAppearance
    }

    public static func plain(_ name: String, subviews: [String]? = nil, children: [String] = [],
                             observers: [String] = [], style: ModalPresentationStyle? = nil) -> ScenarioController {
        ScenarioController(name: name, style: style,
                           kind: .plain(Plain(subviews: subviews, children: children, observers: observers)))
    }

    public static func navigation(_ name: String, stack: [String] = [], delegate: String? = nil,
                                  style: ModalPresentationStyle? = nil) -> ScenarioController {
        ScenarioController(name: name, style: style, kind: .navigation(Navigation(stack: stack, delegate: delegate)))
    }

    public static func tab(_ name: String, tabs: [String]? = nil, delegate: String? = nil,
                           style: ModalPresentationStyle? = nil) -> ScenarioController {
        ScenarioController(name: name, style: style, kind: .tab(Tab(tabs: tabs, delegate: delegate)))
    }

    public static func hosting(_ name: String, content: ScenarioContent,
                               style: ModalPresentationStyle? = nil) -> ScenarioController {
        ScenarioController(name: name, style: style, kind: .hosting(content))
    }

    public static func alert(_ name: String, _ alert: ScenarioAlert = ScenarioAlert()) -> ScenarioController {
        ScenarioController(name: name, kind: .alert(alert))
    }

    /// The kind's name in `type:`.
    public var typeName: TypeName {
        switch kind {
        case .plain: return .plain
        case .navigation: return .navigation
        case .tab: return .tab
        case .hosting: return .hosting
        case .alert: return .alert
        case .page: return .page
        case .split: return .split
        }
    }

    /// The controllers this one holds (stack, tabs, children, observers), which it creates with itself.
    public var contents: [String] {
        switch kind {
        case .plain(let plain): return plain.children + plain.observers
        case .navigation(let navigation): return navigation.stack
        case .tab(let tab): return tab.tabs ?? []
        case .hosting, .alert: return []
        case .page(let page): return page.pages
        case .split(let split): return split.columns.map(\.controller)
        }
    }

    /// The `TracedDelegate` a container names.
    public var delegate: String? {
        switch kind {
        case .navigation(let navigation): return navigation.delegate
        case .tab(let tab): return tab.delegate
        case .page(let page): return page.delegate
        case .split(let split): return split.delegate
        default: return nil
        }
    }

    /// The declaration's parts when it is plain, for the runner and the loader.
    var plain: Plain? { if case .plain(let plain) = kind { plain } else { nil } }
    /// The alert's declaration when the controller is one.
    public var alert: ScenarioAlert? { if case .alert(let alert) = kind { alert } else { nil } }
    /// The tabs when it is a tab bar controller.
    var tabs: [String]? { if case .tab(let tab) = kind { tab.tabs } else { nil } }
}
