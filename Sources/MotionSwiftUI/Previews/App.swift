import Foundation
import MotionLab
import OpenCombine

/// An app's entry point: SwiftUI's `App` (the `@main` struct of an app folder). In files compiled
/// through the `MotionLabPort` plugin each becomes a preview named by its type, listed first, showing its
/// first `WindowGroup`'s content (the app as it starts); `@UIApplicationDelegateAdaptor` delegates are
/// launched with it.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// `MyApp.main()`: the app runs as MotionLab's preview app (`PreviewApp.main()` is the entry point on
    /// Linux; this exists so code that calls it compiles).
    public static func main() {}
}

/// A part of an app's interface: SwiftUI's `Scene`.
@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// Scenes the framework resolves: what content the app's window shows.
protocol PrimitiveScene {
    var windowContent: AnyView? { get }
}

extension Scene {
    /// The content of the first window group in this scene.
    var firstWindowContent: AnyView? {
        if let p = self as? PrimitiveScene { return p.windowContent }
        return body.firstWindowContent
    }
}

extension Never: Scene {}

/// The app's windows, each showing `content`: SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { return primitiveBody("WindowGroup") }
    var windowContent: AnyView? { AnyView(content) }
}

/// Several scenes from one builder block.
public struct TupleScene: Scene, PrimitiveScene {
    let scenes: [AnyView?]
    public var body: Never { return primitiveBody("TupleScene") }
    var windowContent: AnyView? { scenes.compactMap { $0 }.first }
}

/// A scene whose content is not shown on an iPhone (`Settings`, menu bar extras): none.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return primitiveBody("Settings") }
    var windowContent: AnyView? { nil }
}

@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> TupleScene { TupleScene(scenes: [scene.firstWindowContent]) }
    public static func buildBlock(_ parts: TupleScene...) -> TupleScene { TupleScene(scenes: parts.flatMap(\.scenes)) }
    public static func buildOptional(_ part: TupleScene?) -> TupleScene { part ?? TupleScene(scenes: []) }
    public static func buildEither(first: TupleScene) -> TupleScene { first }
    public static func buildEither(second: TupleScene) -> TupleScene { second }
    public static func buildLimitedAvailability(_ part: TupleScene) -> TupleScene { part }
}

extension Scene {
    /// Scene modifiers: accepted (a preview has one window and stays active).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
}

public struct WindowResizability: Sendable {
    let k: Int
    public static let automatic = WindowResizability(k: 0), contentSize = WindowResizability(k: 1), contentMinSize = WindowResizability(k: 2)
}

/// The app delegate of a SwiftUI app: SwiftUI's `UIApplicationDelegateAdaptor`. The delegate is made
/// (from the type the port registered; it must be declared in the app folder) and launched when the app
/// is (`didFinishLaunching`; its scene delegate, if its configuration names one, is not connected: the
/// app's window is SwiftUI's).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: UIApplicationDelegate> {
    let box: DelegateBox

    final class DelegateBox {
        var delegate: DelegateType?
    }

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        box = DelegateBox()
        box.delegate = AppLaunch.makeAppDelegate(delegateType) as? DelegateType
        // An `ObservableObject` delegate goes in the app's environment (`@EnvironmentObject`), as SwiftUI's.
        if let o = box.delegate as? any ObservableObject { AppEnvironmentObjects.add(o) }
        if let d = box.delegate {
            let app = UIApplication.shared
            app.delegate = d
            _ = d.application(app, willFinishLaunchingWithOptions: nil)
            _ = d.application(app, didFinishLaunchingWithOptions: nil)
        }
    }

    /// The delegate (the adaptor made it; a type the port did not register cannot be made: reading it
    /// then stops with a message naming it).
    public var wrappedValue: DelegateType {
        guard let d = box.delegate else {
            fatalError("UIApplicationDelegateAdaptor: \(DelegateType.self) is not declared in a file the MotionLabPort plugin compiled")
        }
        return d
    }
}

extension DeclaredPreviews {
    /// A SwiftUI app: a preview named by its type showing its first window group's content.
    public static func register<A: App>(app: A.Type, file: String, line: Int, index: Int) {
        register(app: String(describing: A.self), file: file, line: line, index: index) { () -> UIViewController in
            AppEnvironmentObjects.objects = []
            let app = A()
            let content = app.body.firstWindowContent ?? AnyView(Text("\(A.self) has no WindowGroup"))
            let host = UIHostingController(rootView: content)
            var env = EnvironmentValues()
            for o in AppEnvironmentObjects.objects { env.objects[ObjectIdentifier(type(of: o))] = o }
            host.inheritedEnvironment = env
            return host
        }
    }
}

/// Objects an app puts in its windows' environment while it is made (its adaptor's `ObservableObject`
/// delegate).
enum AppEnvironmentObjects {
    nonisolated(unsafe) static var objects: [AnyObject] = []
    static func add(_ object: any ObservableObject) { objects.append(object) }
}
