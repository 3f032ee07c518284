import Foundation
import UIKit
import MotionRender
import MotionHost

/// A panel over the live window that takes its own keys and, while open, the pointer — the inspector
/// (I) is one; others (a literals panel) sit beside it the same way. The session offers each panel, in
/// order, the host keys, then the pointer events (a panel returns those it did not take), then asks
/// for its drawing on top of the scene.
protocol LivePanel: AnyObject {
    /// Whether it is shown (a reloaded preview reopens it).
    var isOpen: Bool { get }
    /// Handles one of the window's keys; returns whether it was this panel's.
    func handleKey(_ key: RunnerKey, runner: SceneRunner) -> Bool
    /// Takes the pointer events that are this panel's; returns the rest and whether it changed.
    func intercept(_ events: [InputEvent], runner: SceneRunner) -> (rest: [InputEvent], changed: Bool)
    /// Its drawing, in window points, kept above the bottom `bottomInset` points (the timeline).
    func commands(runner: SceneRunner, bottomInset: CGFloat) -> [DrawCommand]
}

extension LiveInspector: LivePanel {}
