import Foundation
import UIKit

/// The controls a scene shows (buttons, the basics' form …): every `UIControl` in the window with
/// its centre in window coordinates, so tests can press whatever a scene offers without knowing it.
enum SceneControls {
    static func centres(in window: UIWindow) -> [CGPoint] {
        var out: [CGPoint] = []
        func walk(_ v: UIView) {
            if v is UIControl, !v.isHidden {
                let c = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
                if c.x.isFinite, c.y.isFinite { out.append(c) }
            }
            for s in v.subviews { walk(s) }
        }
        walk(window)
        return out
    }
}
