import UIKit

/// A wave redrawn every frame: `phase` moves with time, `draw(_:)` fills below a sine curve with a
/// vertical gradient (clipped to the wave) and strokes the crest.
final class WaveView: UIView {
    var phase: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    var amplitude: CGFloat = 14
    var wavelength: CGFloat = 160

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let wave = UIBezierPath()
        let mid = bounds.height * 0.45
        wave.move(to: CGPoint(x: 0, y: bounds.height))
        var x: CGFloat = 0
        while x <= bounds.width {
            wave.addLine(to: CGPoint(x: x, y: mid + amplitude * sin(2 * .pi * x / wavelength + phase)))
            x += 4
        }
        wave.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        wave.close()

        ctx.saveGState()
        wave.addClip()
        let colors = [UIColor(red: 0.3, green: 0.7, blue: 1, alpha: 1).cgColor, UIColor(red: 0.05, green: 0.2, blue: 0.6, alpha: 1).cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: mid - amplitude), end: CGPoint(x: 0, y: bounds.height), options: [])
        ctx.restoreGState()

        ctx.setStrokeColor(UIColor.white.withAlphaComponent(0.8).cgColor)
        ctx.setLineWidth(2)
        ctx.setLineJoin(.round)
        var first = true
        x = 0
        while x <= bounds.width {
            let p = CGPoint(x: x, y: mid + amplitude * sin(2 * .pi * x / wavelength + phase))
            if first { ctx.move(to: p); first = false } else { ctx.addLine(to: p) }
            x += 4
        }
        ctx.strokePath()
    }
}
