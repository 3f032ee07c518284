import Foundation
import UIKit
import MotionRender
import MotionHost
import MotionInspector

/// The live window's inspector (key I): the panel of running animations over the preview. While it is
/// open, clicks go to it, not to the scene: a click on a row selects it (its Freeze and Solo buttons,
/// or F and X, hold it or let only it play); a click on the scene picks the topmost layer under the
/// pointer and shows its model and presentation values side by side. Closing it releases every hold.
/// The model (`AnimationInspector`, `AnimationHolds`, `LayerPicker`) and the drawing (`InspectorPanel`)
/// live in MotionInspector; this only routes the window's input to them.
final class LiveInspector {
    private(set) var isOpen = false
    private let panel = InspectorPanel()
    private let holds = AnimationHolds()
    private var list: [InspectedAnimation] = []
    private var selected: InspectedAnimation.ID?
    private weak var picked: CALayer?
    /// A press that began on the panel or picked a layer: its moves and release are the inspector's too.
    private var capturing = false

    /// I, F, X, Tab. Returns whether the key was the inspector's.
    func handleKey(_ key: RunnerKey, runner: SceneRunner) -> Bool {
        switch key {
        case .inspector:
            isOpen.toggle()
            if !isOpen {
                holds.releaseAll(context: runner.context)
                picked = nil
            }
            runner.show(notice: isOpen ? "Inspector: click a row or a layer" : "Inspector closed")
            return true
        case .freeze, .solo, .nextAnimation:
            guard isOpen else { runner.show(notice: "I opens the inspector"); return true }
            refresh(runner)
            if key == .nextAnimation {
                guard !list.isEmpty else { return true }
                let i = selectedIndex.map { ($0 + 1) % list.count } ?? 0
                selected = list[i].id
                return true
            }
            guard let i = selectedIndex else { runner.show(notice: "Select an animation first (click its row, or Tab)"); return true }
            apply(key == .freeze ? .freeze(i) : .solo(i), runner: runner)
            return true
        default:
            return false
        }
    }

    /// Takes the pointer events that belong to the inspector while it is open; returns the rest.
    func intercept(_ events: [InputEvent], runner: SceneRunner) -> (rest: [InputEvent], changed: Bool) {
        guard isOpen else { return (events, false) }
        var rest: [InputEvent] = []
        var changed = false
        for e in events {
            switch e {
            case .mouseDown(let p):
                capturing = true
                changed = true
                if let hit = panel.hit(at: p) {
                    apply(hit, runner: runner)
                } else {
                    picked = LayerPicker.layer(at: p, in: runner.rootLayer, context: runner.context)
                    if picked == nil { runner.show(notice: "No layer under the pointer") }
                }
            case .mouseMove where capturing: break
            case .mouseUp where capturing: capturing = false
            default: rest.append(e)
            }
        }
        return (rest, changed)
    }

    private var selectedIndex: Int? { selected.flatMap { id in list.firstIndex { $0.id == id } } }

    private func apply(_ hit: InspectorPanel.Hit, runner: SceneRunner) {
        switch hit {
        case .row(let i) where list.indices.contains(i):
            selected = list[i].id
        case .freeze(let i) where list.indices.contains(i):
            selected = list[i].id
            guard let layer = layer(for: list[i].id, runner: runner) else { return }
            let on = holds.toggleFreeze(list[i].id, layer: layer, context: runner.context)
            runner.show(notice: on ? "Frozen: \(list[i].layer) \(list[i].keyPath)" : "Resumed: \(list[i].layer) \(list[i].keyPath)")
        case .solo(let i) where list.indices.contains(i):
            selected = list[i].id
            let on = holds.toggleSolo(list[i].id, root: runner.rootLayer, context: runner.context)
            runner.show(notice: on ? "Solo: only \(list[i].layer) \(list[i].keyPath) plays" : "Solo ended")
        case .closePick:
            picked = nil
        default:
            break
        }
        refresh(runner)
    }

    private func layer(for id: InspectedAnimation.ID, runner: SceneRunner) -> CALayer? {
        var found: CALayer?
        runner.context.perform {
            func visit(_ l: CALayer) {
                if ObjectIdentifier(l) == id.layer { found = l; return }
                for s in l.sublayers ?? [] where found == nil { visit(s) }
            }
            visit(runner.rootLayer)
        }
        return found
    }

    private func refresh(_ runner: SceneRunner) {
        holds.update(root: runner.rootLayer, context: runner.context)
        list = AnimationInspector.animations(in: runner.rootLayer, context: runner.context, sceneStart: runner.sceneStart)
    }

    /// The panel, above the timeline bar when that is shown.
    func commands(runner: SceneRunner, bottomInset: CGFloat) -> [DrawCommand] {
        guard isOpen else { return [] }
        refresh(runner)
        var pick: (title: String, rows: [LayerPicker.Row])?
        if let p = picked {
            pick = (LayerPicker.title(of: p, root: runner.rootLayer), LayerPicker.comparison(of: p, context: runner.context))
        }
        let content = InspectorPanel.Content(animations: list, selected: selectedIndex, soloed: holds.soloed, picked: pick)
        var size = runner.preview.size
        size.height -= bottomInset
        return panel.commands(content, size: size)
    }
}
