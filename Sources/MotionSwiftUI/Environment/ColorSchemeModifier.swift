import Foundation

extension View {
    /// iOS 13's `colorScheme(_:)` (deprecated for `preferredColorScheme(_:)`, still in the iOS 17 SDK):
    /// sets the colour scheme of this view and the views inside it, as
    /// `.environment(\.colorScheme, colorScheme)` does — colours, materials and controls below resolve in
    /// it; the presentation around the view keeps its own (that is what `preferredColorScheme` changes).
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
