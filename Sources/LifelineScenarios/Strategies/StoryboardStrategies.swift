/// Built-in strategies for storyboards and segues (Model/Archives): a show segue from a
/// storyboard scene, an embed segue during the container's view load, and an unwind through a
/// presentation and a navigation stack.
extension Strategies {
    static let storyboards: [Strategy] = [storyboardShowSegue, storyboardEmbed, unwind]

    public static let storyboardShowSegue = Strategy(name: "storyboard-show-segue", source: """
        summary: "a storyboard master in a navigation controller performs a show segue: detail is instantiated (init(coder:), awakeFromNib) and master prepared before the push loads detail's view from its archive (S17-07, S17-08)"
        controllers:
          nav: { type: navigation, root: master }
          master: { from: storyboard, segues: [{ id: showDetail, kind: show, destination: detail }] }
          detail: { subviews: [label], from: storyboard }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: segue
          - performSegue: { on: master, id: showDetail }
          - runUntilIdle
        """)

    public static let storyboardEmbed = Strategy(name: "storyboard-embed", source: """
        summary: "a storyboard container with an embed segue: the child is instantiated, the container prepared and the child added (willMove, its view, didMove) while the container's view loads, before its viewDidLoad"
        controllers:
          container: { subviews: [header], from: storyboard, segues: [{ id: embedChild, kind: embed, destination: child }] }
          child: { from: storyboard }
        steps:
          - window.rootViewController: container
          - mark: load
          - window.makeKeyAndVisible
          - runUntilIdle
        """)

    public static let unwind = Strategy(name: "unwind", source: """
        summary: "nav [first, pushed], pushed presents modal; modal unwinds to first's backToFirst: candidates asked walking up, modal's prepare, the action, then nav's dismiss and unwind(for:towards:) popping to first; pushed and modal freed (S17-01, S17-06)"
        controllers:
          nav: { type: navigation, root: first }
          first: { from: storyboard, unwindActions: [backToFirst] }
          pushed: { from: storyboard }
          modal: { style: fullScreen, from: storyboard }
        steps:
          - window.rootViewController: nav
          - window.makeKeyAndVisible
          - runUntilIdle
          - push: { controller: pushed, on: nav, animated: false }
          - runUntilIdle
          - present: { controller: modal, on: pushed, animated: false }
          - runUntilIdle
          - mark: unwind
          - unwind: { from: modal, to: backToFirst }
          - runUntilIdle
        """)
}
