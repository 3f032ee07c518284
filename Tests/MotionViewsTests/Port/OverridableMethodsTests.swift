import XCTest
@testable import MotionViews

/// UIKit and Core Animation methods that public iOS code overrides (UIView.h, CALayer.h): they compile as
/// `override`s and the framework calls the overrides where UIKit does — the hierarchy methods, the
/// window callbacks around a move (`willMove(toWindow:)` before, `didMoveToWindow()` after, on the whole
/// subtree), `layoutSublayers(of:)` around the view's layout, alignment-rect insets, and a layer's
/// `hitTest(_:)`, `contains(_:)`, `add(_:forKey:)`, `preferredFrameSize()` and class
/// `defaultAction(forKey:)`, with `NSNull()` ending the action search.
final class OverridableMethodsTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationContext().makeCurrent()
    }

    final class Logged: UIView {
        var log: [String] = []
        var tag2 = ""
        override func addSubview(_ view: UIView) { log.append("addSubview"); super.addSubview(view) }
        override func removeFromSuperview() { log.append("removeFromSuperview"); super.removeFromSuperview() }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append("willMoveToWindow \(newWindow == nil ? "nil" : "w") now \(window == nil ? "nil" : "w")")
        }
        override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "w")") }
        override func layoutSublayers(of layer: CALayer) {
            log.append("layoutSublayers before")
            super.layoutSublayers(of: layer)
            log.append("layoutSublayers after")
        }
        override func layoutSubviews() { super.layoutSubviews(); log.append("layoutSubviews") }
        override func setNeedsLayout() { log.append("setNeedsLayout"); super.setNeedsLayout() }
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    }

    func testHierarchyAndWindowOverridesAreCalledInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.makeKeyAndVisible()
        let parent = Logged(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Logged(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        // (the framework's own setNeedsLayout calls go through the override too; left out here)
        func calls(_ v: Logged) -> [String] { v.log.filter { $0 != "setNeedsLayout" } }
        XCTAssertEqual(calls(parent), ["addSubview"], "no window yet: no window callbacks")
        XCTAssertEqual(calls(child), [])
        parent.log = []
        window.addSubview(parent)
        XCTAssertEqual(calls(parent), ["willMoveToWindow w now nil", "didMoveToWindow w"])
        XCTAssertEqual(calls(child), ["willMoveToWindow w now nil", "didMoveToWindow w"], "the whole subtree is told")
        parent.log = []; child.log = []

        window.layoutIfNeeded()
        XCTAssertEqual(parent.log.filter { $0.hasPrefix("layout") },
                       ["layoutSublayers before", "layoutSubviews", "layoutSublayers after"],
                       "the view's layout runs inside its layoutSublayers(of:)")
        parent.log = []; child.log = []

        child.removeFromSuperview()
        XCTAssertEqual(calls(child), ["removeFromSuperview", "willMoveToWindow nil now w", "didMoveToWindow nil"])
        parent.log = []
        parent.setNeedsLayout()
        XCTAssertEqual(parent.log, ["setNeedsLayout"])

        // Alignment rects follow the overridden insets (UIView.h): frame ↔ alignment rect round trip.
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let a = parent.alignmentRect(forFrame: frame)
        XCTAssertEqual(a, CGRect(x: 12, y: 21, width: 94, height: 46))
        XCTAssertEqual(parent.frame(forAlignmentRect: a), frame)
    }

    final class RoundLayer: CALayer {
        var added: [String] = []
        override func contains(_ p: CGPoint) -> Bool {
            let r = bounds.width / 2
            return hypot(p.x - bounds.midX, p.y - bounds.midY) <= r
        }
        override func hitTest(_ p: CGPoint) -> CALayer? {
            guard let local = superlayer.map({ convert(p, from: $0) }) else { return nil }
            return contains(local) ? self : nil
        }
        override func add(_ anim: CAAnimation, forKey key: String?) {
            added.append(key ?? "nil")
            super.add(anim, forKey: key)
        }
        override func preferredFrameSize() -> CGSize { CGSize(width: 44, height: 44) }
        override class func defaultAction(forKey event: String) -> CAAction? {
            if event == "contents" {
                let t = CATransition()
                t.type = .push
                return t
            }
            return super.defaultAction(forKey: event)
        }
    }

    func testLayerOverridesAreUsed() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let round = RoundLayer()
        round.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(round)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === round)
        XCTAssertTrue(root.hitTest(CGPoint(x: 5, y: 5)) === root, "the corner is outside the circle")
        XCTAssertEqual(round.preferredFrameSize(), CGSize(width: 44, height: 44))
        AnimationDriver.commit()   // shown: changes look for actions
        round.contents = CGImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        XCTAssertEqual(round.added, ["contents"], "the class's default action for contents ran through add(_:forKey:)")
        XCTAssertTrue(round.animation(forKey: "contents") is CATransition)
        round.opacity = 0.5
        XCTAssertEqual(round.added, ["contents", "opacity"], "nil from defaultAction(forKey:) keeps the implicit animation")

        // NSNull ends the search, in `actions` and from a delegate.
        round.actions = ["position": NSNull()]
        round.position = CGPoint(x: 120, y: 120)
        XCTAssertEqual(round.added, ["contents", "opacity"])
        final class Vetoing: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let veto = Vetoing()
        round.delegate = veto
        round.opacity = 1
        XCTAssertEqual(round.added, ["contents", "opacity"])
    }

    /// An app's view subclass declares `name` as it likes (UIView has no `name` on iOS: MotionLab's own,
    /// a forward to `layer.name`, made `var name: String?` and `let name = UILabel()` fail to compile);
    /// traces name a view's layer through `accessibilityIdentifier`.
    func testAViewSubclassOwnsItsName() {
        final class ProfileHeader: UIView {
            var name: String? { didSet { nameLabel.text = name } }
            let nameLabel = UILabel()
        }
        final class Row: UIView {
            let name = UILabel()
        }
        let header = ProfileHeader()
        header.name = "Ada"
        XCTAssertEqual(header.nameLabel.text, "Ada")
        XCTAssertNil(header.layer.name, "the app's property is its own")
        header.accessibilityIdentifier = "header"
        XCTAssertEqual(header.layer.name, "header")
        XCTAssertEqual(header.name, "Ada")
        XCTAssertNil(Row().name.text)
    }
}
