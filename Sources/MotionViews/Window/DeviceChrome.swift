import Foundation

/// The iPhone a preview window stands for, picked by its size in points: its safe area (status bar,
/// notch or Dynamic Island, home indicator) and the chrome the window draws (`StatusBarView`).
///
/// Portrait sizes of iPhones (Apple's Human Interface Guidelines, "Layout — Specifications"; safe areas
/// as `UIWindow.safeAreaInsets` reports them on each device):
///
/// | points | devices | top | bottom |
/// |---|---|---|---|
/// | 320×480 | iPhone 4s | 20 | 0 |
/// | 320×568 | iPhone 5, 5s, SE (1st) | 20 | 0 |
/// | 375×667 | iPhone 6–8, SE (2nd, 3rd) | 20 | 0 |
/// | 414×736 | iPhone 6–8 Plus | 20 | 0 |
/// | 360×780 | iPhone 12 mini, 13 mini | 50 | 34 |
/// | 375×812 | iPhone X, XS, 11 Pro | 44 | 34 |
/// | 414×896 | iPhone XR, 11 (XS Max, 11 Pro Max: 44) | 48 | 34 |
/// | 390×844 | iPhone 12, 13, 14, 12 Pro, 13 Pro | 47 | 34 |
/// | 428×926 | iPhone 12/13 Pro Max, 14 Plus | 47 | 34 |
/// | 393×852 | iPhone 14 Pro, 15, 15 Pro, 16 | 59 | 34 |
/// | 430×932 | iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus | 59 | 34 |
/// | 402×874 | iPhone 16 Pro | 62 | 34 |
/// | 440×956 | iPhone 16 Pro Max | 62 | 34 |
///
/// The same sizes turned (width > height) are the device in landscape: no status bar, the notch's
/// inset on both sides and 21 points for the home indicator (0 on devices without one). Any other
/// portrait size is taken as a device with a 20-point status bar and no home indicator; any other
/// landscape size has no insets.
public struct DeviceChrome: Equatable, Sendable {
    /// The safe area's top in portrait (the status bar, or the notch or island below it).
    public var top: CGFloat
    /// The home indicator's strip (0 on devices with a home button).
    public var bottom: CGFloat
    /// Whether the size is one of the table's (false: the generic 20-point status bar).
    public var isKnownDevice: Bool

    /// Whether the device has a notch or island (a safe-area top above 20).
    public var hasSensorHousing: Bool { top > 20 }

    static let table: [(width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat)] = [
        (320, 480, 20, 0), (320, 568, 20, 0), (375, 667, 20, 0), (414, 736, 20, 0),
        (360, 780, 50, 34), (375, 812, 44, 34), (414, 896, 48, 34), (390, 844, 47, 34), (428, 926, 47, 34),
        (393, 852, 59, 34), (430, 932, 59, 34), (402, 874, 62, 34), (440, 956, 62, 34),
    ]

    /// The device of a window `size` points (either orientation).
    public static func device(for size: CGSize) -> DeviceChrome {
        let w = min(size.width, size.height), h = max(size.width, size.height)
        if let d = table.first(where: { $0.width == w && $0.height == h }) {
            return DeviceChrome(top: d.top, bottom: d.bottom, isKnownDevice: true)
        }
        return DeviceChrome(top: 20, bottom: 0, isKnownDevice: false)
    }

    /// The window's safe area at `size` (landscape when wider than tall). `statusBarHidden` removes the
    /// status bar's 20 points on a device without a notch (a notch's inset stays, as on iOS).
    public static func safeAreaInsets(for size: CGSize, statusBarHidden: Bool = false) -> UIEdgeInsets {
        let d = device(for: size)
        if size.width > size.height {
            guard d.isKnownDevice, d.hasSensorHousing else { return .zero }
            return UIEdgeInsets(top: 0, left: d.top, bottom: 21, right: d.top)
        }
        let top = statusBarHidden && !d.hasSensorHousing ? 0 : d.top
        return UIEdgeInsets(top: top, left: 0, bottom: d.bottom, right: 0)
    }

    /// The height of the status bar drawn at `size` (0 in landscape, where iPhones hide it).
    public static func statusBarHeight(for size: CGSize) -> CGFloat {
        size.width > size.height ? 0 : device(for: size).top
    }
}
