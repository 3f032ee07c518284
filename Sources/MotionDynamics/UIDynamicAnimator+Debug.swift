import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// UIKit's private debug switch, which iOS developers set with key-value coding
/// (`animator.setValue(true, forKey: "debugEnabled")`) to see the engine's shapes. Linux's NSObject has
/// no key-value coding, so the animator takes that key itself: while on, every body's collision shapes
/// (as Box2D has them) are outlined over the reference view, drawn where the items are shown.
extension UIDynamicAnimator {
    /// Sets "debugEnabled" (a Bool or NSNumber); other keys are ignored, as there are no others to set.
    public func setValue(_ value: Any?, forKey key: String) {
        guard key == "debugEnabled" else { return }
        let on = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
        debugEnabled = on
    }

    /// "debugEnabled" as an NSNumber; nil for other keys.
    public func value(forKey key: String) -> Any? {
        key == "debugEnabled" ? NSNumber(value: debugEnabled) : nil
    }

    /// The outlines' layer: the reference view's (a layout animator's collection view's) last sublayer
    /// while debugging is on (unnamed, so traces leave it out).
    func updateDebugLayer(poses: [(DynamicBody, BodyPose)]) {
        guard debugEnabled, let reference = debugHostView else {
            debugLayer?.removeFromSuperlayer()
            debugLayer = nil
            return
        }
        let layer: CAShapeLayer
        if let l = debugLayer { layer = l } else {
            layer = CAShapeLayer()
            layer.fillColor = nil
            layer.strokeColor = CGColor(red: 1, green: 0.2, blue: 0.3, alpha: 0.9)
            layer.lineWidth = 1
            debugLayer = layer
        }
        if layer.superlayer !== reference.layer || reference.layer.sublayers?.last !== layer {
            reference.layer.addSublayer(layer)
        }
        layer.frame = CGRect(origin: reference.bounds.origin, size: reference.bounds.size)
        let path = CGMutablePath()
        for (b, pose) in poses {
            let t = CGAffineTransform(rotationAngle: CGFloat(pose.angle))
                .concatenating(CGAffineTransform(translationX: CGFloat(pose.x) - reference.bounds.minX, y: CGFloat(pose.y) - reference.bounds.minY))
            for shape in b.shapes {
                switch shape {
                case .polygon(let points):
                    guard let first = points.first else { continue }
                    path.move(to: first.applying(t))
                    for p in points.dropFirst() { path.addLine(to: p.applying(t)) }
                    path.closeSubpath()
                case let .circle(center, radius):
                    let c = center.applying(t)
                    path.addEllipse(in: CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
                    // A spoke shows the rotation.
                    path.move(to: c)
                    path.addLine(to: CGPoint(x: radius, y: 0).applying(CGAffineTransform(rotationAngle: CGFloat(pose.angle))).applying(CGAffineTransform(translationX: c.x, y: c.y)))
                }
            }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.path = path
        CATransaction.commit()
    }
}
