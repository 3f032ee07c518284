import XCTest
@testable import MotionInterfaceBuilder

/// Info.plist's `UIViewControllerBasedStatusBarAppearance`: NO hands the status bar to
/// `UIApplication` (registered for the app at launch); YES or absent leaves it to the controllers.
final class InfoPlistStatusBarTests: XCTestCase {
    func registrations(plist: String) throws -> [String] {
        let dir = NSTemporaryDirectory() + "plist-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Info.plist"
        try Data(plist.utf8).write(to: URL(fileURLWithPath: path))
        var compiler = AssetCatalogCompiler(inputs: AssetInputs(infoPlists: [path]))
        return try compiler.registrations()
    }

    func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    func testNoHandsTheStatusBarToTheApplication() throws {
        let off = try registrations(plist: plist("<key>UIViewControllerBasedStatusBarAppearance</key><false/>"))
        XCTAssertEqual(off, ["InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance = false"])
        XCTAssertEqual(try registrations(plist: plist("<key>UIViewControllerBasedStatusBarAppearance</key><true/>")), [])
        XCTAssertEqual(try registrations(plist: plist("<key>CFBundleName</key><string>X</string>")), [])
    }
}
