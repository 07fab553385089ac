/// DOT texts the tests share.
enum SampleGraphs {
    static let small = """
        digraph lifecycle {
          load [label="viewDidLoad"];
          appear [label="viewWillAppear"];
          appeared [label="viewDidAppear"];
          load -> appear -> appeared;
        }
        """

    /// A sequence-diagram-like chain of `count` events over four object columns, no clusters.
    static func chain(_ count: Int) -> String {
        var lines = ["digraph chain {", "  node [shape=box];"]
        for index in 0..<count {
            lines.append("  e\(index) [label=\"event \(index)\", group=o\(index % 4)];")
            if index > 0 { lines.append("  e\(index - 1) -> e\(index);") }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Several clusters, whose order Graphviz's default object IDs leave to chance.
    static let clusters = """
        digraph clusters {
          subgraph cluster_window { label="UIWindow"; w1; w2; }
          subgraph cluster_root { label="RootViewController"; r1; r2; r3; }
          subgraph cluster_child { label="ChildViewController"; c1; c2; }
          subgraph cluster_view { label="UIView"; v1; }
          w1 -> r1 -> c1 -> v1 -> r2 -> c2 -> w2 -> r3;
        }
        """
}
