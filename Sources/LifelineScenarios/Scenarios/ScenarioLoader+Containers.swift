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
        return split
    }
}
