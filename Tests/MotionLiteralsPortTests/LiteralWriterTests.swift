import XCTest
import Foundation
import MotionLiterals
@testable import MotionLabPreview

/// Write-back to files (`literals --write`, W): through a symbolically linked folder, every file
/// checked before any is written, refusals naming the file.
final class LiteralWriterTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-writer-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/iOS", withDestinationPath: folder + "/app")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Registers `texts` (written into app/, read through the link iOS/) with one literal each.
    func register(_ texts: [(name: String, text: String, literal: String, parameter: LiteralParameter)]) throws -> [LiteralSite] {
        let module = "W" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        var files: [LiteralFile] = []
        for t in texts {
            try Data(t.text.utf8).write(to: URL(fileURLWithPath: folder + "/app/" + t.name))
            let offset = t.text.utf8.distance(from: t.text.utf8.startIndex, to: t.text.range(of: t.literal)!.lowerBound)
            let record = LiteralSiteRecord(1, offset + 1, offset, t.literal, LiteralNumber.parse(t.literal)!, "UIView.animate … x", "x",
                                           t.parameter, integer: false, group: 0)
            files.append(LiteralFile(path: "\(module)/\(t.name)", displayPath: folder + "/iOS/" + t.name,
                                     fingerprint: SourceFingerprint.of(Array(t.text.utf8)), byteCount: t.text.utf8.count,
                                     declaredTypes: [], sites: [record]))
        }
        LiteralRegistry.register { LiteralTable(module: module, files: files) }
        return files.map { f in LiteralRegistry.site(id: "\(f.path):1:\(f.sites[0].column)")! }
    }

    func read(_ name: String) throws -> String { try String(contentsOfFile: folder + "/app/" + name, encoding: .utf8) }

    func testWritesThroughTheLinkedFolderOnlyTheLiterals() throws {
        let sites = try register([("A.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration),
                                  ("B.swift", "spring.damping = 10 // ten\n", "10", .damping)])
        let written = try LiteralWriter.write([(sites[0], 0.45), (sites[1], 12.5)])
        XCTAssertEqual(try read("A.swift"), "UIView.animate(withDuration: 0.45) {}\n")
        XCTAssertEqual(try read("B.swift"), "spring.damping = 12.5 // ten\n")
        XCTAssertEqual(written.map(\.summary), [sites[0].file.path + ": 1:30 0.3 → 0.45", sites[1].file.path + ": 1:18 10 → 12.5"])
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/iOS")
        XCTAssertEqual(link, folder + "/app", "the link stays a link")
    }

    func testAChangedFileRefusesTheWholeWrite() throws {
        let sites = try register([("A.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration),
                                  ("B.swift", "spring.damping = 10\n", "10", .damping)])
        try Data("spring.damping = 10 \n".utf8).write(to: URL(fileURLWithPath: folder + "/app/B.swift"))
        XCTAssertThrowsError(try LiteralWriter.write([(sites[0], 0.45), (sites[1], 12)])) { error in
            XCTAssertEqual("\(LiteralWriter.outputError(error as! LiteralError))",
                           "cannot write \(self.folder)/iOS/B.swift: it changed on disk since the build; nothing written (rebuild, then tune and write again)")
        }
        XCTAssertEqual(try read("A.swift"), "UIView.animate(withDuration: 0.3) {}\n", "nothing written, also not the unchanged file")
    }

    func testAFileThatIsNotAFileAnyMoreIsRefusedWithoutOpeningIt() throws {
        let sites = try register([("A.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration)])
        try FileManager.default.removeItem(atPath: folder + "/app/A.swift")
        XCTAssertEqual(mkfifo(folder + "/app/A.swift", 0o644), 0)
        XCTAssertThrowsError(try LiteralWriter.write([(sites[0], 0.45)])) { error in
            XCTAssertEqual("\(error)", "\(self.folder)/iOS/A.swift is no longer a regular file since the build; nothing written (rebuild, then tune and write again)")
        }
        try FileManager.default.removeItem(atPath: folder + "/app/A.swift")
        XCTAssertThrowsError(try LiteralWriter.write([(sites[0], 0.45)])) { error in
            XCTAssertEqual("\(error)", "\(self.folder)/iOS/A.swift was removed since the build; nothing written (rebuild, then tune and write again)")
        }
    }

    func testTheListFormat() throws {
        let sites = try register([("List.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration)])
        let line = LiteralList.text().split(separator: "\n").first { $0.hasPrefix(sites[0].id) }
        XCTAssertEqual(line.map(String.init), "\(sites[0].id)\t0.3\tUIView.animate … x\t\(folder)/iOS/List.swift:1")
    }
}
