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
            class Wave: CAShapeLayer {
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
}
