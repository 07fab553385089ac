/// Built-in strategies for presentation in depth (issue 15): the user's swipe on a sheet, finished,
/// cancelled and refused, with the presentation delegate's calls; and a popover adapting on an
/// iPhone to the delegate's choice. Each marks where the user's action begins.
extension Strategies {
    static let presentationInDepth: [Strategy] = [sheetSwipeFinished, sheetSwipeCancelled, sheetModalAttempt,
                                                  popoverAdaptive, customPresent, customPresentKeepsPresenter,
                                                  customInteractiveDismissCancelled, currentContext]

    public static let sheetSwipeFinished = Strategy(name: "sheet-swipe-finished", source: """
        summary: "home presents form as a page sheet; the user swipes it away: the delegate hears ShouldDismiss, WillDismiss, DidDismiss; home hears nothing"
        controllers:
          home: {}
          form: { style: pageSheet, presentation: { delegate: watcher } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: form, on: home, animated: true }
          - runUntilIdle
          - mark: sheet-swipe-finished
          - beginSheetSwipe: form
          - updateSheetSwipe: { on: form, percentComplete: 0.6 }
          - finishSheetSwipe: form
          - runUntilIdle
        """)

    public static let sheetSwipeCancelled = Strategy(name: "sheet-swipe-cancelled", source: """
        summary: "home presents form as a page sheet; the user pulls it down and lets go: form disappears and appears again, no DidDismiss"
        controllers:
          home: {}
          form: { style: pageSheet, presentation: { delegate: watcher } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: form, on: home, animated: true }
          - runUntilIdle
          - mark: sheet-swipe-cancelled
          - beginSheetSwipe: form
          - updateSheetSwipe: { on: form, percentComplete: 0.3 }
          - cancelSheetSwipe: form
          - runUntilIdle
        """)

    public static let sheetModalAttempt = Strategy(name: "sheet-modal-attempt", source: """
        summary: "form is isModalInPresentation: the user's swipe is refused, the delegate hears DidAttemptToDismiss and dismisses form from code, which calls none of its dismissal methods"
        controllers:
          home: {}
          form: { style: pageSheet, presentation: { delegate: watcher, modalInPresentation: true } }
        react:
          - when: { object: watcher, callback: presentationControllerDidAttemptToDismiss }
            do:
              - dismiss: { on: form, animated: true }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: form, on: home, animated: true }
          - runUntilIdle
          - mark: sheet-modal-attempt
          - beginSheetSwipe: form
          - finishSheetSwipe: form
          - runUntilIdle
        """)

    public static let popoverAdaptive = Strategy(name: "popover-adaptive", source: """
        summary: "iPhone: home presents menu as a popover; in a compact width the delegate adapts it to full screen, so home disappears"
        controllers:
          home: {}
          menu: { style: popover, presentation: { delegate: watcher, adaptiveStyle: fullScreen } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: popover-adaptive
          - present: { controller: menu, on: home, animated: true }
          - runUntilIdle
          - dismiss: { on: menu, animated: true }
          - runUntilIdle
        """)

    public static let customPresent = Strategy(name: "custom-present", source: """
        summary: "home presents card with a custom animator whose presentation controller removes the presenter's view: completeTransition drives the did-callbacks, home disappears and returns"
        controllers:
          home: {}
          card: { style: custom, presentation: { removesPresentersView: true, transition: { animator: slide, duration: 0.3 } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-present
          - present: { controller: card, on: home, animated: true }
          - runUntilIdle
          - dismiss: { on: card, animated: true }
          - runUntilIdle
        """)

    public static let customPresentKeepsPresenter = Strategy(name: "custom-present-keeps-presenter", source: """
        summary: "the same custom presentation with shouldRemovePresentersView false (UIKit's default): home hears nothing"
        controllers:
          home: {}
          card: { style: custom, presentation: { transition: { animator: slide, duration: 0.3 } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: custom-present-keeps-presenter
          - present: { controller: card, on: home, animated: true }
          - runUntilIdle
          - dismiss: { on: card, animated: true }
          - runUntilIdle
        """)

    public static let currentContext = Strategy(name: "current-context", source: """
        summary: "tabs with nav (definesPresentationContext) in the first tab: list presents detail over the current context, so nav presents it in place of its own view; nav and list disappear, the tab bar controller hears nothing"
        controllers:
          tabs: { type: tab, tabs: [nav, settings] }
          nav: { type: navigation, root: list, presentation: { definesPresentationContext: true } }
          list: {}
          settings: {}
          detail: { style: currentContext }
        steps:
          - window.rootViewController: tabs
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: current-context
          - present: { controller: detail, on: list, animated: true }
          - runUntilIdle
          - dismiss: { on: detail, animated: true }
          - runUntilIdle
        """)

    public static let customInteractiveDismissCancelled = Strategy(name: "custom-interactive-dismiss-cancelled", source: """
        summary: "card, presented with a custom animator that removes home's view, is panned down to 40 % and let go: the dismissal is cancelled with completeTransition(false); card disappears and appears again, home appears and disappears again"
        controllers:
          home: {}
          card: { style: custom, presentation: { removesPresentersView: true, transition: { animator: slide, duration: 0.3 } } }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - present: { controller: card, on: home, animated: true }
          - runUntilIdle
          - mark: custom-interactive-dismiss-cancelled
          - beginInteractiveDismiss: card
          - runUntilIdle
          - updateInteractiveDismiss: { on: card, percentComplete: 0.4 }
          - cancelInteractiveDismiss: card
          - runUntilIdle
        """)
}
