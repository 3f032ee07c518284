import Foundation

/// Alternate app icons (iOS 10.3): the app may switch its home-screen icon to one its Info.plist lists
/// under `CFBundleAlternateIcons`. A preview has no home screen, so nothing is drawn; the choice is
/// kept — `alternateIconName` answers the last name set, as on iOS after a successful change — and the
/// completion handler is called with no error before the method returns (iOS calls it later, after its
/// confirmation alert: code that waits for it works either way). Names are not checked against
/// Info.plist (iOS fails an unknown one).
extension UIApplication {
    nonisolated(unsafe) private static var alternateIcon: String?

    /// True: the system lets apps change their icon (iOS 10.3 and later, the Simulator included).
    public var supportsAlternateIcons: Bool { true }

    /// The alternate icon set last (nil: the primary icon).
    public var alternateIconName: String? { Self.alternateIcon }

    /// Switches to the alternate icon `alternateIconName` (nil: the primary one), then calls
    /// `completionHandler` with nil.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        Self.alternateIcon = alternateIconName
        completionHandler?(nil)
    }
}
