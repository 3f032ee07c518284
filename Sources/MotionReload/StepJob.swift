import Foundation
import MotionOutput

/// Commands run one after another in the background of the window's loop (a patch's planning and
/// compile, the hot module's build): each a `ChildTool` in a process group of its own, so none can
/// outlive the window or hang it; `poll` starts the next when one ends. A step's handler sees its
/// output and may add steps or stop the job.
final class StepJob {
    struct Step {
        var name: String
        var arguments: [String]
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
    private var running: (step: Step, tool: ChildTool)?
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
            guard let exit = r.tool.exitIfFinished else { return false }
            running = nil
            let output = String(decoding: r.tool.standardOutput, as: UTF8.self) + r.tool.errorText
            guard exit.succeeded else { return fail(Failure(step: r.step.name, output: output, exit: exit)) }
            do { steps.insert(contentsOf: try r.step.done?(output) ?? [], at: 0) } catch let f as Failure {
                return fail(f)
            } catch {
                return fail(Failure(step: r.step.name, output: "\(error)", exit: nil))
            }
        }
        guard !steps.isEmpty else { finished = true; return true }
        let next = steps.removeFirst()
        do {
            let tool = try ChildTool(name: next.name, executable: next.arguments[0], arguments: Array(next.arguments.dropFirst()),
                                     feedsInput: false, capturesOutput: true, stallTimeout: 600, ownsProcessGroup: true)
            running = (next, tool)
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
        running?.tool.stop()
        running = nil
        steps = []
        finished = true
    }

    deinit { cancel() }
}
