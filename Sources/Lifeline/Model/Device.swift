/// The hardware a session models: an iPhone or an iPad, with its screen and how it is held.
/// Its traits (`TraitCollection`) follow from it, and sheets adapt to its horizontal size class
/// (ModalPresentationStyle.hidesPresenter).
/// Rotation (`Window.rotate(to:)`, SizeTransition.swift) changes the session's `orientation`.
public enum Device: String, Hashable, Sendable, CaseIterable {
    /// An iPhone with a 6.1-inch screen (393 × 852 points, 3× scale), as iPhone 15 Pro.
    case iPhone = "iphone"
    /// An 11-inch iPad (820 × 1180 points, 2× scale), as iPad Air.
    case iPad = "ipad"

    /// The default device: the model has always been an iPhone.
    public static let `default` = Device.iPhone

    /// The idiom UIKit reports for the device.
    public var idiom: UserInterfaceIdiom { self == .iPhone ? .phone : .pad }

    /// The screen's size in points, held in portrait.
    public var portraitScreenSize: ScreenSize {
        switch self {
        case .iPhone: return ScreenSize(width: 393, height: 852)
        case .iPad: return ScreenSize(width: 820, height: 1180)
        }
    }

    /// Points per pixel row: 3 on the modelled iPhone, 2 on the iPad.
    public var displayScale: Double { self == .iPhone ? 3 : 2 }

    /// The screen's size in points as held in `orientation`.
    public func screenSize(in orientation: InterfaceOrientation) -> ScreenSize {
        let portrait = portraitScreenSize
        return orientation.isLandscape ? ScreenSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The traits of a full-screen window on this device: an iPhone (not a Plus or Max) is
    /// compact in width in both orientations and compact in height in landscape; an iPad is
    /// regular in both (Apple's size-class table in the Human Interface Guidelines, "Layout").
    /// The appearance is the system's, `style`.
    public func traits(in orientation: InterfaceOrientation, style: UserInterfaceStyle) -> TraitCollection {
        let isPhone = self == .iPhone
        return TraitCollection(
            horizontalSizeClass: isPhone ? .compact : .regular,
            verticalSizeClass: isPhone && orientation.isLandscape ? .compact : .regular,
            userInterfaceStyle: style, userInterfaceIdiom: idiom, displayScale: displayScale,
            preferredContentSizeCategory: .large, layoutDirection: .leftToRight)
    }
}

/// A width and a height in points.
public struct ScreenSize: Hashable, Sendable, CustomStringConvertible {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// "393x852".
    public var description: String { "\(Int(width))x\(Int(height))" }
}

/// How the device is held, as `UIInterfaceOrientation`. Sessions start in portrait;
/// `Window.rotate(to:)` turns them.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
