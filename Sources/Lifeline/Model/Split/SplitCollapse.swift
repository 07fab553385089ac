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
    /// true"), otherwise the column the delegate's `topColumnForCollapsingToProposedTopColumn`
    /// returns for the proposed `.secondary`; then `splitViewControllerDidCollapse` (its
    /// documentation: "after its interface has collapsed, meaning that isCollapsed is true").
    /// Classic: the delegate's `collapseSecondary(_:onto:)`; true shows the primary, false (the
    /// default) the secondary collapsed onto it.
    func collapse() {
        let previous = shownControllers
        let column: Column
        if style == .unspecified {
            column = classicCollapseColumn()
        } else if columns[.compact] != nil {
            column = .compact
        } else {
            column = columnStyleCollapseColumn()
        }
        isCollapsed = true
        collapsedColumn = column
        switchShown(from: previous, to: shownControllers)
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

    private func classicCollapseColumn() -> Column {
        guard let secondary = columns[.secondary] else { return .primary }
        guard let primary = columns[.primary] else { return .secondary }
        var handled = false
        if let delegate {
            recordSplitCall(.splitViewControllerCollapseSecondary, of: delegate,
                            [.object(secondary.traceID), .object(primary.traceID)]) {
                handled = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
            }
        }
        return handled ? .primary : .secondary
    }

    /// Expands to the columns side by side. Column style: the delegate's
    /// `displayModeForExpandingToProposedDisplayMode` for the automatic mode, then
    /// `splitViewControllerDidExpand`. Classic: the delegate's `separateSecondaryFrom`, whose
    /// controller, when it gives one, becomes the secondary.
    func expand() {
        let previous = shownControllers
        var mode = automaticDisplayMode
        var separated: ViewController?
        if style == .unspecified {
            if let delegate, let primary = columns[.primary] {
                recordSplitCall(.splitViewControllerSeparateSecondary, of: delegate, [.object(primary.traceID)]) {
                    separated = delegate.splitViewController(self, separateSecondaryFrom: primary)
                }
            }
        } else if let delegate {
            let proposed = mode
            recordSplitCall(.splitViewControllerDisplayModeForExpanding, of: delegate, [.string(proposed.rawValue)]) {
                mode = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
            }
        }
        isCollapsed = false
        collapsedColumn = nil
        displayMode = mode == .automatic ? automaticDisplayMode : mode
        switchShown(from: previous, to: shownControllers)
        // The separated controller replaces the secondary once the columns are back.
        if let separated { replace(.secondary, with: separated) }
        if style != .unspecified, let delegate {
            recordSplitCall(.splitViewControllerDidExpand, of: delegate, []) { delegate.splitViewControllerDidExpand(self) }
        }
    }
}
