import XCTest
@testable import MotionInterfaceBuilder

/// A colour set with Xcode's "Appearances: Any, Dark" registers both appearances (a dynamic colour for
/// `UIColor(named:)` and `Color("Name")`); one without a dark entry registers one colour, as before.
final class AssetCatalogDarkAppearanceTests: XCTestCase {
    func register(_ json: String) throws -> (line: String, warnings: [String]) {
        let root = NSTemporaryDirectory() + "dark-\(UUID().uuidString)"
        let dir = root + "/A.xcassets/Brand.colorset"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/Contents.json"))
        var compiler = AssetCatalogCompiler(inputs: AssetInputs(catalogContents: [dir + "/Contents.json"]))
        let line = compiler.colorSet(dir, dir + "/Contents.json") ?? ""
        return (line, compiler.warnings.map(\.message))
    }

    func testDarkAppearanceIsRegisteredBesideTheAnyAppearance() throws {
        let json = """
        {"colors":[
          {"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"red":"0x00","green":"0x80","blue":"0xFF","alpha":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"contrast","value":"high"}],
           "color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1.000"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """
        let r = try register(json)
        XCTAssertEqual(r.line, "InterfaceBuilderRegistry.registerColor(\"Brand\", UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0), dark: UIColor(red: 0.0, green: \(128.0 / 255), blue: 1.0, alpha: 1.0))")
        XCTAssertEqual(r.warnings, [])
    }

    func testSystemColourReferenceForTheDarkAppearance() throws {
        let json = """
        {"colors":[
          {"color":{"reference":"systemBackgroundColor"},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"reference":"secondarySystemBackgroundColor"},"idiom":"universal"}
        ]}
        """
        XCTAssertEqual(try register(json).line, "InterfaceBuilderRegistry.registerColor(\"Brand\", UIColor.systemBackground, dark: UIColor.secondarySystemBackground)")
    }

    func testWithoutADarkEntryOneColourIsRegistered() throws {
        let json = """
        {"colors":[{"color":{"color-space":"srgb","components":{"white":"0.5","alpha":"1.000"}},"idiom":"universal"}]}
        """
        XCTAssertEqual(try register(json).line, "InterfaceBuilderRegistry.registerColor(\"Brand\", UIColor(white: 0.5, alpha: 1.0))")
    }
}
