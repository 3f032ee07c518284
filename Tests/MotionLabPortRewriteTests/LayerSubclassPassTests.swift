import XCTest
@testable import MotionLabPortRewrite

/// A `CALayer` subclass's custom animatable property and initialisers, as iOS code writes them, become
/// a property over the layer's key-value storage and `required` initialisers.
final class LayerSubclassPassTests: XCTestCase {
    func testManagedAndObjCDynamicPropertiesBecomeKeyValueProperties() {
        assertRewrite("""
            class RingLayer: CALayer {
                @NSManaged var progress: CGFloat
                @objc dynamic var lineWidth: CGFloat = 4
                public dynamic var plain = 1
                @objc var length: CGFloat = 0
                var color: UIColor = .red
                override init() { super.init() }
                override init(layer: Any) {
                    super.init(layer: layer)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override class func needsDisplay(forKey key: String) -> Bool {
                    key == #keyPath(progress) || super.needsDisplay(forKey: key)
                }
            }
            """, """
            class RingLayer: CALayer {
                var progress: CGFloat { get { managedValue(forKey: "progress") } set { setValue(newValue, forKey: "progress") } }
                var lineWidth: CGFloat { get { managedValue(forKey: "lineWidth", default: 4) } set { setValue(newValue, forKey: "lineWidth") } }
                public dynamic var plain = 1
                var length: CGFloat { get { managedValue(forKey: "length", default: 0) } set { setValue(newValue, forKey: "length") } }
                var color: UIColor = .red
                required init() { super.init() }
                required init(layer: Any) {
                    super.init(layer: layer)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                override class func needsDisplay(forKey key: String) -> Bool {
                    key == "progress" || super.needsDisplay(forKey: key)
                }
            }
            """)
    }

    func testOnlyLayerSubclassesAndLeavesWhatItCannotTypeAsWritten() {
        assertRewrite("""
            class Card: UIView {
                @objc dynamic var angle: CGFloat = 0
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Wave: CAShapeLayer {
                @NSManaged var phase: Double
                override init(layer: Any) { super.init(layer: layer) }
            }
            """, """
            class Card: UIView {
                dynamic var angle: CGFloat = 0
                override init(frame: CGRect) { super.init(frame: frame) }
            }
            class Wave: CAShapeLayer { required init() { super.init() }
                var phase: Double { get { managedValue(forKey: "phase") } set { setValue(newValue, forKey: "phase") } }
                required init(layer: Any) { super.init(layer: layer) }
            }
            """)
        let r = PortRewrite.rewrite("""
            class Pulse: CALayer {
                @NSManaged var scale
            }
            """, fileName: "P.swift", layout: .edit)
        XCTAssertTrue(r.leftAsWritten.contains { $0.detail.contains("type annotation") }, "\\(r.changes)")
    }

    /// A layer class with an initialiser of its own (`init(frame:)`, `init(radius:)`) — which on iOS needs
    /// neither `init()` nor `init(layer:)` — gets the missing ones, required here, after its `{` on that
    /// line: calling super when its stored properties all start with a value, else trapping with iOS's
    /// message for an initialiser a class lacks. A class with no initialiser of its own inherits them.
    func testALayerWithItsOwnInitialiserGetsTheRequiredOnes() {
        assertRewrite("""
            class SpinnerLayer: CAShapeLayer { // the spinner
                var color = UIColor.white { didSet { strokeColor = color.cgColor } }
                var label: String?
                init(frame: CGRect) {
                    super.init()
                    self.frame = frame
                }
                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class Pulse: CALayer {
                override init() { super.init() }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Badge: CALayer {
                let radius: CGFloat
                init(radius: CGFloat) { self.radius = radius; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: CALayer {
                var x: CGFloat = 0
                convenience init(x: CGFloat) { self.init(); self.x = x }
            }
            """, """
            class SpinnerLayer: CAShapeLayer { required init() { super.init() }; required init(layer: Any) { super.init(layer: layer) } // the spinner
                var color = UIColor.white { didSet { strokeColor = color.cgColor } }
                var label: String?
                init(frame: CGRect) {
                    super.init()
                    self.frame = frame
                }
                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class Pulse: CALayer { required init(layer: Any) { super.init(layer: layer) }
                required init() { super.init() }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Badge: CALayer { required init() { fatalError("Use of unimplemented initializer 'init()' for class 'Badge'") }; required init(layer: Any) { fatalError("Use of unimplemented initializer 'init(layer:)' for class 'Badge'") }
                let radius: CGFloat
                init(radius: CGFloat) { self.radius = radius; super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Plain: CALayer {
                var x: CGFloat = 0
                convenience init(x: CGFloat) { self.init(); self.x = x }
            }
            """)
        let r = PortRewrite.rewrite("class L: CALayer {\n    init(a: Int) { super.init() }\n}\n", fileName: "L.swift", layout: .edit)
        XCTAssertEqual(r.summary, "1 other rewrite (layers, lists, previews)")
        XCTAssertEqual(r.text.components(separatedBy: "\n").count, 4, "no line added")
    }
}
