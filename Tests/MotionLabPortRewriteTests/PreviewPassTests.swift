import XCTest
import MotionLiterals
@testable import MotionLabPortRewrite

/// `#Preview` blocks and `PreviewProvider` types become registrations run at load (input → output).
final class PreviewPassTests: XCTestCase {
    func rewrite(_ source: String, layout: RewriteLayout = .build) -> FileRewrite {
        PortRewrite.rewrite(source, fileName: "Screens/Card.swift", layout: layout)
    }

    func testPreviewBlocksBecomeRegistrationsOnTheirOwnLines() {
        let source = """
            import SwiftUI
            struct Card: View { var body: some View { Text("x") } }
            #Preview {
                Card()
            }
            #if DEBUG
            #Preview("Dark card",
                     traits: .landscapeLeft) {
                Card().preferredColorScheme(.dark)
            }
            #endif
            """
        let r = rewrite(source)
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, source.split(separator: "\n", omittingEmptySubsequences: false).count, "lines stay where they are")
        XCTAssertEqual(lines[2], "@used @section(\".init_array\") private let __motionLabPreview1: @convention(c) () -> Void = __motionLabPreviewRegister1; "
                       + "private func __motionLabPreviewRegister1() { DeclaredPreviews.register(nil, file: \"Screens/Card.swift\", line: 3, index: 1) {")
        XCTAssertEqual(lines[3], "    Card()")
        XCTAssertEqual(lines[4], "} }")
        XCTAssertTrue(lines[6].contains("DeclaredPreviews.register(\"Dark card\", file: \"Screens/Card.swift\", line: 7, index: 2, traits: .landscapeLeft) "), lines[6])
        XCTAssertEqual(lines[7], "{", "the argument list's line break is kept: the closure starts on the next line")
        XCTAssertEqual(lines[8], "    Card().preferredColorScheme(.dark)")
        XCTAssertEqual(lines[9], "} }")
        XCTAssertEqual(r.changes.filter { $0.kind == .rewritten }.map(\.line), [3, 7])
    }

    func testPreviewProvidersAreRegisteredAfterTheirType() {
        let r = rewrite("""
            import SwiftUI
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            """)
        XCTAssertTrue(r.text.hasSuffix("}; @used @section(\".init_array\") private let __motionLabPreview1: @convention(c) () -> Void = __motionLabPreviewRegister1; "
                                       + "private func __motionLabPreviewRegister1() { DeclaredPreviews.register(provider: Card_Previews.self, file: \"Screens/Card.swift\", line: 2, index: 1) }"),
                      r.text)
    }

    func testAppEntryPointsAreRegisteredAndTheirMainAttributeBlanked() {
        let source = """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            @UIApplicationMain class Old: NSObject, UIKit.UIApplicationDelegate {}
            final class AdaptorDelegate: NSObject, UIApplicationDelegate {}
            """
        let r = rewrite(source)
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, 9, "lines stay where they are")
        XCTAssertTrue(lines[8].hasSuffix("{ DeclaredPreviews.register(appDelegateType: AdaptorDelegate.self) { AdaptorDelegate() } }"),
                      "a delegate that is not the entry point is no preview of its own: \(lines[8])")
        XCTAssertEqual(lines[1], "     ", "@main is blanked (the preview target has its own entry point)")
        XCTAssertTrue(lines[3].hasSuffix("}; @used @section(\".init_array\") private let __motionLabPreview1: @convention(c) () -> Void = __motionLabPreviewRegister1; "
                                         + "private func __motionLabPreviewRegister1() { DeclaredPreviews.register(appDelegate: AppDelegate.self, file: \"Screens/Card.swift\", line: 2, index: 1) { AppDelegate() } }"),
                      lines[3])
        XCTAssertTrue(lines[6].hasSuffix("{ DeclaredPreviews.register(sceneDelegate: SceneDelegate.self) { SceneDelegate() } }"), lines[6])
        XCTAssertTrue(lines[7].hasPrefix(String(repeating: " ", count: 19) + "class Old"), "@UIApplicationMain blanked too: \(lines[7])")
        XCTAssertTrue(lines[7].contains("register(appDelegate: Old.self"))
    }

    func testSwiftUIAppsAreRegistered() {
        let r = rewrite("""
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }
            struct NotAnApp: View { var body: some View { Text("x") } }
            """)
        XCTAssertTrue(r.text.contains("      struct ShopApp: App {"), r.text)
        XCTAssertTrue(r.text.contains("}; @used @section(\".init_array\") private let __motionLabPreview1: @convention(c) () -> Void = __motionLabPreviewRegister1; "
                                      + "private func __motionLabPreviewRegister1() { DeclaredPreviews.register(app: ShopApp.self, file: \"Screens/Card.swift\", line: 2, index: 1) }"),
                      r.text)
        XCTAssertFalse(r.text.contains("NotAnApp.self"))
    }

    func testPreviewsInsideTypesAndOtherMacrosAreLeftAlone() {
        let source = """
            import SwiftUI
            struct Holder {
                func f() { _ = #Preview }
            }
            let x = #stringify(1)
            """
        XCTAssertEqual(rewrite(source).text, source)
    }

    func testSwiftUIAnimationLiteralsAreTunable() {
        let scope = LiteralScope(module: "App", path: "Card.swift")
        let r = PortRewrite.rewrite("""
            import SwiftUI
            func go() {
                withAnimation(.spring(response: 0.55, dampingFraction: 0.65)) {}
                _ = Animation.easeInOut(duration: 0.6).repeatForever(autoreverses: true).delay(0.2)
                _ = Animation.interpolatingSpring(stiffness: 170, damping: 15)
                _ = Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)
                _ = Animation.bouncy(duration: 0.4, extraBounce: 0.1)
            }
            """, fileName: "/p/iOS/Card.swift", layout: .build, literals: scope)
        XCTAssertEqual(r.literals.map { "\($0.text) \($0.call) \($0.parameter)" }, [
            "0.55 Animation.spring … response perceptualDuration", "0.65 Animation.spring … dampingFraction dampingRatio",
            "0.6 Animation.easeInOut … duration duration", "0.2 Animation.delay delay",
            "170 Animation.interpolatingSpring … stiffness stiffness", "15 Animation.interpolatingSpring … damping damping",
            "0.2 Animation.timingCurve … c0x controlPointX", "0.8 Animation.timingCurve … c0y controlPointY",
            "0.2 Animation.timingCurve … c1x controlPointX", "1 Animation.timingCurve … c1y controlPointY",
            "0.4 Animation.timingCurve … duration duration",
            "0.4 Animation.bouncy … duration perceptualDuration", "0.1 Animation.bouncy … extraBounce bounce",
        ])
        XCTAssertTrue(r.text.contains("response: __designTimeFloat(\"App/Card.swift:3:37\", fallback: 0.55)"), r.text)
        XCTAssertEqual(r.literalImport, "SwiftUI")
    }
}
