/// Where a controller made from an archive comes from, and what its view archive holds
/// (storyboards and nibs, issue 16). No XML is read: a scenario or test describes the scene.
public struct ControllerArchive: Sendable, Equatable {
    /// A storyboard scene, or a nib whose File's Owner is the controller.
    public enum Source: String, Sendable, CaseIterable {
        /// `UIStoryboard.instantiateViewController`: the controller itself is in the archive,
        /// so it gets `init(coder:)` then `awakeFromNib()` (S17-07, S17-08).
        case storyboard
        /// `init(nibName:bundle:)`: the controller is made in code and is the nib's File's Owner,
        /// a placeholder that is not recreated from the archive, so it gets no `awakeFromNib()`
        /// (Apple's `awakeFromNib` docs: sent "to each object recreated from a nib archive").
        case nib
    }

    public var source: Source
    /// The name of the nib (`nib`) or storyboard (`storyboard`), recorded in `init(nibName:bundle:)`.
    public var name: String
    /// The subviews of the root view in the archive, in document order.
    public var subviewNames: [String]
    /// The segue identifiers this scene's `shouldPerformSegue(withIdentifier:sender:)` answers
    /// false for: a stand-in for an app's override, so that a scenario file can refuse the
    /// user's tap (StoryboardSegue.swift).
    public var refusedSegues: Set<String>

    public init(_ source: Source, name: String = "Main", subviewNames: [String] = [], refusedSegues: Set<String> = []) {
        self.source = source
        self.name = name
        self.subviewNames = subviewNames
        self.refusedSegues = refusedSegues
    }
}

extension ViewController {
    /// Creates a controller as an archive does: from a storyboard, `init(coder:)` then
    /// `awakeFromNib()` (S17-07; the docs: outlets and actions are connected when it runs); from a
    /// nib, `init(nibName:bundle:)` and no `awakeFromNib()`. Its view is loaded from the archive
    /// later, when it is first needed (`loadView()`).
    public convenience init(name: String? = nil, archive: ControllerArchive) {
        self.init(name: name)
        recordCreation(from: archive)
    }

    /// What the convenience initializer does, for a subclass made with its own initializer (a
    /// subclass in another module does not inherit the convenience one): marks the controller
    /// as made from `archive` and records its creation. Call it once, right after creating it.
    @discardableResult
    public func instantiated(from archive: ControllerArchive) -> Self {
        recordCreation(from: archive)
        return self
    }

    private func recordCreation(from archive: ControllerArchive) {
        self.archive = archive
        switch archive.source {
        case .storyboard:
            emit(.initWithCoder, EventArguments(.string(archive.name))) {}
            emit(.awakeFromNib) { awakeFromNib() }
        case .nib:
            emit(.initWithNibName, EventArguments(.string(archive.name), .none)) {}
        }
    }

    /// The base `loadView()` of an archived controller: UIKit loads the view nib. Decoding is
    /// recursive, so each subview's `init(coder:)` runs inside its superview's (an unkeyed
    /// archive decodes the subviews while decoding the superview); once every object is loaded
    /// and the outlets are connected, each view gets `awakeFromNib()`, root first then the
    /// subviews in document order (Apple's docs say the order is not guaranteed: docs/model.md's
    /// fidelity table lists it). The embed segues run last, still inside `loadView()`, so their
    /// children are in place before the container's `viewDidLoad()`.
    func loadViewFromArchive(_ archive: ControllerArchive) {
        let root = View(name: "\(traceName).view")
        var subviews: [View] = []
        root.emit(.initWithCoder, EventArguments(.string(archive.name))) {
            for name in archive.subviewNames {
                let subview = View(name: name)
                subview.emit(.initWithCoder, EventArguments(.string(archive.name))) {}
                root.insertSubview(subview)
                subviews.append(subview)
            }
        }
        for view in [root] + subviews {
            view.emit(.awakeFromNib) { view.awakeFromNib() }
        }
        view = root
        for template in segues where template.kind == .embed {
            performEmbedSegue(template)
        }
    }
}
