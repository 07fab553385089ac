import Lifeline

extension ScenarioArguments {
    /// `column:` of a split view controller (`on`), which its declared style must have: UIKit
    /// ignores a column a style does not have, so the file is told where and why.
    func splitColumn(on split: String) throws(ScenarioError) -> SplitViewController.Column {
        let column = try choice("column", what: "column", among: SplitViewController.Column.allCases.map { ($0.rawValue, $0) })!
        if case .split(let declaration) = declaration(of: split)?.kind, !declaration.splitStyle.columns.contains(column) {
            throw rejected("column", "'\(split)' is a \(declaration.splitStyle.rawValue) split view controller, which has no "
                + "\(column.rawValue) column; its columns are "
                + declaration.splitStyle.columns.map(\.rawValue).joined(separator: ", "))
        }
        return column
    }
}
