import Foundation
import MotionOutput
import MotionHost

/// Commands run one after another in the background of the window's loop (a patch's planning and
/// compile, the hot module's build): each a `ChildTool` in a process group of its own, so none can
/// outlive the window or hang it; `poll` starts the next when one ends. A step's handler sees its
/// output and may add steps or stop the job.
final class StepJob {
    struct Step {
        var name: String
        var arguments: [String]
        /// When set, the arguments are a request to this server instead of a program to start.
        var server: PlannerServer? = nil
        /// Told the step's standard output and errors when it succeeded; returns the steps to run
        /// next (appended), or throws to fail the job.
        var done: ((_ output: String) throws -> [Step])?
    }

    /// Why a job failed: the failing step, and what it printed.
    struct Failure: Error {
        var step: String
        var output: String
        var exit: ChildTool.Exit?
    }

    private var steps: [Step]
    private enum Running {
        case tool(ChildTool)
        case request(PlannerServer, since: Double)
    }
    private var running: (step: Step, how: Running)?
    let started: Double
    private(set) var failure: Failure?
    private(set) var finished = false

    init(steps: [Step], now: Double) {
        self.steps = steps
        started = now
    }

    /// Starts or advances the job. Call it from the main thread (it forks). Returns true once it ended.
    func poll() -> Bool {
        if finished { return true }
        if let r = running {
            let output: String
            switch r.how {
            case .tool(let tool):
                guard let exit = tool.exitIfFinished else { return false }
                output = String(decoding: tool.standardOutput, as: UTF8.self) + tool.errorText
                guard exit.succeeded else { running = nil; return fail(Failure(step: r.step.name, output: output, exit: exit)) }
            case let .request(server, since):
                if let line = server.answer() { output = line; break }
                // A server that ended, or that has not answered for a minute, fails the step (and is dropped).
                guard server.isRunning, HostClock.now() - since < 60 else {
                    server.stop()
                    running = nil
                    return fail(Failure(step: r.step.name, output: "the patch planner stopped answering", exit: server.process.exit))
                }
                return false
            }
            running = nil
            do { steps.insert(contentsOf: try r.step.done?(output) ?? [], at: 0) } catch let f as Failure {
                return fail(f)
            } catch {
                return fail(Failure(step: r.step.name, output: "\(error)", exit: nil))
            }
        }
        guard !steps.isEmpty else { finished = true; return true }
        let next = steps.removeFirst()
        if let server = next.server {
            guard server.send(next.arguments) else {
                server.stop()
                return fail(Failure(step: next.name, output: "the patch planner is not running", exit: server.process.exit))
            }
            running = (next, .request(server, since: HostClock.now()))
            return false
        }
        do {
            let tool = try ChildTool(name: next.name, executable: next.arguments[0], arguments: Array(next.arguments.dropFirst()),
                                     feedsInput: false, capturesOutput: true, stallTimeout: 600, ownsProcessGroup: true)
            running = (next, .tool(tool))
        } catch {
            return fail(Failure(step: next.name, output: "\(error)", exit: nil))
        }
        return false
    }

    private func fail(_ f: Failure) -> Bool {
        failure = f
        finished = true
        return true
    }

    /// Stops the running step (and what it started) and the job.
    func cancel() {
        if case .tool(let tool)? = running?.how { tool.stop() }
        running = nil
        steps = []
        finished = true
    }

    deinit { cancel() }
}
