/// Collapsing and expanding a split view controller when its width class changes.
extension SplitViewController {
    /// Collapses in a compact width and expands in a regular one; nothing when it already fits.
    func adaptToWidth(_ sizeClass: UserInterfaceSizeClass) {
        if sizeClass == .compact, !isCollapsed {
            collapse()
        } else if sizeClass == .regular, isCollapsed {
            expand()
        }
    }

    /// Collapses to one column. Column style: the compact column when it has a controller
    /// (Apple's documentation of `.compact`: "that view controller is shown when isCollapsed is
    /// true"), otherwise the primary's navigation stack with the other columns' stacks pushed onto
    /// it up to the column the delegate's `topColumnForCollapsingToProposedTopColumn` returns for
    /// the proposed `.secondary` (SplitNavigationStacks.swift); then `splitViewControllerDidCollapse`
    /// (its documentation: "after its interface has collapsed, meaning that isCollapsed is true").
    /// Classic: the delegate's `collapseSecondary(_:onto:)`; true discards the secondary from
    /// view, false (the default) lets the primary's `collapseSecondaryViewController(_:for:)`
    /// take it, which a navigation controller does by pushing it; the primary is shown.
    func collapse() {
        let previous = visibleControllers
        var joined: [StackJoin] = []
        let column: Column
        if style == .unspecified {
            (column, joined) = classicCollapse()
        } else if columns[.compact] != nil {
            column = .compact
        } else {
            column = columnStyleCollapseColumn()
            joined = moveStacksOntoPrimary(through: column)
        }
        isCollapsed = true
        collapsedColumn = column
        finish(switchShown(from: previous, to: visibleControllers(joining: joined), joining: joined))
        if style != .unspecified, let delegate {
            recordSplitCall(.splitViewControllerDidCollapse, of: delegate, []) { delegate.splitViewControllerDidCollapse(self) }
        }
    }

    private func columnStyleCollapseColumn() -> Column {
        let proposed: Column = columns[.secondary] != nil ? .secondary : .primary
        guard let delegate else { return proposed }
        var answer = proposed
        recordSplitCall(.splitViewControllerTopColumnForCollapsing, of: delegate, [.string(proposed.rawValue)]) {
            answer = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
        }
        guard columns[answer] != nil, answer != .compact else {
            diagnose(.splitColumnMissing, EventArguments(.string(answer.rawValue)))
            return proposed
        }
        return answer
    }

    /// Classic collapse: the column shown, and the controllers that joined a stack.
    private func classicCollapse() -> (Column, [StackJoin]) {
        guard let secondary = columns[.secondary] else { return (.primary, []) }
        guard let primary = columns[.primary] else { return (.secondary, []) }
        var handled = false
        if let delegate {
            recordSplitCall(.splitViewControllerCollapseSecondary, of: delegate,
                            [.object(secondary.traceID), .object(primary.traceID)]) {
                handled = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
            }
        }
        guard !handled else { return (.primary, []) }
        return (.primary, primary.collapseSecondary(secondary, in: self))
    }

    /// Expands to the columns side by side. Column style: the delegate's
    /// `displayModeForExpandingToProposedDisplayMode` for the automatic mode, the stacks moved
    /// back to their columns, then `splitViewControllerDidExpand`. Classic: the delegate's
    /// `separateSecondaryFrom`; when it gives nothing, the primary's
    /// `separateSecondaryViewController(for:)`, which a navigation controller answers by popping
    /// its top; the controller given becomes the secondary.
    func expand() {
        let previous = visibleControllers
        var mode = automaticDisplayMode
        var separated: ViewController?
        var joined: [StackJoin] = []
        if style == .unspecified {
            if let primary = columns[.primary] {
                if let delegate {
                    recordSplitCall(.splitViewControllerSeparateSecondary, of: delegate, [.object(primary.traceID)]) {
                        separated = delegate.splitViewController(self, separateSecondaryFrom: primary)
                    }
                }
                if separated == nil { separated = primary.separateSecondary(in: self) }
            }
        } else {
            if let delegate {
                let proposed = mode
                recordSplitCall(.splitViewControllerDisplayModeForExpanding, of: delegate, [.string(proposed.rawValue)]) {
                    mode = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
                }
            }
            joined = moveStacksBackToColumns()
        }
        collapsedStacks = nil
        // The classic secondary popped off the primary's stack is this controller's child again.
        if let returning = separated, returning === columns[.secondary], returning.parent == nil {
            joined.append(StackJoin(controller: returning, parent: self))
            separated = nil
        }
        isCollapsed = false
        collapsedColumn = nil
        displayMode = mode == .automatic ? automaticDisplayMode : mode
        finish(switchShown(from: previous, to: visibleControllers(joining: joined), joining: joined))
        // A different controller replaces the secondary once the columns are back.
        if let separated { replace(.secondary, with: separated) }
        if style != .unspecified, let delegate {
            recordSplitCall(.splitViewControllerDidExpand, of: delegate, []) { delegate.splitViewControllerDidExpand(self) }
        }
    }
}
