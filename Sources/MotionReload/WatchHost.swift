import Foundation
import MotionGeometry
import MotionRender
import MotionHost
import MotionLayers
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
        let process: Process
        var link: LinkConnection?
        let decoder = DrawListDecoder()
        var hello = false
        var frame: (commands: [DrawCommand], clear: CGColor)?
        var newFrame = false
        /// The story this process streamed (a candidate's is its replay of the one it was given).
        var record = ReplayRecord()
        let launched: Double
        private let lock = NSLock()
        private var errorText = ""

        init(binary: URL, process: Process, launched: Double) { self.binary = binary; self.process = process; self.launched = launched }

        func appendError(_ s: String) { lock.withLock { errorText += s; if errorText.count > 20_000 { errorText = String(errorText.suffix(10_000)) } } }
        var stderrText: String { lock.withLock { errorText } }

        /// How it ended, in words ("exited with status 3", "crashed (signal 4, illegal instruction)").
        var exitDescription: String {
            if process.terminationReason == .uncaughtSignal {
                let s = process.terminationStatus
                return "crashed (signal \(s)\(strsignal(s).map { ", " + String(cString: $0).lowercased() } ?? ""))"
            }
            return "exited with status \(process.terminationStatus)"
        }

        /// The lines of its standard error worth showing: Swift's `file:line: Fatal error: …`, or the last ones.
        func crashLines(package: String) -> [String] {
            let lines = stderrText.split(separator: "\n").map(String.init)
            var picked = lines.filter { $0.contains("Fatal error") || $0.contains("Precondition failed") || $0.contains("Assertion failed")
                || $0.hasPrefix("Error: ") || $0.contains("Program crashed") }
            if picked.isEmpty { picked = Array(lines.filter { !$0.hasPrefix("motionlab: window on") }.suffix(4)) }
            return picked.prefix(6).map { $0.replacingOccurrences(of: package + "/", with: "") }
        }
    }

    let config: Configuration
    let window: SDLWindow
    let folder: URL
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
    /// Host time of the save that started the current build (the reload's time counts from it).
    var saveTime: Double?
    var rebuildAgain = false
    var needsRedraw = true
    /// Replaced preview processes asked to quit, and when to stop waiting for them.
    var retiring: [(child: Child, deadline: Double)] = []
    /// Launch attempts since the last good frame (no endless crash loops).
    var relaunches = 0
    /// Save-to-screen seconds of each reload (printed for measurements).
    public private(set) var reloadTimes: [Double] = []

    public init(_ config: Configuration) throws {
        self.config = config
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-watch-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        listener = try LinkListener(path: folder.appendingPathComponent("link").path)
        watcher = try SourceWatcher(root: config.location.package)
        builder = PackageBuilder(location: config.location, swift: config.swift, logPath: folder.appendingPathComponent("build.log").path)
        try context.perform { try HostServices.install(screenScale: config.scale) }
        window = try SDLWindow(title: config.title, logicalSize: config.size, pixelScale: config.scale)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

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
        var ended: Int32 = 0
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
                saveTime = nil
                needsRedraw = true
                WatchHost.log("cannot reload: \(error)")
            }
            let drew = draw(now: now)
            if !drew {
                if let link = current?.link { _ = link.waitReadable(milliseconds: 4) } else { window.waitForEvents(milliseconds: 4) }
            }
        }
        shutDown()
        return ended
    }

    // MARK: Preview processes

    private func copyBinary(from source: URL) throws -> URL {
        buildNumber += 1
        let dir = folder.appendingPathComponent("build-\(buildNumber)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(config.location.product)
        try FileManager.default.copyItem(at: source, to: target)
        chmod(target.path, 0o755)
        // Keep the running build and the one before it; older copies go.
        for n in 1..<max(1, buildNumber - 2) { try? FileManager.default.removeItem(at: folder.appendingPathComponent("build-\(n)")) }
        return target
    }

    private func launch(_ binary: URL) throws -> Child {
        let p = Process()
        p.executableURL = binary
        p.arguments = config.childArguments
        var env = ProcessInfo.processInfo.environment
        env[PreviewLink.socketVariable] = listener.path
        // Resources beside the original product (the copy runs elsewhere).
        let resources = ResourceLocator.resourceDirectories()
        env["MOTIONLAB_RESOURCES"] = ([env["MOTIONLAB_RESOURCES"]].compactMap { $0 } + resources).joined(separator: ":")
        p.environment = env
        p.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        p.standardError = errors
        let child = Child(binary: binary, process: p, launched: HostClock.now())
        errors.fileHandleForReading.readabilityHandler = { [weak child] h in
            let data = h.availableData
            guard !data.isEmpty else { h.readabilityHandler = nil; return }
            FileHandle.standardError.write(data)
            child?.appendError(String(decoding: data, as: UTF8.self))
        }
        try p.run()
        return child
    }

    private func send(_ m: PreviewLink.Message, to child: Child?) {
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
                send(.quit, to: old)
                retiring.append((old, now + 2))
            }
            if !queued.isEmpty { send(.input(queued), to: current); queued = [] }
            if let t = saveTime {
                let seconds = now - t
                reloadTimes.append(seconds)
                overlay.status = .reloaded(seconds: seconds, at: now)
                WatchHost.log("reloaded in \(String(format: "%.2f", seconds)) s (save to first frame of the new build)")
                saveTime = nil
            } else {
                overlay.status = overlay.errors == nil ? .watching(folder: config.location.package.lastPathComponent, at: now) : .none
            }
            relaunches = 0
            needsRedraw = true
        }
        if let c = candidate, !c.process.isRunning {
            candidate = nil
            queued.removeAll()
            let lines = c.crashLines(package: config.location.package.path)
            overlay.errors = ("The new build \(c.exitDescription) — " + (current != nil ? "the last good build keeps running" : "no preview running"), lines)
            overlay.status = .none
            saveTime = nil
            WatchHost.log("the new build \(c.exitDescription) before its first frame; keeping the running preview")
            needsRedraw = true
            if current == nil, let previous = previousBinary, relaunches < 1 {
                relaunches += 1
                candidate = try launch(previous)
                overlay.status = .launching
            }
        }
        retiring.removeAll { r in
            guard r.child.process.isRunning else { return true }
            if now > r.deadline { r.child.process.terminate(); return true }
            return false
        }
        if let c = current, !c.process.isRunning {
            current = nil
            // Escape or Q in the preview (status 0), or the terminal's ^C reaching it too (130, 143, 129).
            if c.process.terminationReason == .exit && [0, 129, 130, 143].contains(c.process.terminationStatus) {
                return true
            }
            let lines = c.crashLines(package: config.location.package.path)
            WatchHost.log("the preview \(c.exitDescription)")
            if candidate == nil, relaunches < 1, let reopen = previousBinary ?? Optional(c.binary) {
                relaunches += 1
                overlay.errors = ("The preview \(c.exitDescription) — reopened the previous build", lines)
                candidate = try launch(reopen)
                previousBinary = nil
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
        for m in messages {
            switch m {
            case let .hello(version, _, _, _, _):
                guard version == PreviewLink.protocolVersion else {
                    overlay.errors = ("The new build speaks preview link version \(version), this window \(PreviewLink.protocolVersion): quit and start run --watch again", [])
                    c.process.terminate()
                    continue
                }
                c.hello = true
                // The story to replay: the running preview's, as of now (input from here is queued).
                let restore = isCurrent ? nil : record.snapshot
                try? link.send(.start(.init(refreshRate: window.refreshRate, videoDriver: window.videoDriver,
                                            rendererName: window.rendererName, restore: restore)))
            case let .image(id, width, height, pixels):
                try? c.decoder.addImage(id: id, width: width, height: height, pixels: pixels)
            case .releaseImages(let ids):
                c.decoder.release(ids)
            case .frame(let bytes):
                if let f = try? c.decoder.decode(bytes) { c.frame = f; c.newFrame = true }
            case .clipboard(let text):
                try? window.setClipboardText(text)
            case .session, .recorded, .status:
                c.record.apply(m)
                if isCurrent { record.apply(m) }
            default: break
            }
        }
    }

    private func stop(_ c: Child) {
        send(.quit, to: c)
        let deadline = Date().addingTimeInterval(1)
        while c.process.isRunning && Date() < deadline { usleep(5000) }
        if c.process.isRunning { c.process.terminate() }
    }

    private func shutDown() {
        builder.cancel()
        for c in [candidate, current].compactMap({ $0 }) + retiring.map(\.child) { stop(c) }
        if !reloadTimes.isEmpty {
            WatchHost.log("reload times (save to screen): " + reloadTimes.map { String(format: "%.2f s", $0) }.joined(separator: ", "))
        }
    }

    // MARK: Watching and building

    private func serviceBuild(now: Double) throws {
        if let files = watcher.poll(now: now) {
            if builder.isRunning {
                rebuildAgain = true
            } else {
                saveTime = saveTime ?? (watcher.pendingSince ?? now)
                try startBuild(now: now, files: files)
            }
            if saveTime == nil { saveTime = now }
        }
        guard let outcome = builder.finished(now: now) else { return }
        if rebuildAgain {
            rebuildAgain = false
            try startBuild(now: now, files: [])
            return
        }
        needsRedraw = true
        if !outcome.succeeded {
            overlay.errors = ("Build failed — the last good build keeps running", outcome.errors)
            overlay.status = .none
            saveTime = nil
            WatchHost.log("build failed in \(String(format: "%.1f", outcome.seconds)) s:\n  " + outcome.errors.joined(separator: "\n  "))
            return
        }
        overlay.errors = nil
        guard outcome.productChanged else {
            overlay.status = .upToDate(at: now)
            saveTime = nil
            return
        }
        if let c = candidate { c.process.terminate(); candidate = nil; queued.removeAll() }
        let binary = try copyBinary(from: config.location.productPath)
        relaunches = 0
        candidate = try launch(binary)
        overlay.status = .launching
        WatchHost.log("built in \(String(format: "%.1f", outcome.seconds)) s; starting the new build")
    }

    private func startBuild(now: Double, files: [String]) throws {
        try builder.start(now: now)
        overlay.status = .rebuilding(since: now)
        needsRedraw = true
        if !files.isEmpty { WatchHost.log("rebuilding after changes to \(files.prefix(3).joined(separator: ", "))\(files.count > 3 ? " …" : "")") }
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

