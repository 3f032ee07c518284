import XCTest
@testable import MotionInterfaceBuilder

/// Xcode 15's asset symbol names (what `Image(.name)`/`Color(.name)` call the sets of a catalog), and the
/// declarations the plugin generates for a catalog.
final class AssetSymbolsTests: XCTestCase {
    func testNamesAreLowerCamelCaseWithoutTheKindSuffix() {
        let images: [(String, String?)] = [
            ("love_reaction", "loveReaction"), ("heartSpring", "heartSpring"), ("image1", "image1"), ("24", "_24"),
            ("Profile Picture", "profilePicture"), ("app-logo", "appLogo"), ("HeaderImage", "header"), ("URLIcon", "urlIcon"),
            ("Image", "image"), ("__", nil),
        ]
        for (name, symbol) in images { XCTAssertEqual(AssetSymbols.symbolName(name, droppingSuffix: "Image"), symbol, name) }
        let colors: [(String, String?)] = [
            ("AccentColor", "accent"), ("TabBG", "tabBG"), ("TabSelected", "tabSelected"), ("bg", "bg"), ("BG", "bg"),
            ("color1", "color1"), ("Brand Primary Color", "brandPrimary"),
        ]
        for (name, symbol) in colors { XCTAssertEqual(AssetSymbols.symbolName(name, droppingSuffix: "Color"), symbol, name) }
    }

    func testDeclarationsForACatalog() throws {
        let root = NSTemporaryDirectory() + "symbols-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var contents: [String] = []
        for set in ["A.xcassets/TabBG.colorset", "A.xcassets/red.colorset", "A.xcassets/love_reaction.imageset",
                    "A.xcassets/Copy/love_reaction.imageset", "A.xcassets/love-reaction.imageset",
                    "A.xcassets/Icons/star.imageset", "A.xcassets/Icons"] {
            try FileManager.default.createDirectory(atPath: root + "/" + set, withIntermediateDirectories: true)
            let json = set == "A.xcassets/Icons" ? #"{"properties":{"provides-namespace":true}}"# : "{}"
            try Data(json.utf8).write(to: URL(fileURLWithPath: root + "/" + set + "/Contents.json"))
            contents.append(root + "/" + set + "/Contents.json")
        }
        let compiler = AssetCatalogCompiler(inputs: AssetInputs(catalogContents: contents))
        let swiftUI = AssetSymbols.declarations(catalogContents: contents, compiler: compiler, swiftUI: true)
        XCTAssertTrue(swiftUI.contains(#"static let tabBG = ColorResource(name: "TabBG", bundle: .main)"#))
        XCTAssertTrue(swiftUI.contains("static var tabBG: UIColor { UIColor(resource: .tabBG) }"))
        XCTAssertTrue(swiftUI.contains("static var tabBG: Color { Color(ColorResource.tabBG) }"))
        XCTAssertTrue(swiftUI.contains("extension ShapeStyle where Self == Color {"))
        // "red" is UIKit's and SwiftUI's own member: only the resource is declared.
        XCTAssertTrue(swiftUI.contains(#"static let red = ColorResource(name: "red", bundle: .main)"#))
        XCTAssertFalse(swiftUI.contains("static var red"))
        // "love_reaction" and "love-reaction" both make loveReaction: neither gets it (the two sets named
        // love_reaction are one asset); the namespaced Icons/star gets none.
        XCTAssertFalse(swiftUI.contains("loveReaction"))
        XCTAssertFalse(swiftUI.contains("star"))
        // Without SwiftUI in the target, no SwiftUI members.
        let uiKit = AssetSymbols.declarations(catalogContents: contents, compiler: compiler, swiftUI: false)
        XCTAssertFalse(uiKit.contains("import SwiftUI"))
        XCTAssertTrue(uiKit.contains("static var tabBG: UIColor"))
        XCTAssertEqual(AssetSymbols.declarations(catalogContents: [], compiler: compiler, swiftUI: true), "")
    }

    func testTwoSetsOfOneNameMakeOneMember() throws {
        let root = NSTemporaryDirectory() + "symbols-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var contents: [String] = []
        for set in ["A.xcassets/Reactions/love_reaction.imageset", "A.xcassets/Reactions 1/love_reaction.imageset"] {
            try FileManager.default.createDirectory(atPath: root + "/" + set, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/" + set + "/Contents.json"))
            contents.append(root + "/" + set + "/Contents.json")
        }
        let compiler = AssetCatalogCompiler(inputs: AssetInputs(catalogContents: contents))
        let text = AssetSymbols.declarations(catalogContents: contents, compiler: compiler, swiftUI: false)
        XCTAssertEqual(text.components(separatedBy: "static let loveReaction = ImageResource(name: \"love_reaction\"").count, 2)
    }
}
