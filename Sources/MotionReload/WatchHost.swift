import Foundation
import MotionGeometry
import MotionRender
import MotionHost
import MotionLayers
import MotionOutput
#if canImport(Glibc)
import Glibc
#endif

/// `run --watch`: the window process. It owns the window for the whole session — so the window stays
/// where it is and keeps its size on X11 and on Wayland, where a client cannot place a new window —,
/// the watch of the package's sources and the build; the preview's code runs in a preview process it
/// launches from a copy of the built product (`run --serve`), which draws through the link.
///
/// On a save: debounce, `swift build` the product (the status pill says "rebuilding…"); on success a
/// new preview process starts from the new build, is given the running one's story (preview, tuned
/// values, input so far, scene time — `ReplaySnapshot`) and replays it to the same moment; its first
/// frame replaces the old one's (no frame without a picture in between), and the old process quits.
/// A failed build leaves the running preview alone and shows the first errors until the next good
/// build; a new build that crashes is reported the same way — the old one still runs if it was not
/// replaced yet, and is launched again (replayed to the moment of the crash) if it was.
public final class WatchHost {
    public struct Configuration {
        public var title: String
        public var size: CGSize
        public var scale: CGFloat
        public var location: PackageLocation
        public var swift: String
        /// The preview process's arguments (after the executable): `run --serve …`.
        public var childArguments: [String]
        public var maxSeconds: Double?
        /// The signal that asks the session to end (0: none yet).
        public var signalReceived: () -> Int32
        public init(title: String, size: CGSize, scale: CGFloat, location: PackageLocation, swift: String,
                    childArguments: [String], maxSeconds: Double?, signalReceived: @escaping () -> Int32) {
            self.title = title; self.size = size; self.scale = scale; self.location = location; self.swift = swift
            self.childArguments = childArguments; self.maxSeconds = maxSeconds; self.signalReceived = signalReceived
        }
    }

    /// A preview process and what it sent.
    final class Child {
        let binary: URL
        /// The process: the leader of a process group of its own; its end is its exit status.
        let process: ProcessGroupChild
        var link: LinkConnection?
        let decoder = DrawListDecoder()
        var hello = false
        var frame: (commands: [DrawCommand], clear: CGColor)?
        var newFrame = false
        /// The story this process streamed (a candidate's is its replay of the one it was given).
        var record = ReplayRecord()
        let launched: Double
        /// When it last showed progress before its first frame (launched, said hello, replayed further),
        /// and its CPU seconds then (`FirstFrameWatch`).
        var progressed: (at: Double, cpu: Double)
        /// The first save its build carried (host time): its reload time is measured from it.
        var savedAt: Double?
        /// Patch libraries it loads before its first frame (a relaunch of a patched build).
        var patches: [String] = []
        /// Said once its first frame is up ("restarted: stored property added to Card (Card.swift:31)").
        var note: String?
        /// A relaunch of the running build: it gets the literal values edited since that build.
        var reappliesLiterals = false

        init(binary: URL, process: ProcessGroupChild, launched: Double) {
            self.binary = binary; self.process = process; self.launched = launched
            progressed = (launched, 0)
        }

        var isRunning: Bool { process.isRunning }

        /// How it ended, in words ("exited with status 3", "crashed (signal 4, illegal instruction)").
        var exitDescription: String {
            switch process.exit {
            case .signal(let s)?:
                return "crashed (signal \(s)\(strsignal(s).map { ", " + String(cString: $0).lowercased() } ?? ""))"
            case .status(let s)?: return "exited with status \(s)"
            case nil: return "is running"
            }
        }

        /// The lines of its standard error worth showing: Swift's `file:line: Fatal error: …`, or the last ones.
        func crashLines(package: String) -> [String] {
            process.settleErrors()
            let lines = process.errorText.split(separator: "\n").map(String.init)
            var picked = lines.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed")
                || $0.hasPrefix("Error: ") || $0.contains("Program crashed") }
            if picked.isEmpty { picked = Array(lines.filter { !$0.hasPrefix("motionlab: window on") }.suffix(4)) }
            // A patch's code is reported under its library's module name (#fileID): the file is what counts.
            return picked.prefix(6).map { line in
                var l = line.replacingOccurrences(of: package + "/", with: "")
                while let r = l.range(of: #"MotionLabPatch[0-9]+/"#, options: .regularExpression) { l.removeSubrange(r) }
                return l
            }
        }

        /// One line saying how it ended and why: "crashed (signal 4, illegal instruction): Probe.swift:12: Fatal error: boom".
        func endReport(package: String) -> String {
            let reason = crashLines(package: package).first.map { ": " + ErrorText.clip($0, limit: 240) } ?? ""
            return exitDescription + reason
        }
    }

    let config: Configuration
    let window: SDLWindow
    let folder: URL
    /// Held while this session lives (`SessionFolder`): a later session that can take it knows the folder is dead.
    let sessionLock: Int32
    let listener: LinkListener
    let watcher: SourceWatcher
    let builder: PackageBuilder
    let overlay = ReloadOverlay()
    /// The context the overlay's text is made in (this process runs no scene).
    let context = AnimationContext()
    var current: Child?
    var candidate: Child?
    /// The binary of the preview that was replaced last (reopened when its successor crashes).
    var previousBinary: URL?
    /// The story of the preview on screen (kept when it crashes, to reopen it at the same moment).
    var record = ReplayRecord()
    var shown: (commands: [DrawCommand], clear: CGColor) = ([], .black)
    var queued: [PreviewLink.LinkedInput] = []
    var buildNumber = 0
    /// Host time of the first save the running build carries (its reload's time counts from it).
    var buildSave: Double?
    /// Saves made while a build ran: the first one's host time and the files, built when it ends.
    var pendingChanges: (firstSave: Double, files: [String])?
    var needsRedraw = true
    /// Replaced preview processes asked to quit, and when to stop waiting for them.
    var retiring: [(child: Child, deadline: Double)] = []
    /// When a new build's progress towards its first frame was last looked at (`FirstFrameWatch`).
    var lastFirstFrameCheck = 0.0
    /// Launch attempts since the last good frame (no endless crash loops).
    var relaunches = 0
    /// Save-to-screen seconds of each reload (printed for measurements).
    public internal(set) var reloadTimes: [Double] = []
    /// Each reload as measured: how it was done ("patch", "literals", "restart"), seconds from the save to
    /// the first frame of the new code, and what (`MOTIONLAB_RELOAD_TIMES` writes them as JSON).
    var reloads: [(kind: String, seconds: Double, what: String)] = []

    // Patch reload (`WatchHost+Patch`).
    /// The watched module built by this window with dynamic replacement; nil: every save rebuilds and restarts.
    var hot: HotBuild?
    /// The running preview is a hot build of `hot.baseline` (patches apply to it).
    var hotReady = false
    var job: StepJob?
    var jobKind: JobKind?
    /// Saves made while a job ran or a patch was being applied: handled when that is done.
    var waitingSaves: (firstSave: Double, files: [String])?
    /// Why the running `swift build` was started, when it was for patch reload's sake (a restart follows).
    var swiftBuildReason: String?
    var patchNumber = 0
    var requestNumber = 0
    var applying: [Int: Applying] = [:]
    /// An applied patch or literal edit whose first frame is awaited (its time and what to say).
    var awaitingFrame: (savedAt: Double, kind: String, text: String)?
    /// The patches the current preview loaded since its build, in order (a relaunch loads them again),
    /// each with the texts of the files it was planned from and its patch files (which literals it holds).
    var patchHistory: [(library: String, texts: [String: String], sources: [String: String])] = []
    var appliedPatches: [String] { patchHistory.map(\.library) }
    /// The running build and its patches before the last restart (reopened if the new one crashes).
    var previousPatches: [String] = []
    var previousLiterals: [String: [ReplaySetting]] = [:]
    /// Per file: the declarations the loaded patches replace (the next patch of the file replaces them again).
    var patchedKeys: [String: [String]] = [:]
    /// Per file: the literal values that differ from the build, applied without a compile (sent again
    /// to a relaunched preview of the same build).
    var editedLiterals: [String: [ReplaySetting]] = [:]
    /// Why the running preview was stopped while a patch applied (it looped or blocked).
    var stuckPatch: String?
    /// What the hot build a candidate runs was compiled from: the baseline once it shows a frame.
    var candidateBaseline: [String: String]?
    /// The planning step's answers of the running patch job.
    var patchPlans: [(file: HotBuild.File, json: [String: Any])] = []

    public init(_ config: Configuration) throws {
        self.config = config
        let temporary = FileManager.default.temporaryDirectory
        let removed = SessionFolder.removeDeadSessions(in: temporary)
        if !removed.isEmpty {
            WatchHost.log("removed the folder\(removed.count == 1 ? "" : "s") of \(removed.count) ended session\(removed.count == 1 ? "" : "s"): "
                          + removed.prefix(3).map { temporary.appendingPathComponent($0).path }.joined(separator: ", ") + (removed.count > 3 ? " …" : ""))
        }
        folder = temporary.appendingPathComponent("\(SessionFolder.prefix)\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        sessionLock = SessionFolder.lock(folder)
        listener = try LinkListener(path: folder.appendingPathComponent("link").path)
        watcher = try SourceWatcher(root: config.location.package)
        builder = PackageBuilder(location: config.location, swift: config.swift, logPath: folder.appendingPathComponent("build.log").path)
        try context.perform { try HostServices.install(screenScale: config.scale) }
        window = try SDLWindow(title: config.title, logicalSize: config.size, pixelScale: config.scale)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
        if sessionLock >= 0 { close(sessionLock) }
    }

    static func log(_ s: String) { FileHandle.standardError.write(Data("motionlab: \(s)\n".utf8)) }

    /// Runs until the window closes, the preview quits (Escape, Q), `maxSeconds`, or a signal.
    /// - Returns: the signal that ended it, 0 otherwise.
    public func run() throws -> Int32 {
        let start = HostClock.now()
        // The first preview process runs the build this process was started from.
        let first = try copyBinary(from: URL(fileURLWithPath: "/proc/self/exe"))
        candidate = try launch(first)
        overlay.status = .launching
        WatchHost.log("watching \(config.location.package.path) (\(watcher.folderCount) folders); a save rebuilds \(config.location.product) (\(config.location.configuration))")
        if ProcessInfo.processInfo.environment["MOTIONLAB_PATCH_RELOAD"] != "0" { preparePatchReload(now: start) }
        var ended: Int32 = 0
        // Every way out — a signal, the window closing, an error — stops the build and the previews.
        defer { shutDown() }
        loop: while true {
            let signal = config.signalReceived()
            if signal != 0 { ended = signal; break }
            let now = HostClock.now()
            if let max = config.maxSeconds, now - start > max { break }
            for e in window.pollEvents() {
                switch e {
                case .quit: break loop
                case .exposed: needsRedraw = true
                default:
                    let m = SDLWindow.modifierKeys()
                    let input = PreviewLink.LinkedInput(event: e, alt: m.alt, shift: m.shift)
                    if candidate != nil && candidate?.hello == true { queued.append(input) } else { send(.input([input]), to: current) }
                }
            }
            if try serviceChildren(now: now) { break }
            do { try serviceBuild(now: now) } catch {
                // A build that cannot start or a build that cannot be copied or launched: said over the
                // window; the running preview stays, and the next save tries again.
                overlay.errors = ("Cannot reload — the last good build keeps running", ["\(error)"])
                overlay.status = .none
                needsRedraw = true
                WatchHost.log("cannot reload: \(error)")
            }
            let drew = draw(now: now)
            if !drew {
                if let link = current?.link { _ = link.waitReadable(milliseconds: 4) } else { window.waitForEvents(milliseconds: 4) }
            }
        }
        return ended
    }

    // MARK: Preview processes

    func copyBinary(from source: URL) throws -> URL {
        buildNumber += 1
        let dir = folder.appendingPathComponent("build-\(buildNumber)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(config.location.product)
        try FileManager.default.copyItem(at: source, to: target)
        chmod(target.path, 0o755)
        // Copies no preview runs from and none may be reopened from go (each is the size of the product).
        let kept = Set(([current?.binary, candidate?.binary, previousBinary] + retiring.map { $0.child.binary }).compactMap { $0?.deletingLastPathComponent().lastPathComponent })
        for n in 1..<buildNumber where !kept.contains("build-\(n)") {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("build-\(n)"))
        }
        return target
    }

    func launch(_ binary: URL, patches: [String] = []) throws -> Child {
        var env = ProcessInfo.processInfo.environment
        env[PreviewLink.socketVariable] = listener.path
        // The preview process ends when this one does, however it ends (see `PreviewProcess`).
        env[PreviewLink.parentVariable] = String(getpid())
        // Resources beside the original product (the copy runs elsewhere).
        let resources = ResourceLocator.resourceDirectories()
        env["MOTIONLAB_RESOURCES"] = ([env["MOTIONLAB_RESOURCES"]].compactMap { $0 } + resources).joined(separator: ":")
        // No crash backtracer unless asked for: the runtime's `swift-backtrace` can stall on a crashed
        // preview for a long time; this window reports the crash in one line itself.
        if env[WatchHost.backtraceVariable] == nil { env[WatchHost.backtraceVariable] = "enable=no" }
        let process = try ProcessGroupChild(name: "the preview", executable: binary.path, arguments: config.childArguments, environment: env)
        let child = Child(binary: binary, process: process, launched: HostClock.now())
        child.patches = patches
        return child
    }

    /// The Swift runtime's crash backtracer setting, `enable=no` for preview processes unless set.
    static let backtraceVariable = "SWIFT_BACKTRACE"

    func send(_ m: PreviewLink.Message, to child: Child?) {
        guard let link = child?.link else { return }
        try? link.send(m)
    }

    /// Reads both preview processes' messages and handles their ends. Returns true when the session is over.
    private func serviceChildren(now: Double) throws -> Bool {
        if (candidate?.link == nil || current?.link == nil), let c = try listener.accept(milliseconds: 0) {
            // Whoever connects is the process waiting for its link (the candidate first).
            c.sendTimeout = 0.25  // a preview that stopped reading must not freeze the window
            if let cand = candidate, cand.link == nil { cand.link = c } else if let cur = current, cur.link == nil { cur.link = c }
        }
        if let c = current { read(c, isCurrent: true) }
        if let c = candidate { read(c, isCurrent: false) }
        // The candidate's first frame: it replaces the current preview.
        if let c = candidate, c.frame != nil {
            let old = current
            current = c
            candidate = nil
            record = c.record
            if let old {
                // Asked to quit, not waited for: the new frame goes up first.
                previousBinary = old.binary
                previousPatches = appliedPatches
                previousLiterals = editedLiterals
                send(.quit, to: old)
                retiring.append((old, now + 2))
            }
            candidateShown(c)
            if !queued.isEmpty { send(.input(queued), to: current); queued = [] }
            if let t = c.savedAt {
                let seconds = now - t
                reloadTimes.append(seconds)
                reloads.append((c.note == nil ? "rebuild" : "restart", seconds, c.note ?? ""))
                if let note = c.note {
                    overlay.status = .done(text: "restarted in \(String(format: "%.2f", seconds)) s: \(note)", at: now)
                    WatchHost.log("restarted in \(String(format: "%.2f", seconds)) s (save to first frame of the new build): \(note)")
                } else {
                    overlay.status = .reloaded(seconds: seconds, at: now)
                    WatchHost.log("reloaded in \(String(format: "%.2f", seconds)) s (save to first frame of the new build)")
                }
            } else {
                overlay.status = overlay.errors == nil ? .watching(folder: config.location.package.lastPathComponent, at: now) : .none
            }
            relaunches = 0
            needsRedraw = true
        }
        if let c = candidate, !c.isRunning {
            candidate = nil
            queued.removeAll()
            let lines = c.crashLines(package: config.location.package.path)
            overlay.errors = ("The new build \(c.exitDescription) — " + (current != nil ? "the last good build keeps running" : "no preview running"), lines)
            overlay.status = .none
            WatchHost.log("the new build \(c.endReport(package: config.location.package.path)) — before its first frame; "
                          + (current != nil ? "keeping the running preview" : "no preview running"))
            c.process.stop(quitWithin: 0)
            candidateFailed(c)
            needsRedraw = true
            if current == nil, let previous = previousBinary, relaunches < 1 {
                relaunches += 1
                candidate = try launch(previous)
                overlay.status = .launching
            }
        }
        // A new build that makes no progress towards its first frame is stuck: stopped, the old one kept.
        if let c = candidate, c.frame == nil, now - lastFirstFrameCheck >= 0.25 {
            lastFirstFrameCheck = now
            if let stuck = FirstFrameWatch.verdict(sinceProgress: now - c.progressed.at, cpuSinceProgress: c.process.cpuSeconds - c.progressed.cpu) {
                candidate = nil
                queued.removeAll()
                c.process.stop(quitWithin: 0)
                overlay.errors = ("The new build drew \(stuck) — stopped; " + (current != nil ? "the last good build keeps running" : "no preview running"), [])
                overlay.status = .none
                WatchHost.log("the new build drew \(stuck); stopped it — " + (current != nil ? "keeping the running preview" : "no preview running"))
                candidateFailed(c)
                needsRedraw = true
            }
        }
        // A patch that makes the running preview loop (or block) before its first frame is stopped alike;
        // the code before it is reopened below.
        if let c = current, !applying.isEmpty || awaitingFrame != nil, now - lastFirstFrameCheck >= 0.25 {
            lastFirstFrameCheck = now
            if let stuck = FirstFrameWatch.verdict(sinceProgress: now - c.progressed.at, cpuSinceProgress: c.process.cpuSeconds - c.progressed.cpu) {
                stuckPatch = stuck
                c.process.stop(quitWithin: 0)
            }
        }
        retiring.removeAll { r in
            if r.child.isRunning && now <= r.deadline { return false }
            r.child.process.stop(quitWithin: 0)
            return true
        }
        if let c = current, !c.isRunning {
            current = nil
            // Escape or Q in the preview (status 0), or a signal meant for the session reaching it too (130, 143, 129).
            if case .status(let s)? = c.process.exit, [0, 129, 130, 143].contains(s) {
                c.process.stop(quitWithin: 0)
                return true
            }
            let lines = c.crashLines(package: config.location.package.path)
            if stuckPatch == nil { WatchHost.log("the preview \(c.endReport(package: config.location.package.path))") }
            c.process.stop(quitWithin: 0)
            if !applying.isEmpty || awaitingFrame != nil || !appliedPatches.isEmpty {
                // A patch (or edited literal) crashed it, now or later: the same build reopened with the
                // patches before the last one.
                if applying.isEmpty { patchHistory.removeLast(min(1, patchHistory.count)) }
                applying = [:]; awaitingFrame = nil
                if let stuck = stuckPatch {
                    overlay.errors = ("The new code drew \(stuck) — stopped; reopened the code before it", [])
                    WatchHost.log("the new code drew \(stuck); stopped it — reopening the code before it")
                } else {
                    overlay.errors = ("The patch made the preview \(c.exitDescription.replacingOccurrences(of: "crashed", with: "crash")) — reopened the code before it", lines)
                    WatchHost.log("the patch \(c.exitDescription == "exited with status 0" ? "ended" : c.exitDescription.hasPrefix("crashed") ? "crashed the preview" + c.exitDescription.dropFirst("crashed".count) : "made the preview exit" + c.exitDescription.dropFirst("exited".count)); reopening the code before it")
                }
                stuckPatch = nil
                relaunches += 1
                candidate = try launch(c.binary, patches: appliedPatches)
                candidate?.reappliesLiterals = true
                processWaitingSaves(now: now)
            } else if candidate == nil, relaunches < 1, let reopen = previousBinary ?? Optional(c.binary) {
                relaunches += 1
                overlay.errors = ("The preview \(c.exitDescription) — reopened the previous build", lines)
                // The build before, with the patches and edited literals it ran with.
                let reopensPrevious = previousBinary != nil
                candidate = try launch(reopen, patches: reopensPrevious ? previousPatches : [])
                if reopensPrevious { editedLiterals = previousLiterals; candidate?.reappliesLiterals = true }
                previousBinary = nil
                // The build before carries no patch: planned again from its own sources.
                hotReady = false
            } else {
                overlay.errors = ("The preview \(c.exitDescription) — fix it and save to rebuild", lines)
            }
            needsRedraw = true
        }
        return false
    }

    private func read(_ c: Child, isCurrent: Bool) {
        guard let link = c.link else { return }
        let messages: [PreviewLink.Message]
        do { messages = try link.receiveAll() } catch { return }
        if !messages.isEmpty && (c.frame == nil || (isCurrent && (!applying.isEmpty || awaitingFrame != nil))) {
            c.progressed = (HostClock.now(), c.process.cpuSeconds)
        }
        for m in messages {
            switch m {
            case let .hello(version, _, _, _, _):
                guard version == PreviewLink.protocolVersion else {
                    overlay.errors = ("The new build speaks preview link version \(version), this window \(PreviewLink.protocolVersion): quit and start run --watch again", [])
                    c.process.stop(quitWithin: 0)
                    continue
                }
                c.hello = true
                // The story to replay: the running preview's, as of now (input from here is queued).
                let restore = isCurrent ? nil : record.snapshot
                try? link.send(.start(.init(refreshRate: window.refreshRate, videoDriver: window.videoDriver,
                                            rendererName: window.rendererName, restore: restore, patches: c.patches)))
                // A relaunch of the running build: the literal values edited since it was built, again.
                if !c.patches.isEmpty || c.binary == current?.binary || c.reappliesLiterals {
                    for (file, values) in editedLiterals.sorted(by: { $0.key < $1.key }) {
                        try? link.send(.setLiterals(request: 0, file: file, values: values))
                    }
                }
            case let .image(id, width, height, pixels):
                try? c.decoder.addImage(id: id, width: width, height: height, pixels: pixels)
            case .releaseImages(let ids):
                c.decoder.release(ids)
            case .frame(let bytes):
                if let f = try? c.decoder.decode(bytes) { c.frame = f; c.newFrame = true }
                if isCurrent { firstFrameAfterApply() }
            case let .applied(request, error):
                if isCurrent { applied(request: request, error: error) }
            case .clipboard(let text):
                try? window.setClipboardText(text)
            case .session, .recorded, .status, .catalog:
                c.record.apply(m)
                if isCurrent { record.apply(m) }
            default: break
            }
        }
    }

    /// Asks every preview process to quit, gives them a second together, then kills each one's process
    /// group: no wait here is longer than that (a crashed preview whose backtracer stalled included).
    private func shutDown() {
        builder.cancel()
        job?.cancel()
        job = nil
        writeReloadTimes()
        let children = [candidate, current].compactMap({ $0 }) + retiring.map(\.child)
        for c in children { send(.quit, to: c) }
        let deadline = HostClock.now() + 1
        for c in children { c.process.stop(quitWithin: max(0, deadline - HostClock.now())) }
        candidate = nil; current = nil; retiring = []
        if !reloadTimes.isEmpty {
            WatchHost.log("reload times (save to screen): " + reloadTimes.map { String(format: "%.2f s", $0) }.joined(separator: ", "))
        }
    }

    // MARK: Watching and building

    private func serviceBuild(now: Double) throws {
        if let files = watcher.poll(now: now) {
            let firstSave = watcher.lastBurstStart ?? now
            if hot != nil {
                try hotSaves(files, firstSave: firstSave, now: now)
            } else if builder.isRunning {
                // Built as soon as the running build ends (whose result is still shown).
                let known = pendingChanges?.files ?? []
                pendingChanges = (pendingChanges?.firstSave ?? firstSave, known + files.filter { !known.contains($0) })
            } else {
                try startBuild(now: now, files: files, firstSave: firstSave)
            }
        }
        try serviceJob(now: now)
        guard let outcome = builder.finished(now: now) else { return }
        let savedAt = buildSave
        buildSave = nil
        needsRedraw = true
        if hot != nil, let reason = swiftBuildReason {
            // Patch reload: SwiftPM built the rest (a manifest, a new file, another target); the hot
            // module is built from the new plan and the preview restarts on it.
            swiftBuildReason = nil
            if outcome.succeeded {
                do { hot = try HotBuild(location: config.location, sessionFolder: folder) } catch {
                    WatchHost.log("patch reload unavailable (\(error)); every save rebuilds and restarts")
                    hot = nil
                }
                if hot != nil { startHotBuild(savedAt: savedAt, reason: reason, now: now); return }
            } else {
                overlay.errors = ("Build failed — the last good build keeps running", outcome.errors)
                overlay.status = .none
                WatchHost.log("build failed in \(String(format: "%.1f", outcome.seconds)) s:\n  " + outcome.errors.joined(separator: "\n  "))
                processWaitingSaves(now: now)
                return
            }
        }
        // The product is copied before the next build can touch it.
        var binary: URL?
        var copyFailure: Error?
        if outcome.succeeded && outcome.productChanged {
            do { binary = try copyBinary(from: config.location.productPath) } catch { copyFailure = error }
        }
        // Saves made during that build: the next build starts now, whatever this one gave.
        if let next = pendingChanges {
            pendingChanges = nil
            try startBuild(now: now, files: next.files, firstSave: next.firstSave)
        }
        if let copyFailure { throw copyFailure }
        if !outcome.succeeded && builder.isRunning {
            // Saves came during it (the compiler refuses a file that changed under it): the next build says.
            WatchHost.log("build failed in \(String(format: "%.1f", outcome.seconds)) s while files changed; building again")
            return
        }
        if !outcome.succeeded {
            overlay.errors = ("Build failed — the last good build keeps running", outcome.errors)
            if !builder.isRunning { overlay.status = .none }
            WatchHost.log("build failed in \(String(format: "%.1f", outcome.seconds)) s:\n  " + outcome.errors.joined(separator: "\n  "))
            return
        }
        overlay.errors = nil
        guard let binary else {
            if !builder.isRunning { overlay.status = .upToDate(at: now) }
            return
        }
        if let c = candidate { c.process.stop(quitWithin: 0); candidate = nil; queued.removeAll() }
        relaunches = 0
        candidate = try launch(binary)
        candidate?.savedAt = savedAt
        if !builder.isRunning { overlay.status = .launching }
        WatchHost.log("built in \(String(format: "%.1f", outcome.seconds)) s; starting the new build")
    }

    func startBuild(now: Double, files: [String], firstSave: Double) throws {
        try builder.start(now: now)
        buildSave = firstSave
        overlay.status = .rebuilding(since: now)
        needsRedraw = true
        let named = files.isEmpty ? "" : " after changes to \(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? " …" : "")"
        WatchHost.log("rebuilding\(named) (\(String(format: "%.2f", max(0, now - firstSave))) s after the first save)")
    }

    // MARK: Drawing

    /// Shows the current preview's newest frame with the overlay; returns whether it drew.
    private func draw(now: Double) -> Bool {
        if let c = current, c.newFrame, let f = c.frame {
            shown = f
            c.newFrame = false
            needsRedraw = true
        }
        guard needsRedraw || overlay.isAnimating(now: now) else { return false }
        needsRedraw = false
        let extra = context.perform { overlay.commands(size: config.size, now: now) }
        window.draw(shown.commands + extra, clear: shown.clear)
        // The preview may draw its next frame while this one waits for the display.
        send(.presented, to: current)
        window.present()
        return true
    }
}

