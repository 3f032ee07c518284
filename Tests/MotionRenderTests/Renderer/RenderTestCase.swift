import XCTest
import MotionLab
@testable import MotionRender

/// A fresh animation context on a virtual clock at `t0` and a 320×480 root layer whose bounds space is
/// the window's (identity transform), for draw-list tests without SDL.
class RenderTestCase: XCTestCase {
    let t0: CFTimeInterval = 100
    var context: AnimationContext!
    var root: CALayer!
    var renderer: LayerRenderer!

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    override func setUp() {
        super.setUp()
        context = AnimationContext(clock: MediaClock(now: t0))
        context.makeCurrent()
        root = CALayer()
        CATransaction.performWithoutAnimation {
            root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
            root.position = CGPoint(x: 160, y: 240)
        }
        renderer = LayerRenderer()
    }

    /// A layer at `frame` in `parent` (the root when nil), set up without implicit animations.
    @discardableResult
    func layer(_ frame: CGRect, _ color: CGColor? = nil, in parent: CALayer? = nil, name: String? = nil,
               _ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let l = CALayer()
        CATransaction.performWithoutAnimation {
            l.frame = frame
            l.backgroundColor = color
            l.name = name
            configure(l)
            (parent ?? root).addSublayer(l)
        }
        return l
    }

    /// Changes made now without implicit animations.
    func quietly(_ body: () -> Void) { CATransaction.performWithoutAnimation(body) }

    /// The draw list at t0 + dt (the driver ticked and committed there first).
    func draw(at dt: CFTimeInterval = 0) -> [DrawCommand] {
        AnimationDriver.shared.advance(to: t0 + dt)
        return renderer.render(root: root, at: t0 + dt)
    }

    /// A short name per command: fill, image, border, push, pop, begin, end, mask, blur.
    func kinds(_ commands: [DrawCommand]) -> [String] {
        commands.map {
            switch $0 {
            case .fill: return "fill"
            case .image: return "image"
            case .border: return "border"
            case .pushClip: return "push"
            case .popClip: return "pop"
            case .beginGroup: return "begin"
            case .endGroup: return "end"
            case .mask: return "mask"
            case .blur: return "blur"
            case .shadow: return "shadow"
            }
        }
    }

    /// Size and transform of a command that has them.
    func geometry(_ c: DrawCommand) -> (size: CGSize, transform: CATransform3D)? {
        switch c {
        case let .fill(s, t, _, _, _), let .image(_, s, t, _, _), let .border(s, t, _, _, _, _),
             let .pushClip(s, t), let .beginGroup(s, t, _), let .mask(_, s, t):
            return (s, t)
        case .popClip, .endGroup, .blur, .shadow:
            return nil
        }
    }

    /// Opacity of a command that has one.
    func opacity(_ c: DrawCommand) -> CGFloat? {
        switch c {
        case let .fill(_, _, _, _, o), let .image(_, _, _, o, _), let .border(_, _, _, _, _, o), let .beginGroup(_, _, o):
            return o
        default: return nil
        }
    }

    /// Colour of a fill.
    func fillColor(_ c: DrawCommand) -> CGColor? {
        if case let .fill(_, _, color, _, _) = c { return color }
        return nil
    }

    /// The image of the local rect (0, 0, size) under `t`, written out by hand (row vectors):
    /// x' = (x·m11 + y·m21 + m41) / w, y' = (x·m12 + y·m22 + m42) / w, w = x·m14 + y·m24 + m44.
    func corners(_ size: CGSize, _ t: CATransform3D) -> [CGPoint] {
        [(0, 0), (size.width, 0), (size.width, size.height), (0, size.height)].map { (x: CGFloat, y: CGFloat) in
            let w = x * t.m14 + y * t.m24 + t.m44
            return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
        }
    }

    /// The rect a command covers when its transform is axis-aligned.
    func rect(_ c: DrawCommand) -> CGRect? {
        guard let (size, t) = geometry(c) else { return nil }
        let p = corners(size, t)
        let xs = p.map(\.x), ys = p.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    func assertRect(_ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 1e-9, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let a = actual else { XCTFail("no rect \(message)", file: file, line: line); return }
        for (x, y, what) in [(a.minX, expected.minX, "minX"), (a.minY, expected.minY, "minY"),
                             (a.width, expected.width, "width"), (a.height, expected.height, "height")] {
            XCTAssertEqual(Double(x), Double(y), accuracy: Double(accuracy), "\(what) \(message): \(a) vs \(expected)", file: file, line: line)
        }
    }

    func assertPoint(_ a: CGPoint, _ b: CGPoint, accuracy: Double = 1e-9, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Double(a.x), Double(b.x), accuracy: accuracy, "x \(message): \(a) vs \(b)", file: file, line: line)
        XCTAssertEqual(Double(a.y), Double(b.y), accuracy: accuracy, "y \(message): \(a) vs \(b)", file: file, line: line)
    }
}
