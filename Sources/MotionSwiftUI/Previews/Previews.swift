import Foundation
import MotionLab

/// A type that declares previews (SwiftUI's `PreviewProvider`): in files compiled through the
/// `MotionLabPort` plugin each becomes a preview named by the type (less a `_Previews` suffix).
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS }

extension DeclaredPreviews {
    /// A `#Preview { … }` of SwiftUI views (a `@ViewBuilder` block).
    public static func register<Content: View>(_ title: String? = nil, file: String, line: Int, index: Int, traits: PreviewTrait...,
                                               @ViewBuilder content: @escaping @MainActor () -> Content) {
        register(title, file: file, line: line, index: index, traits: traits) { () -> UIViewController in UIHostingController(rootView: content()) }
    }

    /// A `PreviewProvider` type's `previews`.
    public static func register<P: PreviewProvider>(provider: P.Type, file: String, line: Int, index: Int) {
        var name = String(describing: P.self)
        if name.hasSuffix("_Previews") { name.removeLast("_Previews".count) }
        register(name, file: file, line: line, index: index) { () -> UIViewController in UIHostingController(rootView: P.previews) }
    }
}

extension View {
    /// Preview modifiers: accepted, with no effect on a MotionLab preview.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ name: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public enum PreviewLayout: Sendable { case device, sizeThatFits; case fixed(width: CGFloat, height: CGFloat) }
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
}
