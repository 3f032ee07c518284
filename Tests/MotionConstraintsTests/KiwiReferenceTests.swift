import XCTest
@testable import MotionConstraints

/// This solver against kiwisolver (the C++ Cassowary, through its Python binding) on randomized
/// systems — same variables, same strengths, same edits and removals, run in the same test: every
/// variable equal to 1e-9. Skips (XCTSkip) when python3 or kiwisolver is missing;
/// `scripts/install-deps.sh` installs kiwisolver with pip, so the test command runs it.
final class KiwiReferenceTests: XCTestCase {
    static let script = #"""
import json, sys
import kiwisolver as k
out = []
for system in json.load(sys.stdin):
    s = k.Solver()
    vs = [k.Variable("v%d" % i) for i in range(system["variables"])]
    built = []
    def make(c, constant):
        e = sum((coef * vs[i] for i, coef in c["terms"]), constant)
        r = c["relation"]
        con = (e <= 0) if r < 0 else ((e == 0) if r == 0 else (e >= 0))
        st = c["strength"]
        return con | (k.strength.create(*st) if st is not None else k.strength.required)
    for c in system["constraints"]:
        con = make(c, c["constant"])
        s.addConstraint(con)
        built.append(con)
    edits = []
    for v, st in system["edits"]:
        s.addEditVariable(vs[v], k.strength.create(*st))
        edits.append(vs[v])
    removed = set()
    results = []
    for step in system["steps"]:
        if step[0] == "solve":
            s.updateVariables()
            results.append([v.value() for v in vs])
        elif step[0] == "suggest":
            s.suggestValue(edits[step[1]], step[2])
        elif step[0] == "remove":
            if step[1] not in removed:
                removed.add(step[1])
                s.removeConstraint(built[step[1]])
        elif step[0] == "constant":
            i = step[1]
            if i not in removed:
                s.removeConstraint(built[i])
                built[i] = make(system["constraints"][i], step[2])
                s.addConstraint(built[i])
    out.append(results)
json.dump(out, sys.stdout)
"""#

    static func python() -> String? {
        // The one on the PATH first (pip installs into it), as a shell would find it.
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for dir in path + ["/usr/local/bin", "/usr/bin"] {
            let p = dir + "/python3"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    static func run(_ python: String, arguments: [String], input: String) throws -> (Int32, String, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: python)
        p.arguments = arguments
        let inPipe = Pipe(), outPipe = Pipe(), errPipe = Pipe()
        p.standardOutput = outPipe; p.standardError = errPipe
        // The input goes through a file, so the pipes never fill while we write.
        _ = inPipe
        let inputURL = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).json")
        try Data(input.utf8).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        p.standardInput = try FileHandle(forReadingFrom: inputURL)
        try p.run()
        let output = outPipe.fileHandleForReading.readDataToEndOfFile()
        let err = errPipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    func testRandomSystemsMatchKiwisolver() throws {
        guard let python = Self.python() else { throw XCTSkip("python3 not found") }
        let probe = try Self.run(python, arguments: ["-c", "import kiwisolver"], input: "")
        guard probe.0 == 0 else { throw XCTSkip("kiwisolver is not installed (pip install kiwisolver): \(probe.2)") }

        let seeds: [UInt64] = Array(1...300)
        var systems: [RandomSystem] = []
        for seed in seeds {
            var rng = SplitMix(seed: seed)
            systems.append(RandomSystem(seed: seed, rng: &rng))
        }
        let input = "[" + systems.map(\.json).joined(separator: ",") + "]"
        let (status, output, error) = try Self.run(python, arguments: ["-c", Self.script], input: input)
        XCTAssertEqual(status, 0, error)
        guard let reference = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[[Double]]] else {
            return XCTFail("unreadable kiwisolver output: \(output.prefix(200)) \(error)")
        }
        XCTAssertEqual(reference.count, systems.count)
        var compared = 0, worst = 0.0
        for (i, system) in systems.enumerated() {
            let ours = try system.solveWithMotionConstraints()
            XCTAssertEqual(ours.count, reference[i].count, "seed \(seeds[i])")
            for (a, b) in zip(ours, reference[i]) {
                for (x, y) in zip(a, b) {
                    worst = max(worst, abs(x - y))
                    XCTAssertEqual(x, y, accuracy: 1e-9, "seed \(seeds[i]): \(a) vs kiwisolver \(b)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 3000)
        print("kiwisolver reference: \(systems.count) systems, \(compared) values, largest difference \(worst)")
    }
}
