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

    /// An Info.plist that cannot be read is a warning saying why — over the size read, a FIFO, a folder —
    /// rather than only "not readable" (a 17 MiB file is readable; it is too big to be an Info.plist).
    func testAnUnreadableInfoPlistSaysWhy() throws {
        let dir = NSTemporaryDirectory() + "plist-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big = dir + "/Big/Info.plist", fifo = dir + "/Fifo/Info.plist", folder = dir + "/Folder/Info.plist"
        for p in [big, fifo, folder] { try FileManager.default.createDirectory(atPath: (p as NSString).deletingLastPathComponent, withIntermediateDirectories: true) }
        try Data(count: (16 << 20) + 1).write(to: URL(fileURLWithPath: big))
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var compiler = AssetCatalogCompiler(inputs: AssetInputs(infoPlists: [big, fifo, folder]))
        _ = try compiler.registrations()
        let messages = compiler.warnings.map(\.message)
        XCTAssertTrue(messages.contains("not a readable file: 16777217 bytes is over the 16 MiB read for it (ignored)"), "\(messages)")
        XCTAssertTrue(messages.contains("not a readable file: it is a FIFO (ignored)"), "\(messages)")
        XCTAssertTrue(messages.contains("not a readable file: it is a folder (ignored)"), "\(messages)")
    }
}
