import Foundation
import MotionOutput

/// `motionlab-port patch-server`: `patch` for every line of standard input — a JSON array of `patch`'s
/// arguments — answering each with its JSON line, until end of input. `run --watch` keeps one running,
/// so a save is planned without starting a program (on a loaded machine, starting this one took
/// 0.2–0.4 s of the 0.25–0.45 s a plan took). A request that fails is answered
/// `{"decision":"restart","reason":"the patch planner failed: …"}`; the server goes on.
struct PatchServerCommand {
    init(arguments: [String]) throws {
        guard arguments.isEmpty else { throw ToolError.usage("patch-server: takes no arguments (requests come on standard input)") }
    }

    func run() throws {
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            do {
                guard let args = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String] else {
                    throw ToolError.usage("a request is a JSON array of strings")
                }
                try PatchCommand(arguments: args).run()
            } catch let e as ToolError {
                try answerFailure(e.message)
            } catch is StandardOutput.ReaderClosed {
                return
            } catch {
                try answerFailure(ErrorText.describe(error))
            }
        }
    }

    private func answerFailure(_ message: String) throws {
        let json = ["decision": "restart", "reason": "the patch planner failed: " + ErrorText.line(message)]
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        try StandardOutput.write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
