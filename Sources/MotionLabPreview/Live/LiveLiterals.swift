import Foundation
import UIKit
import MotionRender
import MotionLiterals
import MotionLiteralTuning
import MotionOutput
import MotionHost

/// The live window's literals panel (key L): the running preview's tunable literals (`PreviewLiterals`),
/// one selected with ↑↓ (or a click) and nudged with ←→ (Shift: ten steps) — the preview is then
/// rebuilt and replayed to the same scene time with the new value, as the timeline does —, Backspace
/// for the value in the file, and W (open or not) to write every tuned literal back into its file
/// (`LiteralWriter`: only those characters; a file changed since the build is refused), saying which
/// files were written or why not. The curve panel (C) follows the selected literal (`LiteralCurves`).
final class LiveLiterals {
    private(set) var isOpen = false
    private let panel = LiteralsPanel()
    private var selectedID: String?
    /// Literals whose code ran in this preview (the lookups record it while the window runs).
    private var ran: Set<String> = []
    /// The preview's own types (its view controller's class chain, its views'): their files' literals
    /// are listed before any of them ran.
    private var ownTypes: Set<String> = []
    private var ownTypesFor: (preview: String, start: Double)?
    private var status: String?
    private var capturing = false
    /// Asks the session to rebuild the preview and replay it to the same scene time after this frame.
    var requestReplay: () -> Void = {}
    /// Whether Shift is held (coarse nudges).
    var shiftHeld: () -> Bool = { false }

    init() {
        // Every lookup of the window's preview notes its literal (a set insertion: nothing to notice
        // in a frame), so the panel lists what this preview uses.
        DesignTimeLiterals.isRecordingUse = true
    }

    /// The literal being tuned, while the panel is open (the curve panel shows its curve).
    var tunedSite: LiteralSite? {
        guard isOpen, let id = selectedID else { return nil }
        return LiteralRegistry.site(id: id)
    }

    /// The value a literal plays with now.
    static func value(of site: LiteralSite) -> Double { DesignTimeLiterals.override(of: site) ?? site.value }

    func handleKey(_ key: RunnerKey, runner: SceneRunner) -> Bool {
        switch key {
        case .literals:
            isOpen.toggle()
            if isOpen {
                let rows = sites(runner)
                if selectedID == nil || !rows.contains(where: { $0.id == selectedID }) {
                    // The literal being tuned, if one is (a reloaded preview reopens the panel on it).
                    selectedID = (rows.first { Self.value(of: $0) != $0.value } ?? rows.first)?.id
                }
                runner.show(notice: rows.isEmpty ? "No tunable literals in this preview" : "Literals: ↑↓ pick, ←→ nudge, W write")
            } else {
                runner.show(notice: "Literals closed")
            }
            return true
        case .writeLiterals:
            write(runner)
            return true
        case .previousLiteral, .nextLiteral:
            guard isOpen else { return false }
            let rows = sites(runner)
            guard !rows.isEmpty else { return true }
            let i = rows.firstIndex { $0.id == selectedID } ?? -1
            let next = key == .nextLiteral ? min(i + 1, rows.count - 1) : max(i - 1, 0)
            selectedID = rows[next].id
            return true
        case .decreaseLiteral, .increaseLiteral:
            guard isOpen else { return false }
            guard let site = tunedSite else { runner.show(notice: "No literal selected"); return true }
            let now = Self.value(of: site)
            let steps = site.parameter.steps(around: now)
            let step = shiftHeld() ? steps.coarse : steps.fine
            let new = site.parameter.nudge(now, by: key == .increaseLiteral ? step : -step, step: steps.fine)
            guard new != now else { runner.show(notice: "\(site.label) is at the end of its range \(site.rangeText ?? "")"); return true }
            tune(site, to: new, runner: runner)
            return true
        case .restoreLiteral:
            guard isOpen else { return false }
            guard let site = tunedSite else { return true }
            if LiteralRegistry.wasWritten(site.file) {
                // The file holds a written value the running build has not compiled: keep playing it.
                tune(site, to: site.value, runner: runner)
            } else {
                DesignTimeLiterals.removeOverride(id: site.id)
                runner.show(notice: "\(site.label) = \(site.text) (as written)")
                requestReplay()
            }
            return true
        default:
            return false
        }
    }

    private func tune(_ site: LiteralSite, to value: Double, runner: SceneRunner) {
        do {
            try DesignTimeLiterals.set(site.id, to: value)
            runner.show(notice: "\(site.label) = \(LiteralNumber.text(value))")
            status = nil
            requestReplay()
        } catch {
            runner.show(notice: "\(error)")
        }
    }

    /// W: every tuned literal (an override that differs from its file's text) written back.
    private func write(_ runner: SceneRunner) {
        let changes = DesignTimeLiterals.overrides.compactMap { id, value -> (site: LiteralSite, value: Double)? in
            guard let site = LiteralRegistry.site(id: id), value != site.value else { return nil }
            return (site, value)
        }.sorted { $0.site.id < $1.site.id }
        guard !changes.isEmpty else {
            report("Nothing to write: no literal is tuned", runner)
            return
        }
        do {
            let written = try LiteralWriter.write(changes)
            let files = written.map { $0.file.path.split(separator: "/").last.map(String.init) ?? $0.file.path }
            report("Wrote \(files.joined(separator: ", ")) (\(changes.count) literal\(changes.count == 1 ? "" : "s"))", runner)
            for w in written { StandardError.write("\(PreviewApp.programName): wrote \(ErrorText.quotedName(w.file.displayPath)) (\(w.summary))") }
        } catch let e as LiteralError {
            report("Not written: \(ErrorText.describe(LiteralWriter.outputError(e)))", runner)
        } catch {
            report("Not written: \(ErrorText.describe(error))", runner)
        }
    }

    private func report(_ text: String, _ runner: SceneRunner) {
        status = text
        runner.show(notice: text)
        if !text.hasPrefix("Wrote") { StandardError.write("\(PreviewApp.programName): \(ErrorText.line(text))") }
    }

    /// Clicks on the panel select a row; the rest go to the scene.
    func intercept(_ events: [InputEvent], runner: SceneRunner) -> (rest: [InputEvent], changed: Bool) {
        guard isOpen else { return (events, false) }
        var rest: [InputEvent] = []
        var changed = false
        for e in events {
            switch e {
            case .mouseDown(let p):
                guard let hit = panel.hit(at: p) else { rest.append(e); continue }
                capturing = true
                changed = true
                let rows = sites(runner)
                if let i = hit, rows.indices.contains(i) { selectedID = rows[i].id }
            case .mouseMove where capturing: break
            case .mouseUp where capturing: capturing = false
            default: rest.append(e)
            }
        }
        return (rest, changed)
    }

    func commands(runner: SceneRunner, bottomInset: CGFloat) -> [DrawCommand] {
        let used = DesignTimeLiterals.takeUsedIDs()
        notePreview(runner)
        ran.formUnion(used)
        guard isOpen else { return [] }
        let list = sites(runner)
        let rows = list.map { s in
            LiteralsPanel.Row(site: s, value: Self.value(of: s), isTuned: Self.value(of: s) != s.value, hasRun: ran.contains(s.id))
        }
        let all = LiteralRegistry.sites
        let empty = all.isEmpty
            ? "No tunable literals: the numbers of animation calls in files compiled through the MotionLabPort plugin are."
            : "No literal of this preview's files has run yet (\(all.count) in the app: list --literals)."
        let content = LiteralsPanel.Content(title: "Literals · \(runner.preview.name)", rows: rows,
                                            selected: list.firstIndex { $0.id == selectedID }, status: status, emptyText: empty)
        var size = runner.preview.size
        size.height -= bottomInset
        return panel.commands(content, size: size)
    }

    private func sites(_ runner: SceneRunner) -> [LiteralSite] {
        notePreview(runner)
        let tuned = Set(DesignTimeLiterals.overrides.keys)
        return PreviewLiterals.sites(all: LiteralRegistry.sites, ownTypes: ownTypes, ran: ran, tuned: tuned)
    }

    /// A new preview (switched, or rebuilt from scratch by R) starts its own record of literals run;
    /// a replay (a nudge, the timeline) keeps it.
    private func notePreview(_ runner: SceneRunner) {
        guard ownTypesFor?.preview != runner.preview.name || ownTypesFor == nil else {
            if ownTypesFor?.start != runner.sceneStart { ownTypes.formUnion(Self.types(runner)); ownTypesFor?.start = runner.sceneStart }
            return
        }
        ran = []
        ownTypes = Self.types(runner)
        ownTypesFor = (runner.preview.name, runner.sceneStart)
    }

    /// The class names (with superclasses) of the preview's content and of every view in its window.
    private static func types(_ runner: SceneRunner) -> Set<String> {
        var names = Set<String>()
        func add(_ object: Any) {
            var mirror: Mirror? = Mirror(reflecting: object)
            while let m = mirror {
                names.insert(String(describing: m.subjectType))
                mirror = m.superclassMirror
            }
        }
        runner.context.perform {
            if let content = runner.content { add(content) }
            if let vc = (runner.content as? ViewControllerContent)?.viewController { add(vc) }
            func visit(_ v: UIView) { add(v); v.subviews.forEach(visit) }
            visit(runner.window)
        }
        return names
    }
}

extension LiveLiterals: LivePanel {}
