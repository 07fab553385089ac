import Yams

/// Reads the `controllers` of a scenario file: each declaration becomes the `ScenarioController`
/// kind its `type` names, holding only what that kind uses; the names it introduces are declared,
/// and containment is checked once every controller is known.
extension ScenarioLoader {
    /// Every controller key, in the order messages list them, with the kinds it applies to.
    static let controllerKeys: [(key: String, kinds: Set<ScenarioController.TypeName>)] = {
        let every = Set(ScenarioController.TypeName.allCases)
        return [("type", every), ("subviews", [.plain]), ("children", [.plain]), ("root", [.navigation]),
                ("stack", [.navigation]), ("tabs", [.tab]), ("style", every), ("observers", [.plain]),
                ("content", [.hosting]), ("delegate", [.navigation, .tab, .page, .split]), ("title", [.alert]), ("message", [.alert]),
                ("preferredStyle", [.alert]), ("actions", [.alert]),
                ("forwardsAppearance", [.plain, .navigation, .tab]),
                // presentation in depth (issue 15)
                ("presentation", every),
                // Page and split view controllers.
                ("pages", [.page]), ("transitionStyle", [.page]), ("dataSource", [.page]),
                ("splitStyle", [.split]), ("primary", [.split]), ("supplementary", [.split]),
                ("secondary", [.split]), ("compact", [.split]),
                // Storyboards, nibs and segues.
                ("from", [.plain]), ("segues", [.plain]), ("unwindActions", [.plain]),
                // A navigation delegate's custom animator.
                ("transition", [.navigation, .tab]),
                // A split view delegate's collapse answers.
                ("topColumnForCollapsing", [.split]), ("collapseSecondaryHandled", [.split]),
                // A storyboard scene refusing the user's tap on a segue.
                ("refusesSegues", [.plain])]
    }()

    /// The actions the runner gives every hosted node; a node cannot take their names.
    static let contentActions = ["onAppear", "onDisappear"]

    /// The controllers; `handlers` gets every alert action's `do` steps, by controller and
    /// action index, to be read once every name is declared.
    func controllers(_ node: Node, into declared: inout Declarations,
                     handlers: inout [(controller: Int, action: Int, steps: Node)]) throws(ScenarioError)
        -> [ScenarioController] {
        guard case .mapping(let mapping) = node else {
            throw nodes.wrongType(node, expected: "a mapping from controller names to their declarations", for: "controllers")
        }
        var result: [ScenarioController] = []
        var contentNodes: [String: [(String, Node)]] = [:]
        var segueDestinations: [(String, Node)] = []
        var delegates: [(String, Node)] = []
        var animators: [(String, Node)] = []
        // A page controller's data source is another class than a delegate: one name cannot be both.
        var dataSources: Set<String> = []
        var delegateNames: Set<String> = []
        for (keyNode, value) in mapping {
            let name = try nodes.string(keyNode, for: "controllers", expected: "a controller name")
            try declared.checkNew(name, at: keyNode, nodes)
            let (controller, contents) = try self.controller(name, value)
            declared.controllers[name] = controller.typeName
            for (view, viewNode) in contents.subviews {
                try declared.addView(view, at: viewNode, nodes)
            }
            // Observers are controllers the declaration creates: their names are declared here.
            for (observer, node) in contents.observers {
                try declared.checkNew(observer, at: node, nodes)
                declared.controllers[observer] = .plain
            }
            for (node, at) in contents.content {
                try declared.checkNew(node, at: at, nodes)
                declared.content.insert(node)
            }
            if let delegate = contents.delegate {
                delegates.append(delegate)
                delegateNames.insert(delegate.0)
            }
            if let delegate = contents.presentationDelegate {
                delegates.append(delegate)
                delegateNames.insert(delegate.0)
            }
            if let animator = contents.animator { animators.append(animator) }
            // An app's presentation controller and its dimming view: new names.
            for (index, (custom, at)) in contents.customController.enumerated() {
                if index == 0 {
                    try declared.checkNew(custom, at: at, nodes)
                    declared.presentationControllers.insert(custom)
                } else {
                    try declared.addView(custom, at: at, nodes)
                }
            }
            if let dataSource = contents.dataSource {
                delegates.append(dataSource)
                dataSources.insert(dataSource.0)
            }
            handlers += contents.handlers.map { (result.count, $0.action, $0.steps) }
            contentNodes[name] = contents.controllers
            segueDestinations += contents.segueDestinations
            result.append(controller)
        }
        // A segue's destination is any declared controller, checked once all are known.
        for (destination, node) in segueDestinations where declared.controllers[destination] == nil {
            throw nodes.error(at: node, ScenarioError.unknownMessage("controller", destination, among: result.map(\.name)))
        }
        if let (name, node) = delegates.last(where: { dataSources.contains($0.0) && delegateNames.contains($0.0) }) {
            throw nodes.error(at: node, "'\(name)' names both a delegate and a page controller's data source; "
                + "give the data source a name of its own")
        }
        // Checked once every controller is declared, so that a delegate named like a controller
        // declared before or after it gets one message. Containers naming the same delegate share
        // it, so only its first mention declares it.
        for (delegate, node) in delegates where !declared.delegates.contains(delegate) {
            if declared.controllers[delegate] != nil {
                throw nodes.error(at: node, "'\(delegate)' is a controller, and 'delegate' declares a new TracedDelegate: "
                    + "give the delegate a name no controller or view has")
            }
            try declared.checkNew(delegate, at: node, nodes)
            declared.delegates.insert(delegate)
        }
        // Animators as delegates: new names, shared by the controllers naming the same one.
        for (animator, node) in animators where !declared.animators.contains(animator) {
            if declared.controllers[animator] != nil {
                throw nodes.error(at: node, "'\(animator)' is a controller, and 'animator' declares a new TransitionAnimator: "
                    + "give the animator a name no controller or view has")
            }
            try declared.checkNew(animator, at: node, nodes)
            declared.animators.insert(animator)
        }
        try checkContainment(result, contentNodes, declared)
        return result
    }

    /// The names a controller's declaration introduces or refers to, each with where it is written.
    struct DeclaredNames {
        var subviews: [(String, Node)] = []
        var controllers: [(String, Node)] = []
        var observers: [(String, Node)] = []
        var content: [(String, Node)] = []
        var delegate: (String, Node)?
        /// The presentation controller's delegate (`presentation: { delegate: d }`).
        var presentationDelegate: (String, Node)?
        /// The custom transition's animator (`presentation: { transition: { animator: a } }`).
        var animator: (String, Node)?
        /// An app's presentation controller and its dimming view
        /// (`presentation: { presentationController: { name: p, dimmingView: v } }`), new names.
        var customController: [(String, Node)] = []
        var dataSource: (String, Node)?
        /// The controllers a storyboard scene's segues lead to.
        var segueDestinations: [(String, Node)] = []
        var handlers: [(action: Int, steps: Node)] = []
    }

    private func controller(_ name: String, _ node: Node) throws(ScenarioError) -> (ScenarioController, DeclaredNames) {
        if ScenarioNodes.isNull(node) { return (.plain(name), DeclaredNames()) }
        let entries = try nodes.entries(node, for: name, expected: "a mapping (or {} for a plain controller)",
                                        allowed: Self.controllerKeys.map(\.key), what: "controller key")
        var typeName = ScenarioController.TypeName.plain
        if let type = entries["type"] {
            let text = try nodes.string(type.value, for: "type")
            let kinds = ScenarioController.TypeName.allCases.map(\.rawValue)
            guard let kind = ScenarioController.TypeName(rawValue: text) else {
                throw nodes.error(at: type.value, ScenarioError.unknownMessage("controller type", text, among: kinds))
            }
            typeName = kind
        }
        for entry in entries {
            let kinds = Self.controllerKeys.first { $0.key == entry.key }!.kinds
            if kinds.contains(typeName) { continue }
            let owners = ScenarioController.TypeName.allCases.filter(kinds.contains).map(\.rawValue)
            let ownerList = owners.count > 2 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last!
                : owners.joined(separator: " and ")
            throw nodes.error(at: entry.keyNode, "'\(entry.key)' applies to \(ownerList) "
                + "controllers, and '\(name)' is \(typeName.rawValue)"
                + (typeName == .plain ? " (add 'type: \(owners[0])')" : ""))
        }
        var names = DeclaredNames()
        // Read in the order the keys were always read, so that a file with two mistakes reports the same one.
        var style: ModalPresentationStyle?
        func readStyle() throws(ScenarioError) {
            if let entry = entries["style"] { style = try Self.style(entry.value, nodes) }
        }
        let kind: ScenarioController.Kind
        switch typeName {
        case .plain:
            var plain = ScenarioController.Plain()
            if let entry = entries["subviews"] {
                names.subviews = try nodes.strings(entry.value, for: "subviews", expected: "a list of view names")
                plain.subviews = names.subviews.map(\.0)
            }
            if let entry = entries["children"] {
                let children = try nodes.strings(entry.value, for: "children", expected: "a list of controller names")
                plain.children = children.map(\.0)
                names.controllers += children
            }
            try readStyle()
            if let entry = entries["observers"] {
                names.observers = try nodes.strings(entry.value, for: "observers", expected: "a list of observer names")
                plain.observers = names.observers.map(\.0)
            }
            kind = .plain(plain)
        case .navigation:
            var navigation = ScenarioController.Navigation()
            if entries["root"] != nil && entries["stack"] != nil {
                throw nodes.error(at: entries["stack"]!.keyNode,
                                  "give either 'root' or 'stack', not both ('root: a' is 'stack: [a]')")
            }
            if let entry = entries["root"] {
                let root = try nodes.string(entry.value, for: "root", expected: "a controller name")
                navigation.stack = [root]
                names.controllers.append((root, entry.value))
            }
            if let entry = entries["stack"] {
                let stack = try nodes.strings(entry.value, for: "stack", expected: "a list of controller names")
                navigation.stack = stack.map(\.0)
                names.controllers += stack
            }
            try readStyle()
            navigation.delegate = try delegate(entries, into: &names)
            if let entry = entries["transition"] {
                guard navigation.delegate != nil else {
                    throw nodes.error(at: entry.keyNode, "'\(name)''s transition is its delegate's animator: add 'delegate: <name>'")
                }
                var interactive = false
                navigation.transition = try transition(entry.value, animator: &names.animator, interactive: &interactive)
                navigation.interactive = interactive
            }
            kind = .navigation(navigation)
        case .tab:
            var tab = ScenarioController.Tab()
            if let entry = entries["tabs"] {
                let tabs = try nodes.strings(entry.value, for: "tabs", expected: "a list of controller names")
                tab.tabs = tabs.map(\.0)
                names.controllers += tabs
            }
            try readStyle()
            tab.delegate = try delegate(entries, into: &names)
            if let entry = entries["transition"] {
                guard tab.delegate != nil else {
                    throw nodes.error(at: entry.keyNode, "'\(name)''s transition is its delegate's animator: add 'delegate: <name>'")
                }
                var interactive = false
                tab.transition = try transition(entry.value, animator: &names.animator, interactive: &interactive)
                tab.interactive = interactive
            }
            kind = .tab(tab)
        case .hosting:
            try readStyle()
            guard let entry = entries["content"] else {
                throw nodes.error(at: node, "hosting controller '\(name)' needs 'content' "
                    + "(e.g. 'content: { list: { row: {} } }', or 'content: text')")
            }
            kind = .hosting(try content(entry.value, names: &names.content))
        case .alert:
            try readStyle()
            kind = .alert(try alert(entries, of: name, handlers: &names.handlers))
        case .page:
            kind = .page(try page(entries, into: &names, readStyle))
        case .split:
            kind = .split(try split(entries, into: &names, readStyle))
        }
        var controller = ScenarioController(name: name, style: style, kind: kind)
        if let entry = entries["forwardsAppearance"] {
            controller.forwardsAppearance = try nodes.bool(entry.value, for: "forwardsAppearance")
        }
        if let entry = entries["presentation"] {
            controller.presentation = try presentation(entry.value, of: name, delegate: &names.presentationDelegate,
                                                       animator: &names.animator, customController: &names.customController)
            // UIKit asks the transitioning delegate for a presentation controller only for `.custom`.
            if let (custom, at) = names.customController.first, style != .custom {
                throw nodes.error(at: at, "'\(name)' declares presentation controller '\(custom)', which UIKit asks its "
                    + "transitioning delegate for only in a custom presentation: add 'style: custom'")
            }
        }
        controller.archive = try archive(entries, of: name, into: &names)
        return (controller, names)
    }

    /// A container's `delegate`, a `TracedDelegate` named here.
    func delegate(_ entries: [ScenarioNodes.Entry], into names: inout DeclaredNames) throws(ScenarioError) -> String? {
        guard let entry = entries["delegate"] else { return nil }
        let delegate = try nodes.string(entry.value, for: "delegate", expected: "a delegate name")
        names.delegate = (delegate, entry.value)
        return delegate
    }

    /// Hosted content: a name, or a mapping with one root name whose value maps each nested node's
    /// name to its own nested nodes (`{}` or null for none).
    private func content(_ node: Node, names: inout [(String, Node)]) throws(ScenarioError) -> ScenarioContent {
        let expected = "a content name, or a mapping from one name to its nested content"
        if case .scalar = node {
            let name = try nodes.string(node, for: "content", expected: expected)
            try checkContentName(name, at: node)
            names.append((name, node))
            return ScenarioContent(name: name)
        }
        guard case .mapping(let mapping) = node, mapping.count == 1, let root = mapping.first else {
            throw nodes.wrongType(node, expected: "one root: " + expected, for: "content")
        }
        return try contentNode(root.key, root.value, names: &names)
    }

    private func contentNode(_ key: Node, _ value: Node, names: inout [(String, Node)]) throws(ScenarioError)
        -> ScenarioContent {
        let name = try nodes.string(key, for: "content", expected: "a content name")
        try checkContentName(name, at: key)
        names.append((name, key))
        var result = ScenarioContent(name: name)
        if ScenarioNodes.isNull(value) { return result }
        guard case .mapping(let mapping) = value else {
            throw nodes.wrongType(value, expected: "a mapping of '\(name)''s nested content ({} for none)", for: name)
        }
        for (childKey, childValue) in mapping {
            result.children.append(try contentNode(childKey, childValue, names: &names))
        }
        return result
    }

    /// A node cannot be named after the actions the runner gives every node.
    private func checkContentName(_ name: String, at node: Node) throws(ScenarioError) {
        guard Self.contentActions.contains(name) else { return }
        throw nodes.error(at: node, "'\(name)' is an action, not a content node: every node already has onAppear and "
            + "onDisappear actions, whose runs show in the trace; name nodes only (e.g. 'content: { list: { row: {} } }')")
    }

    /// Every contained controller is declared, has one container and appears in it once, and no
    /// controller contains itself: UIKit raises for each (a controller has one parent), and the
    /// runner, which creates a container's contents with it, relies on it.
    private func checkContainment(_ controllers: [ScenarioController], _ contents: [String: [(String, Node)]],
                                  _ declared: Declarations) throws(ScenarioError) {
        let names = controllers.map(\.name)
        var container: [String: String] = [:]
        for controller in controllers {
            for (name, node) in contents[controller.name] ?? [] {
                guard declared.controllers[name] != nil else {
                    throw nodes.error(at: node, ScenarioError.unknownMessage("controller", name, among: names))
                }
                if name == controller.name {
                    throw nodes.error(at: node, "'\(name)' cannot contain itself")
                }
                if let other = container[name] {
                    throw nodes.error(at: node, other == controller.name
                        ? "'\(name)' appears twice in '\(other)'; UIKit refuses the same controller twice"
                        : "'\(name)' is already in '\(other)'; a controller has one parent")
                }
                if controller.typeName == .navigation, declared.controllers[name] == .navigation {
                    throw nodes.error(at: node, "'\(name)' is a navigation controller; UIKit does not support "
                        + "pushing a navigation controller onto another")
                }
                container[name] = controller.name
            }
        }
        // One parent each, so following parents from any controller either ends or loops.
        for controller in controllers {
            var seen: Set<String> = [controller.name]
            var current = controller.name
            while let parent = container[current] {
                if !seen.insert(parent).inserted {
                    let node = contents[parent]?.first { $0.0 == current }?.1
                    throw nodes.error(at: node, "'\(current)' and '\(parent)' contain each other")
                }
                current = parent
            }
        }
    }

    // MARK: Storyboards, nibs and segues

    /// `from: storyboard | nib`, `segues: [{ id, kind, destination }]` and `unwindActions: [...]`;
    /// segues and unwind actions belong to a storyboard scene.
    private func archive(_ entries: [ScenarioNodes.Entry], of name: String,
                         into names: inout DeclaredNames) throws(ScenarioError) -> ScenarioArchive? {
        guard let from = entries["from"] else {
            if let entry = entries["segues"] ?? entries["unwindActions"] ?? entries["refusesSegues"] {
                throw nodes.error(at: entry.keyNode, "'\(entry.key)' belongs to a storyboard scene: add 'from: storyboard' to '\(name)'")
            }
            return nil
        }
        let text = try nodes.string(from.value, for: "from")
        guard let source = ControllerArchive.Source(rawValue: text) else {
            throw nodes.error(at: from.value, ScenarioError.unknownMessage("archive", text,
                                                                           among: ControllerArchive.Source.allCases.map(\.rawValue)))
        }
        var archive = ScenarioArchive(source: source)
        if source == .nib, let entry = entries["segues"] ?? entries["unwindActions"] ?? entries["refusesSegues"] {
            throw nodes.error(at: entry.keyNode, "'\(entry.key)' belongs to a storyboard scene, and '\(name)' is from a nib")
        }
        if let entry = entries["unwindActions"] {
            archive.unwindActions = try nodes.strings(entry.value, for: "unwindActions", expected: "a list of action names").map(\.0)
        }
        if let entry = entries["segues"] {
            guard case .sequence(let items) = entry.value else {
                throw nodes.wrongType(entry.value, expected: "a list of { id, kind, destination }", for: "segues")
            }
            for item in items {
                let fields = try nodes.entries(item, for: "segues", expected: "a mapping { id, kind, destination }",
                                               allowed: ["id", "kind", "destination"], what: "segue key")
                guard let id = fields["id"], let kindEntry = fields["kind"], let destination = fields["destination"] else {
                    throw nodes.error(at: item, "a segue needs 'id', 'kind' (show, present or embed) and 'destination'")
                }
                let identifier = try nodes.string(id.value, for: "id")
                if archive.segues.contains(where: { $0.identifier == identifier }) {
                    throw nodes.error(at: id.value, "'\(name)' already has a segue '\(identifier)'")
                }
                let kindText = try nodes.string(kindEntry.value, for: "kind")
                guard let kind = StoryboardSegueTemplate.Kind(rawValue: kindText) else {
                    throw nodes.error(at: kindEntry.value, ScenarioError.unknownMessage("segue kind", kindText,
                                                                                      among: StoryboardSegueTemplate.Kind.allCases.map(\.rawValue)))
                }
                let target = try nodes.string(destination.value, for: "destination", expected: "a controller name")
                if target == name {
                    throw nodes.error(at: destination.value, "'\(name)''s segue cannot lead to '\(name)' itself")
                }
                names.segueDestinations.append((target, destination.value))
                archive.segues.append(ScenarioArchive.Segue(identifier: identifier, kind: kind, destination: target))
            }
        }
        if let entry = entries["refusesSegues"] {
            for (identifier, node) in try nodes.strings(entry.value, for: "refusesSegues", expected: "a list of segue identifiers") {
                guard archive.segues.contains(where: { $0.identifier == identifier }) else {
                    throw nodes.error(at: node, "'\(name)' has no segue '\(identifier)' to refuse; its segues are "
                        + (archive.segues.isEmpty ? "none" : archive.segues.map(\.identifier).joined(separator: ", ")))
                }
                archive.refusedSegues.append(identifier)
            }
        }
        return archive
    }
}
