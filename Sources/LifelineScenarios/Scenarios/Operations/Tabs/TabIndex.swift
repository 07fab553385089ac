extension ScenarioArguments {
    /// A tab index (`index`) of a tab bar controller (`on`), which must exist among the declared
    /// tabs unless some step replaces them (then only the model knows the count).
    func tabIndex() throws(ScenarioError) -> (index: Int, on: String) {
        let tabs = try controller("on", kinds: [.tab])
        let index = try integer("index")
        let count = declaration(of: tabs)?.tabs?.count ?? 0
        guard index >= 0 else { throw rejected("index", "expected a tab index from 0, found \(index)") }
        if index >= count && !declared.setsViewControllers {
            throw rejected("index", "'\(tabs)' has \(count) tab\(count == 1 ? "" : "s"); "
                + "expected an index below \(count), found \(index)")
        }
        return (index, tabs)
    }
}
