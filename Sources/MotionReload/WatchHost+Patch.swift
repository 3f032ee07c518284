import Foundation
import MotionOutput
import MotionHost

/// Patch reload: a save of a file of the watched module becomes, when it can, a patch loaded into the
/// running preview (its changed functions replaced, the preview rebuilt and replayed in-process), or
/// literal values applied without a compile; otherwise the module is built again (`HotBuild`) and the
/// preview restarts, with the reason said. See `PatchPlanner` for what is patched and what restarts.
extension WatchHost {
    enum JobKind {
        /// The hot module's build (then a restart): the save it carries, why, and the texts it read.
        case hotBuild(savedAt: Double?, reason: String?, texts: [String: String])
        /// Planning a patch of these files.
        case plan(savedAt: Double, files: [HotBuild.File], number: Int, texts: [String: String])
        /// Compiling the patch library.
        case compilePatch(savedAt: Double, library: String, number: Int, literals: [(HotBuild.File, [ReplaySetting])],
                          patched: [(HotBuild.File, keys: [String])], changed: [String], texts: [String: String], patchFiles: [String: String])
        /// Building `motionlab-port`, which plans patches.
        case portTool
    }

    /// A request the current preview has not answered yet.
    enum Applying {
        case patch(savedAt: Double, library: String, patched: [(HotBuild.File, keys: [String])], changed: [String],
                   texts: [String: String], patchFiles: [String: String])
        case literals(savedAt: Double, files: [(HotBuild.File, [ReplaySetting])])
        /// Clearing a file's edited literals before a patch of it (answered, not measured).
        case clear(HotBuild.File)
    }

    // MARK: Starting

    /// At the start of the session: reads the build plan and builds the hot module (the first
    /// preview runs the product as built meanwhile, then this build replaces it, invisibly).
    func preparePatchReload(now: Double) {
        do {
            let h = try HotBuild(location: config.location, sessionFolder: folder)
            hot = h
            if h.portTool == nil {
                WatchHost.log("patch reload: building motionlab-port once (it reads your edits); until then saves restart")
                startJob(.portTool, steps: [.init(name: "swift build motionlab-port", arguments: [config.swift, "build", "--product", "motionlab-port"]
                                                  + Array(config.location.buildArguments.dropFirst(3)), done: nil)], now: now)
            } else {
                startHotBuild(savedAt: nil, reason: nil, now: now)
            }
        } catch {
            WatchHost.log("patch reload unavailable (\(error)); every save rebuilds and restarts")
        }
    }

    func startJob(_ kind: JobKind, steps: [StepJob.Step], now: Double) {
        job?.cancel()
        job = StepJob(steps: steps, now: now)
        jobKind = kind
        _ = job?.poll()
    }

    /// Builds the hot module from the sources as they are and restarts the preview on it.
    func startHotBuild(savedAt: Double?, reason: String?, now: Double) {
        guard let hot else { return }
        let (steps, texts) = hot.buildSteps()
        startJob(.hotBuild(savedAt: savedAt, reason: reason, texts: texts),
                 steps: steps.map { StepJob.Step(name: $0.name, arguments: $0.arguments, done: nil) }, now: now)
        if reason != nil || savedAt != nil {
            overlay.status = .working(text: reason.map { "restarting: \($0) —" } ?? "rebuilding…", since: now)
            if let reason { WatchHost.log("restarting: \(reason)") }
            needsRedraw = true
        }
    }

    // MARK: Saves

    /// Saves of the package under patch reload.
    func hotSaves(_ files: [String], firstSave: Double, now: Double) throws {
        if job != nil || builder.isRunning || !applying.isEmpty || candidateBaseline != nil {
            let known = waitingSaves?.files ?? []
            waitingSaves = (waitingSaves?.firstSave ?? firstSave, known + files.filter { !known.contains($0) })
            return
        }
        guard let hot else { return }
        var edited: [HotBuild.File] = []
        var outside: String?
        for relative in files {
            let path = config.location.package.appendingPathComponent(relative).path
            if let f = hot.file(at: path) {
                if FileManager.default.fileExists(atPath: path) { edited.append(f) } else { outside = "\(relative) was removed" }
            } else if relative == "Package.swift" || relative == "Package.resolved" {
                outside = "\(relative) changed"
            } else if relative.hasSuffix(".swift") && !FileManager.default.fileExists(atPath: path) {
                continue  // a file of no target came and went
            } else {
                outside = relative.hasSuffix(".swift") ? "\(relative) is not a file of \(hot.module) (a new file, or another target's)"
                    : "\(relative) is not Swift source of \(hot.module)"
            }
        }
        if let outside {
            // SwiftPM plans and builds the rest first; the hot build and the restart follow.
            swiftBuildReason = outside
            try startBuild(now: now, files: files, firstSave: firstSave)
            WatchHost.log("restarting: \(outside)")
            return
        }
        guard !edited.isEmpty else { return }
        guard hotReady, !hot.baseline.isEmpty else {
            logStart(edited, firstSave: firstSave, now: now)
            startHotBuild(savedAt: firstSave, reason: "the preview runs an earlier build", now: now)
            return
        }
        // Edits of tunable literals of `iOS/` files only (and trivia-only edits of any): no planner, no
        // compile (`literalValues`).
        var literals: [(HotBuild.File, [ReplaySetting])] = []
        for f in edited {
            guard let text = try? String(contentsOfFile: f.path, encoding: .utf8), let values = literalValues(f, text: text) else { literals = []; break }
            literals.append((f, values))
        }
        if literals.count == edited.count {
            logStart(edited, firstSave: firstSave, now: now)
            let changed = literals.filter { !$0.1.isEmpty || editedLiterals[$0.0.path] != nil }
            if changed.isEmpty {
                overlay.status = .upToDate(at: now); needsRedraw = true
                WatchHost.log("up to date: no change to the code")
                return
            }
            sendPatch(savedAt: firstSave, library: nil, literals: changed, patched: [], changed: [], texts: [:], patchFiles: [:])
            return
        }
        guard hot.portTool != nil else {
            startHotBuild(savedAt: firstSave, reason: "motionlab-port, which plans patches, is not built yet", now: now)
            return
        }
        logStart(edited, firstSave: firstSave, now: now)
        // Literal edits the window could not apply itself (not tunable ones) need the compile.
        startPlan(edited, savedAt: firstSave, now: now, literalsAllowed: false)
    }

    /// The tunable literal values `f` needs set for the running code to be `text`, when nothing but
    /// tunable literals differs from the text that code was compiled from (the build's, or the last
    /// patch's); nil when a compile is needed. Each literal is named by the key its running code looks
    /// it up by: in a patched declaration its place in the patch's text, elsewhere its place in the
    /// build's — when the build's place cannot be told (the patch moved things), a compile decides.
    func literalValues(_ f: HotBuild.File, text: String) -> [ReplaySetting]? {
        guard let hot, let base = hot.baseline[f.path] else { return nil }
        let patch = patchHistory.last { $0.texts[f.path] != nil }
        let running = patch?.texts[f.path] ?? base
        guard let numbers = LiteralDiff.aligned(old: running, new: text) else { return nil }
        let changes = numbers.filter(\.changed)
        if changes.isEmpty { return [] }
        guard let ios = f.iosPath else { return nil }
        let compiled = (try? String(contentsOfFile: f.compiledPath, encoding: .utf8)) ?? ""
        let patchSource = patch?.sources[f.path].flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        let inBuild = patch == nil ? numbers : LiteralDiff.aligned(old: base, new: text)
        func key(_ p: (line: Int, column: Int)) -> String { "\(hot.module)/\(ios):\(p.line):\(p.column)" }
        var values: [ReplaySetting] = []
        for c in changes {
            let k = key(c.old)
            if patch != nil && patchSource.contains("\"\(k)\"") { values.append(ReplaySetting(name: k, value: c.value)); continue }
            guard let b = inBuild, b[c.index].old == c.old, compiled.contains("\"\(k)\"") else { return nil }
            values.append(ReplaySetting(name: k, value: c.value))
        }
        return values
    }

    /// "reloading after changes to Card.swift (0.16 s after the first save)".
    func logStart(_ files: [HotBuild.File], firstSave: Double, now: Double) {
        let names = files.prefix(3).map { URL(fileURLWithPath: $0.path).lastPathComponent }.joined(separator: ", ") + (files.count > 3 ? " …" : "")
        WatchHost.log("reloading after changes to \(names) (\(String(format: "%.2f", max(0, now - firstSave))) s after the first save)")
    }

    /// Runs the planner on each edited file against the text the running program was built from.
    func startPlan(_ files: [HotBuild.File], savedAt: Double, now: Double, literalsAllowed: Bool) {
        guard let hot, let tool = hot.portTool else { return }
        patchNumber += 1
        let number = patchNumber
        let dir = hot.folder.appendingPathComponent("patches").appendingPathComponent("\(number)")
        try? FileManager.default.removeItem(at: dir)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        patchPlans = []
        var steps: [StepJob.Step] = []
        var texts: [String: String] = [:]
        for (i, f) in files.enumerated() {
            // The text planned from is the text the patch is remembered by (a save meanwhile is the next patch's).
            let text = (try? String(contentsOfFile: f.path, encoding: .utf8)) ?? ""
            texts[f.path] = text
            let new = dir.appendingPathComponent("new-\(i)-" + URL(fileURLWithPath: f.path).lastPathComponent).path
            try? OutputFile.write(text, to: new, durable: false)
            let old = dir.appendingPathComponent("old-\(i)-" + URL(fileURLWithPath: f.path).lastPathComponent).path
            let keys = dir.appendingPathComponent("keys-\(i).txt").path
            try? OutputFile.write(hot.baseline[f.path] ?? "", to: old, durable: false)
            try? OutputFile.write((patchedKeys[f.path] ?? []).joined(separator: "\n"), to: keys, durable: false)
            let output = dir.appendingPathComponent("p\(i)_" + f.compiledName).path
            var args = [tool, "patch", old, new, "--module", hot.module, "--compiled-name", f.compiledName, "--display-path", f.path,
                        "--output", output, "--number", "\(number)", "--include-file", keys]
            if let ios = f.iosPath { args += ["--ios-path", ios] }
            if !literalsAllowed { args.append("--no-literals") }
            steps.append(.init(name: "plan \(URL(fileURLWithPath: f.path).lastPathComponent)", arguments: args, done: { [unowned self] output in
                let line = output.split(separator: "\n").last { $0.hasPrefix("{") }.map(String.init) ?? ""
                let json = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["decision": "restart", "reason": "the patch planner said nothing"]
                patchPlans.append((f, json))
                return []
            }))
        }
        startJob(.plan(savedAt: savedAt, files: files, number: number, texts: texts), steps: steps, now: now)
        overlay.status = .working(text: "patching…", since: now)
        needsRedraw = true
    }

    // MARK: The job's end

    func serviceJob(now: Double) throws {
        guard let j = job, j.poll(), let kind = jobKind else { return }
        job = nil
        jobKind = nil
        needsRedraw = true
        switch kind {
        case .portTool:
            if let tool = HotBuild.findPortTool(location: config.location) {
                hot?.setPortTool(tool)
                WatchHost.log("patch reload: motionlab-port built")
            } else {
                WatchHost.log("patch reload: motionlab-port could not be built (\(j.failure.map { lastLine($0.output) } ?? "no tool")); saves restart")
            }
            startHotBuild(savedAt: nil, reason: nil, now: now)
            return

        case let .hotBuild(savedAt, reason, texts):
            if let f = j.failure {
                let errors = PackageBuilder.errors(in: f.output, package: config.location.package.path)
                if savedAt == nil && reason == nil {
                    // The first hot build: patch reload is not possible with this package; say why, once.
                    WatchHost.log("patch reload unavailable (\(f.step) failed: \(errors.first ?? lastLine(f.output))); every save rebuilds and restarts")
                    hot = nil
                } else {
                    overlay.errors = ("Build failed — the last good build keeps running", errors)
                    overlay.status = .none
                    WatchHost.log("build failed in \(String(format: "%.1f", now - j.started)) s:\n  " + errors.joined(separator: "\n  "))
                }
            } else if let hot {
                let binary = try copyBinary(from: hot.executablePath)
                if let c = candidate { c.process.stop(quitWithin: 0); candidate = nil; queued.removeAll() }
                relaunches = 0
                candidate = try launch(binary)
                candidate?.savedAt = savedAt
                candidate?.note = reason
                candidateBaseline = texts
                overlay.errors = nil
                if savedAt == nil {
                    WatchHost.log("patch reload ready: \(hot.module) built with dynamic replacement in \(String(format: "%.1f", now - j.started)) s")
                } else {
                    overlay.status = .launching
                    WatchHost.log("built \(hot.module) in \(String(format: "%.1f", now - j.started)) s; starting the new build")
                }
            }

        case let .plan(savedAt, files, number, texts):
            if let f = j.failure {
                startHotBuild(savedAt: savedAt, reason: "the patch planner failed (\(lastLine(f.output)))", now: now)
                break
            }
            try decide(savedAt: savedAt, files: files, number: number, texts: texts, now: now)
            return

        case let .compilePatch(savedAt, library, number, literals, patched, changed, texts, patchFiles):
            if let f = j.failure {
                // The patch does not compile: the module itself is built, which shows the user's errors if
                // the edit has them, and restarts if it compiles (a patch this planner wrote wrong).
                WatchHost.log("patch \(number) did not compile: \(PackageBuilder.errors(in: f.output, package: config.location.package.path).first ?? lastLine(f.output))")
                startHotBuild(savedAt: savedAt, reason: "the patch did not compile", now: now)
                return
            }
            WatchHost.log("patch \(number) compiled in \(String(format: "%.2f", now - j.started)) s (\(String(format: "%.2f", j.started - savedAt)) s after the save)")
            sendPatch(savedAt: savedAt, library: library, literals: literals, patched: patched, changed: changed, texts: texts, patchFiles: patchFiles)
        }
        processWaitingSaves(now: now)
    }

    /// The plans are in: restart, apply literals, or compile the patch.
    private func decide(savedAt: Double, files: [HotBuild.File], number: Int, texts: [String: String], now: Double) throws {
        guard let hot else { return }
        var literals: [(HotBuild.File, [ReplaySetting])] = []
        var patchSources: [String] = []
        var patched: [(HotBuild.File, keys: [String])] = []
        var changed: [String] = []
        var patchFiles: [String: String] = [:]
        for (f, json) in patchPlans {
            switch json["decision"] as? String {
            case "unchanged": continue
            case "literals":
                let edits = json["edits"] as? [[String: Any]] ?? []
                let values = edits.compactMap { e -> ReplaySetting? in
                    guard let line = e["line"] as? Int, let column = e["column"] as? Int, let value = e["value"] as? Double, let ios = f.iosPath else { return nil }
                    return ReplaySetting(name: "\(hot.module)/\(ios):\(line):\(column)", value: value)
                }
                literals.append((f, values))
            case "patch":
                guard let output = json["output"] as? String else { continue }
                patchSources.append(output)
                patchFiles[f.path] = output
                patched.append((f, json["keys"] as? [String] ?? []))
                changed += json["changed"] as? [String] ?? []
            default:
                let reason = json["reason"] as? String ?? "the patch planner gave no decision"
                let place = (json["line"] as? Int).map { " (\(URL(fileURLWithPath: f.path).lastPathComponent):\($0))" } ?? " (\(URL(fileURLWithPath: f.path).lastPathComponent))"
                startHotBuild(savedAt: savedAt, reason: reason + place, now: now)
                return
            }
        }
        if patchSources.isEmpty && literals.isEmpty {
            overlay.status = .upToDate(at: now)
            processWaitingSaves(now: now)
            return
        }
        if patchSources.isEmpty {
            sendPatch(savedAt: savedAt, library: nil, literals: literals, patched: [], changed: [], texts: [:], patchFiles: [:])
            processWaitingSaves(now: now)
            return
        }
        let library = hot.folder.appendingPathComponent("patches").appendingPathComponent("\(number)")
            .appendingPathComponent("libMotionLabPatch\(number).so").path
        let command = hot.patchCommand(sources: patchSources, name: "MotionLabPatch\(number)", output: library)
        startJob(.compilePatch(savedAt: savedAt, library: library, number: number, literals: literals, patched: patched, changed: changed,
                               texts: texts, patchFiles: patchFiles),
                 steps: [.init(name: "compile patch \(number)", arguments: command, done: nil)], now: now)
    }

    /// Sends the literal values and the patch to the current preview.
    private func sendPatch(savedAt: Double, library: String?, literals: [(HotBuild.File, [ReplaySetting])],
                           patched: [(HotBuild.File, keys: [String])], changed: [String], texts: [String: String], patchFiles: [String: String]) {
        guard let current else { return }
        func next() -> Int { requestNumber += 1; return requestNumber }
        for (f, _) in patched where editedLiterals[f.path] != nil {
            // The patch carries the file's literals as written: its edited values go.
            let r = next()
            applying[r] = .clear(f)
            send(.setLiterals(request: r, file: f.path, values: []), to: current)
        }
        if !literals.isEmpty {
            let r = next()
            applying[r] = .literals(savedAt: savedAt, files: literals)
            for (f, values) in literals { send(.setLiterals(request: r, file: f.path, values: values), to: current) }
        }
        if let library {
            let r = next()
            applying[r] = .patch(savedAt: savedAt, library: library, patched: patched, changed: changed, texts: texts, patchFiles: patchFiles)
            send(.loadPatch(request: r, path: library), to: current)
        }
        // Progress towards the new code's first frame is watched from now (`FirstFrameWatch`).
        current.progressed = (HostClock.now(), current.process.cpuSeconds)
    }

    // MARK: Answers

    /// The current preview's answer to a request.
    func applied(request: Int, error: String?) {
        guard let what = applying.removeValue(forKey: request) else { return }
        let now = HostClock.now()
        needsRedraw = true
        switch what {
        case .clear(let f):
            if error == nil { editedLiterals[f.path] = nil }
        case let .patch(savedAt, library, patched, changed, planned, patchFiles):
            if let error {
                startHotBuild(savedAt: savedAt, reason: "the patch could not be loaded (\(error))", now: now)
                return
            }
            var texts: [String: String] = [:], sources: [String: String] = [:]
            for (f, keys) in patched {
                patchedKeys[f.path] = keys
                texts[f.path] = planned[f.path]
                sources[f.path] = patchFiles[f.path]
            }
            patchHistory.append((library, texts, sources))
            let n = changed.count
            awaitingFrame = (savedAt, "patch", "patched \(n) function\(n == 1 ? "" : "s")")
            WatchHost.log("patch loaded: " + changed.prefix(6).joined(separator: ", ") + (changed.count > 6 ? " …" : ""))
        case let .literals(savedAt, files):
            if let error {
                // Not tunable after all: compiled as a patch.
                WatchHost.log("literals not applied (\(error)); patching instead")
                startPlan(files.map(\.0), savedAt: savedAt, now: now, literalsAllowed: false)
                return
            }
            for (f, values) in files { editedLiterals[f.path] = values.isEmpty ? nil : values }
            let n = files.reduce(0) { $0 + $1.1.count }
            if awaitingFrame == nil { awaitingFrame = (savedAt, "literals", "applied \(n) literal\(n == 1 ? "" : "s") (no compile)") }
        }
        if applying.isEmpty && awaitingFrame == nil { processWaitingSaves(now: now) }
    }

    /// The first frame after a patch or literal edit: measured from the save and said.
    func firstFrameAfterApply() {
        guard applying.isEmpty, let a = awaitingFrame else { return }
        awaitingFrame = nil
        let now = HostClock.now()
        let seconds = now - a.savedAt
        reloadTimes.append(seconds)
        reloads.append((a.kind, seconds, a.text))
        let text = "\(a.text) in \(String(format: "%.2f", seconds)) s"
        overlay.status = .done(text: text, at: now)
        overlay.errors = nil
        relaunches = 0
        WatchHost.log("\(text) (save to first frame of the new code)")
        processWaitingSaves(now: now)
    }

    // MARK: Candidates

    /// A candidate of a hot build is on screen: its sources are the baseline from now on.
    func candidateShown(_ c: Child) {
        guard let texts = candidateBaseline, c.patches.isEmpty else { return }
        candidateBaseline = nil
        hot?.commit(texts)
        hotReady = hot != nil
        patchHistory = []
        patchedKeys = [:]
        editedLiterals = [:]
        processWaitingSaves(now: HostClock.now())
    }

    /// A candidate failed (crashed, or stuck before its first frame): the running preview is not
    /// the hot module's build any more, so the next save builds again.
    func candidateFailed(_ c: Child) {
        if candidateBaseline != nil {
            candidateBaseline = nil
            hotReady = false
            processWaitingSaves(now: HostClock.now())
        }
    }

    /// Saves that waited for a job or an answer.
    func processWaitingSaves(now: Double) {
        guard job == nil, !builder.isRunning, applying.isEmpty, candidateBaseline == nil, let w = waitingSaves else { return }
        waitingSaves = nil
        do {
            if hot != nil { try hotSaves(w.files, firstSave: w.firstSave, now: now) } else { try startBuild(now: now, files: w.files, firstSave: w.firstSave) }
        } catch {
            WatchHost.log("cannot reload: \(error)")
        }
    }

    /// Writes `reloads` as JSON to `$MOTIONLAB_RELOAD_TIMES` (measurements), if set.
    func writeReloadTimes() {
        guard let path = ProcessInfo.processInfo.environment["MOTIONLAB_RELOAD_TIMES"], !path.isEmpty else { return }
        let items = reloads.map { "{\"kind\":\"\($0.kind)\",\"seconds\":\(String(format: "%.3f", $0.seconds)),\"what\":\(jsonString($0.what))}" }
        try? OutputFile.write("[" + items.joined(separator: ",") + "]\n", to: path, durable: false)
    }

    private func jsonString(_ s: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [s])) ?? Data("[\"\"]".utf8)
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? "no output"
    }
}
