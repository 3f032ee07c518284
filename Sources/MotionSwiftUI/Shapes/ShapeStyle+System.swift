import Foundation
import MotionLab

/// SwiftUI's system background and separator styles (`.background`, `.separator`): UIKit's
/// `systemBackground` and `separator`, resolved in the environment's colour scheme (white and a light
/// grey hairline in light mode; black and a dark grey hairline in dark mode).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .color(Color(uiColor: .systemBackground).resolved(e)) }
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _resolveFill(_ e: EnvironmentValues) -> ResolvedFill { .color(Color(uiColor: .separator).resolved(e)) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the window: `systemBackground` in the environment's colour scheme.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The hairline colour: UIKit's `separator` in the environment's colour scheme.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
