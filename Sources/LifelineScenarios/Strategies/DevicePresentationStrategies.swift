/// Built-in strategies for presentation that depends on the device (issue 14): on an iPad a form
/// sheet is a card over its presenter on every iOS version, so the presenter hears nothing; on an
/// iPhone before iOS 13 the same sheet adapts to full screen and hides it (ModalPresentationStyle).
extension Strategies {
    static let devicePresentation: [Strategy] = [iPadFormSheet]

    public static let iPadFormSheet = Strategy(name: "ipad-form-sheet", source: """
        summary: "iPad showing home: form presented as a form sheet, then dismissed; home hears no appearance callbacks"
        device: ipad
        controllers:
          home: {}
          form: { style: formSheet }
        steps:
          - window.rootViewController: home
          - window.makeKeyAndVisible
          - runUntilIdle
          - mark: ipad-form-sheet
          - present: { controller: form, on: home, animated: true }
          - runUntilIdle
          - dismiss: { on: form, animated: true }
          - runUntilIdle
        """)
}
