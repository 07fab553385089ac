/// Adaptive presentation: in a compact width (an iPhone) a popover or a form sheet may be shown in
/// another style, which the presentation delegate can choose with
/// `adaptivePresentationStyle(for:traitCollection:)` (S14-07). In a regular width (an iPad) nothing
/// adapts and the delegate is not asked; a popover there needs a source view (UIKit raises without
/// one). Called by `present(_:animated:completion:)` (Presentation.swift) within the call.
/// Entries named here are in `Tests/LifelineTests/Fixtures/conformance-presentation.json`.
extension ViewController {
    /// The styles UIKit adapts in a compact width.
    private static let adaptiveStyles: [ModalPresentationStyle] = [.popover, .formSheet]

    /// The style this controller's presentation uses in `window`, and whether it was adapted; nil,
    /// after the `popoverWithoutSourceView` diagnostic, when a popover that stays a popover has no
    /// source view (UIKit raises and presents nothing). The delegate, when there is one, is asked
    /// for the style in a compact width; when the style changes it then hears
    /// `willPresentWithAdaptiveStyle` (`announceAdaptation`), once the presentation is made.
    /// No log shows where within the presentation UIKit asks: the model asks within `present`,
    /// before the relationship is set.
    func adaptedPresentationStyle(in window: Window) -> (style: ModalPresentationStyle, adapted: Bool)? {
        let requested = modalPresentationStyle.resolved(rules)
        let traits = window.sceneTraits
        var style = requested
        var keptByDelegate = false
        if Self.adaptiveStyles.contains(requested), traits.horizontalSizeClass == .compact {
            let answer: ModalPresentationStyle?
            if let controller = presentationControllerIfMade, controller.delegate != nil {
                answer = controller.tellDelegate(.adaptivePresentationStyle, [.string(traits.horizontalSizeClass.name)]) {
                    $0.adaptivePresentationStyle(for: controller, traitCollection: traits)
                } ?? nil
                keptByDelegate = answer == nil
            } else {
                answer = defaultAdaptivePresentationStyle(for: requested, traitCollection: traits)
            }
            if let answer { style = answer.resolved(rules) }
        }
        // A popover that stays a popover needs somewhere to point: always in a regular width, and
        // in a compact width when the delegate kept it (UIKit's `.none`). Before iOS 13 without a
        // delegate the model keeps the observed popover (S5-06) and asks for nothing.
        if style == .popover, presentationControllerIfMade?.sourceView == nil,
           traits.horizontalSizeClass == .regular || keptByDelegate {
            diagnose(.popoverWithoutSourceView)
            return nil
        }
        return (style, style != requested)
    }

    /// UIKit's adaptation without a delegate: see `PresentationController.defaultAdaptivePresentationStyle`.
    func defaultAdaptivePresentationStyle(for style: ModalPresentationStyle,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle? {
        guard style == .popover, traitCollection.horizontalSizeClass == .compact,
              rules.popoverAdaptsToFormSheet else { return nil }
        return .formSheet
    }

    /// Tells the delegate the presentation is about to be shown adapted to `style` (S14-07): with
    /// a transition coordinator when animated, nil otherwise.
    func announceAdaptation(to style: ModalPresentationStyle, animated: Bool) {
        guard let controller = presentationControllerIfMade else { return }
        _ = controller.tellDelegate(.presentationControllerWillPresentWithAdaptiveStyle,
                                    [.string(style.name), animated ? .string("coordinator") : .none]) {
            $0.presentationController(controller, willPresentWithAdaptiveStyle: style)
        }
    }
}

extension ModalPresentationStyle {
    /// The case's name, as Swift spells it (`fullScreen`), for trace arguments.
    public var name: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .overFullScreen: return "overFullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .automatic: return "automatic"
        case .popover: return "popover"
        case .custom: return "custom"
        case .currentContext: return "currentContext"
        case .overCurrentContext: return "overCurrentContext"
        }
    }
}

extension UserInterfaceSizeClass {
    /// `compact`, `regular` or `unspecified`, for trace arguments.
    var name: String { "\(self)" }
}
