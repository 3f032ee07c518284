#if canImport(Glibc)
import Glibc
#endif

extension PortRewrite {
    /// Bytes of stack the bounded rewrite runs on: swift-syntax recurses per level of nesting (about
    /// 6 KiB a level of generic arguments in a debug build); with `SourceNesting.maximumDepth` levels
    /// this is more than a hundred times what the deepest accepted file needs. Only the pages used are
    /// ever touched.
    public static let boundedStackBytes = 512 << 20

    /// CPU seconds one file may take: 10 s, plus 10 s per 100 KB (a debug build of the tool rewrites
    /// about 75 KB a second; a release build ten times that).
    public static func cpuBudget(forBytes count: Int) -> Double { 10 + Double(count) / 10_000 }

    /// `rewrite(…)` bounded, for sources the port must survive whatever they hold: refused before
    /// parsing when `SourceNesting` finds them too deep or with too long a run of `[`, then run on a
    /// thread of its own with a stack of `boundedStackBytes`, and given up on when that thread has
    /// used `cpuSeconds` of CPU time (CPU time, not wall time: a loaded machine is not a slow file).
    ///
    /// Given up on means the thread is left running: the caller is a command that ends the process
    /// with the error (the `motionlab-port` tool), not a long-lived program.
    /// - Throws: `PortLimitError` naming the file (and the line, when it is a nesting limit).
    public static func boundedRewrite(_ source: String, fileName: String, layout: RewriteLayout,
                                      literals: LiteralScope? = nil, cpuSeconds: Double? = nil) throws -> FileRewrite {
        let nesting = SourceNesting(scanning: source)
        if let refusal = nesting.refusal(fileName: fileName) { throw refusal }
        let budget = cpuSeconds ?? cpuBudget(forBytes: source.utf8.count)
        let box = ResultBox<FileRewrite>()
        let job = BoundedJob { box.value = rewrite(source, fileName: fileName, layout: layout, literals: literals) }
        guard job.run(stackBytes: boundedStackBytes, cpuSeconds: budget), let result = box.value else {
            // The hint names what the scan saw: long runs of '[' (swift-syntax's lookahead doubles per
            // one), or else only the file's size against the budget.
            let hint = nesting.bracketRun >= 6
                ? "brackets nested in long runs (\(nesting.bracketRun) '[' in a row here) slow swift-syntax's parser down exponentially: simplify the most deeply nested expression"
                : "split the file, or give the port more time with MOTIONLAB_PORT_CPU_SECONDS"
            throw PortLimitError(fileName: fileName, reason: "the port gave up after \(secondsText(budget)) of CPU time parsing it (its budget for \(source.utf8.count) bytes); \(hint)")
        }
        return result
    }
}

extension PortRewrite {
    /// Any work that parses user sources — the patch planner of `run --watch` parses the old and new
    /// text of a saved file — under the bounds of `boundedRewrite`: each source checked by
    /// `SourceNesting` first, then `work` on a thread with `boundedStackBytes` of stack, given up on
    /// after `cpuSeconds` (default: the budget of the sources' total size).
    /// - Throws: `PortLimitError` naming the first source refused, or the first source's name when the
    ///   budget ran out (the thread is left running: end the process).
    public static func bounded<Result>(sources: [(text: String, fileName: String)], cpuSeconds: Double? = nil,
                                       _ work: @escaping () -> Result) throws -> Result {
        for source in sources {
            if let refusal = SourceNesting(scanning: source.text).refusal(fileName: source.fileName) { throw refusal }
        }
        let bytes = sources.reduce(0) { $0 + $1.text.utf8.count }
        let budget = cpuSeconds ?? cpuBudget(forBytes: bytes)
        let box = ResultBox<Result>()
        let job = BoundedJob { box.value = work() }
        guard job.run(stackBytes: boundedStackBytes, cpuSeconds: budget), let result = box.value else {
            throw PortLimitError(fileName: sources.first?.fileName ?? "the source",
                                 reason: "the port gave up after \(secondsText(budget)) of CPU time parsing it (its budget for \(bytes) bytes)")
        }
        return result
    }
}

/// Work run on a thread of its own with a given stack, waited for until it ends or has used a given
/// amount of CPU time.
final class BoundedJob: @unchecked Sendable {
    private let work: () -> Void
    private var done = false
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init(_ work: @escaping () -> Void) {
        self.work = work
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
    }

    /// Whether the work ended; false when it used `cpuSeconds` first (it is left running, detached).
    /// When no thread can be started the work runs on this one.
    func run(stackBytes: Int, cpuSeconds: Double) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let job = Unmanaged<BoundedJob>.fromOpaque(raw).takeRetainedValue()
            job.work()
            pthread_mutex_lock(&job.mutex)
            job.done = true
            pthread_cond_broadcast(&job.condition)
            pthread_mutex_unlock(&job.mutex)
            return nil
        }, context)
        guard started == 0 else {
            // No thread (resources exhausted): run here, with this thread's stack, unbounded.
            Unmanaged<BoundedJob>.fromOpaque(context).release()
            work()
            return true
        }
        var clock = clockid_t()
        let hasClock = pthread_getcpuclockid(thread, &clock) == 0
        pthread_mutex_lock(&mutex)
        while !done {
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            var until = now
            until.tv_nsec += 20_000_000
            if until.tv_nsec >= 1_000_000_000 { until.tv_sec += 1; until.tv_nsec -= 1_000_000_000 }
            pthread_cond_timedwait(&condition, &mutex, &until)
            if done { break }
            var used = timespec()
            if hasClock, clock_gettime(clock, &used) == 0, Double(used.tv_sec) + Double(used.tv_nsec) / 1e9 >= cpuSeconds {
                pthread_mutex_unlock(&mutex)
                pthread_detach(thread)
                return false
            }
        }
        pthread_mutex_unlock(&mutex)
        pthread_join(thread, nil)
        return true
    }
}

/// Where the bounded thread leaves its result (read after it ended, through the job's mutex).
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}

/// "10 s", "12.5 s".
private func secondsText(_ s: Double) -> String {
    let tenths = Int((s * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10) s" : "\(tenths / 10).\(tenths % 10) s"
}
