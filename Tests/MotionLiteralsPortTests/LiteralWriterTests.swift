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

    /// A file name holding a line break or a quote: its id is listed quoted, on one line, and the
    /// quoted id is what `--set`/`--write` take back.
    func testOddNamesAreQuotedInTheListAndTakenBackQuoted() throws {
        let sites = try register([("Two\nLines\"q.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration)])
        let listed = LiteralList.text().split(separator: "\n").map(String.init).filter { $0.contains("Lines") }
        XCTAssertEqual(listed.count, 1, "one line: \(listed)")
        let id = try XCTUnwrap(listed.first?.split(separator: "\t").first.map(String.init))
        XCTAssertEqual(id, "\"" + sites[0].id.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"") + "\"")
        XCTAssertEqual(LiteralRegistry.site(id: id)?.id, sites[0].id)
        XCTAssertNil(LiteralRegistry.site(id: "\"" + sites[0].id + "\\q\""), "a bad escape is no id")
    }

    func testTheListFormat() throws {
        let sites = try register([("List.swift", "UIView.animate(withDuration: 0.3) {}\n", "0.3", .duration)])
        let line = LiteralList.text().split(separator: "\n").first { $0.hasPrefix(sites[0].id) }
        XCTAssertEqual(line.map(String.init), "\(sites[0].id)\t0.3\tUIView.animate … x\t\(folder)/iOS/List.swift:1")
    }
}

/// Two writers of one file at once (two `literals --write`, or W and a `literals --write`): the file
/// lock serialises them, so each edit lands or is refused naming why — none is lost while reported
/// as written.
final class ConcurrentLiteralWriterTests: XCTestCase {
    func testThirtyRacesLoseNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-race-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = "UIView.animate(withDuration: 0.3, delay: 0.1) {}\n"
        var lost = 0, landedBoth = 0, refused = 0
        for race in 0..<30 {
            let path = folder + "/Race\(race).swift"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            let module = "Race" + String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let records = [LiteralSiteRecord(1, 30, 29, "0.3", 0.3, "UIView.animate … withDuration", "withDuration", .duration, integer: false, group: 0),
                           LiteralSiteRecord(1, 42, 41, "0.1", 0.1, "UIView.animate … delay", "delay", .delay, integer: false, group: 0)]
            let file = LiteralFile(path: "\(module)/Race.swift", displayPath: path, fingerprint: SourceFingerprint.of(Array(text.utf8)),
                                   byteCount: text.utf8.count, declaredTypes: [], sites: records)
            LiteralRegistry.register { LiteralTable(module: module, files: [file]) }
            let duration = try XCTUnwrap(LiteralRegistry.site(id: "\(module)/Race.swift:1:30"))
            let delay = try XCTUnwrap(LiteralRegistry.site(id: "\(module)/Race.swift:1:42"))
            final class Results: @unchecked Sendable {
                let lock = NSLock()
                var errors: [Error?] = [nil, nil]
                func set(_ i: Int, _ e: Error) { lock.lock(); errors[i] = e; lock.unlock() }
            }
            let box = Results()
            let group = DispatchGroup()
            for (i, change) in [(duration, 0.45), (delay, 0.25)].enumerated() {
                DispatchQueue.global().async(group: group) {
                    do { _ = try LiteralWriter.write([change]) } catch { box.set(i, error) }
                }
            }
            group.wait()
            let results = box.errors
            let now = try String(contentsOfFile: path, encoding: .utf8)
            let landed = [now.contains("withDuration: 0.45"), now.contains("delay: 0.25")]
            for i in 0..<2 {
                if results[i] == nil, !landed[i] { lost += 1 }
                if let error = results[i] {
                    refused += 1
                    XCTAssertFalse(landed[i])
                    XCTAssertTrue("\(error)".contains("since the build") || "\(error)".contains("changed it first"), "\(error)")
                }
            }
            if results[0] == nil, results[1] == nil { landedBoth += 1 }
        }
        XCTAssertEqual(lost, 0, "an edit reported as written is not in the file")
        XCTAssertEqual(landedBoth + refused, 30, "each race: both land, or exactly one is refused")
    }
}
