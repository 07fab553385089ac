import Yams

/// Reads the declarations of page and split view controllers (`type: page`, `type: split`).
extension ScenarioLoader {
    /// `pages: [a, b, c]` (the first is shown), `transitionStyle: scroll | pageCurl`,
    /// `dataSource: <name>` (a `TracedPageDataSource` answering from the pages) and `delegate`.
    func page(_ entries: [ScenarioNodes.Entry], into names: inout DeclaredNames,
              _ readStyle: () throws(ScenarioError) -> Void) throws(ScenarioError) -> ScenarioController.Page {
        var page = ScenarioController.Page()
        if let entry = entries["pages"] {
            let pages = try nodes.strings(entry.value, for: "pages", expected: "a list of controller names")
            page.pages = pages.map(\.0)
            names.controllers += pages
        }
        if let entry = entries["transitionStyle"] {
            let text = try nodes.string(entry.value, for: "transitionStyle")
            guard let style = PageViewController.TransitionStyle(rawValue: text) else {
                throw nodes.error(at: entry.value, ScenarioError.unknownMessage("transition style", text,
                    among: PageViewController.TransitionStyle.allCases.map(\.rawValue)))
            }
            page.transitionStyle = style
        }
        try readStyle()
        page.delegate = try delegate(entries, into: &names)
        if let entry = entries["dataSource"] {
            let dataSource = try nodes.string(entry.value, for: "dataSource", expected: "a data source name")
            names.dataSource = (dataSource, entry.value)
            page.dataSource = dataSource
        }
        return page
    }

    /// `splitStyle: unspecified | doubleColumn | tripleColumn` (default doubleColumn), one key per
    /// column naming its controller (`primary`, `supplementary`, `secondary`, `compact`), and
    /// `delegate`. A column the style does not have is refused here, as UIKit ignores it.
    func split(_ entries: [ScenarioNodes.Entry], into names: inout DeclaredNames,
               _ readStyle: () throws(ScenarioError) -> Void) throws(ScenarioError) -> ScenarioController.Split {
        var split = ScenarioController.Split()
        if let entry = entries["splitStyle"] {
            let text = try nodes.string(entry.value, for: "splitStyle")
            guard let style = SplitViewController.Style(rawValue: text) else {
                throw nodes.error(at: entry.value, ScenarioError.unknownMessage("split style", text,
                    among: SplitViewController.Style.allCases.map(\.rawValue)))
            }
            split.splitStyle = style
        }
        let available = split.splitStyle.columns
        for column in SplitViewController.Column.allCases {
            guard let entry = entries[column.rawValue] else { continue }
            guard available.contains(column) else {
                throw nodes.error(at: entry.keyNode, "a \(split.splitStyle.rawValue) split view controller has no "
                    + "\(column.rawValue) column; its columns are \(available.map(\.rawValue).joined(separator: ", "))")
            }
            let controller = try nodes.string(entry.value, for: column.rawValue, expected: "a controller name")
            split.columns.append((column, controller))
            names.controllers.append((controller, entry.value))
        }
        try readStyle()
        split.delegate = try delegate(entries, into: &names)
        try splitDelegateAnswers(entries, into: &split)
        return split
    }

    /// What the split view's traced delegate answers when the interface collapses:
    /// `topColumnForCollapsing: primary | supplementary | secondary` (column style) and
    /// `collapseSecondaryHandled: true | false` (classic: true discards the secondary). Each
    /// needs a `delegate` and the style its method applies to, as UIKit calls it only there.
    private func splitDelegateAnswers(_ entries: [ScenarioNodes.Entry],
                                      into split: inout ScenarioController.Split) throws(ScenarioError) {
        let classic = split.splitStyle == .unspecified
        for (key, forClassic) in [("topColumnForCollapsing", false), ("collapseSecondaryHandled", true)] {
            guard let entry = entries[key] else { continue }
            guard split.delegate != nil else {
                throw nodes.error(at: entry.keyNode, "'\(key)' is the split view delegate's answer: give the split a 'delegate'")
            }
            guard forClassic == classic else {
                throw nodes.error(at: entry.keyNode, "'\(key)' applies to \(forClassic ? "classic (splitStyle: unspecified)" : "column-style") "
                    + "split view controllers only; this one is \(split.splitStyle.rawValue)")
            }
        }
        if let entry = entries["topColumnForCollapsing"] {
            let text = try nodes.string(entry.value, for: "topColumnForCollapsing", expected: "a column")
            let columns = split.splitStyle.columns.filter { $0 != .compact }
            guard let column = SplitViewController.Column(rawValue: text), columns.contains(column) else {
                throw nodes.error(at: entry.value, ScenarioError.unknownMessage("top column", text, among: columns.map(\.rawValue)))
            }
            split.topColumnForCollapsing = column
        }
        if let entry = entries["collapseSecondaryHandled"] {
            split.collapseSecondaryHandled = try nodes.bool(entry.value, for: "collapseSecondaryHandled")
        }
    }
}
