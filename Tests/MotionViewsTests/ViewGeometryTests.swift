import XCTest
@testable import MotionViews

final class ViewGeometryTests: XCTestCase {
    func testFrameCenterBoundsInterplay() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        assertPoint(v.center, CGPoint(x: 60, y: 45))
        assertRect(v.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 100, y: 100)
        assertRect(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        // Changing the bounds' size grows the frame about the centre.
        v.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        assertRect(v.frame, CGRect(x: 0, y: 75, width: 200, height: 50))
        // The bounds' origin does not move the view.
        v.bounds.origin = CGPoint(x: 30, y: 40)
        assertRect(v.frame, CGRect(x: 0, y: 75, width: 200, height: 50))
    }

    func testTransformChangesFrameButNotBoundsOrCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        assertRect(v.bounds, CGRect(x: 0, y: 0, width: 200, height: 50))
        assertPoint(v.center, CGPoint(x: 110, y: 45))
        assertRect(v.frame, CGRect(x: 110 - 200, y: 45 - 50, width: 400, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        assertRect(v.frame, CGRect(x: 110 - 25, y: 45 - 100, width: 50, height: 200), accuracy: 1e-9)
        XCTAssertEqual(v.transform.b, 1, accuracy: 1e-12)
        XCTAssertEqual(v.layer.transform.m12, 1, accuracy: 1e-12)
        v.transform = .identity
        assertRect(v.frame, CGRect(x: 10, y: 20, width: 200, height: 50))
    }

    func testPropertiesLiveInTheLayer() {
        let v = UIView(frame: .zero)
        XCTAssertTrue(v.layer.delegate === v)
        v.alpha = 0.25
        XCTAssertEqual(v.layer.opacity, 0.25)
        v.clipsToBounds = true
        XCTAssertTrue(v.layer.masksToBounds)
        v.backgroundColor = .red
        XCTAssertEqual(v.layer.backgroundColor, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        v.isHidden = true
        XCTAssertTrue(v.layer.isHidden)
        v.layer.name = "card"
        XCTAssertEqual(v.layer.name, "card")
        v.contentMode = .scaleAspectFill
        XCTAssertEqual(v.layer.contentsGravity, .resizeAspectFill)
    }

    func testNoImplicitAnimationsOutsideBlocks() {
        let w = makeWindow()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        v.center = CGPoint(x: 100, y: 100)
        v.alpha = 0.5
        v.backgroundColor = .blue
        XCTAssertNil(v.layer.animationKeys())
        // A plain sublayer keeps Core Animation's implicit animations, once it has been on screen.
        let l = CALayer()
        v.layer.addSublayer(l)
        l.opacity = 0.5
        XCTAssertNil(l.animationKeys(), "new in this frame: nothing to animate from")
        AnimationDriver.commit()
        l.opacity = 0.25
        XCTAssertNotNil(l.animationKeys())
    }

    func testHierarchyKeepsLayersInStep() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        XCTAssertEqual(root.subviews.map { ObjectIdentifier($0) }, [a, c, b].map { ObjectIdentifier($0) })
        XCTAssertEqual(root.layer.sublayers!.map { ObjectIdentifier($0) }, [a, c, b].map { ObjectIdentifier($0.layer) })
        root.bringSubviewToFront(a)
        XCTAssertTrue(root.subviews.last === a)
        root.sendSubviewToBack(b)
        XCTAssertTrue(root.subviews.first === b)
        root.insertSubview(a, belowSubview: c)
        XCTAssertEqual(root.subviews.map { ObjectIdentifier($0) }, [b, a, c].map { ObjectIdentifier($0) })
        root.insertSubview(b, aboveSubview: c)
        XCTAssertEqual(root.subviews.map { ObjectIdentifier($0) }, [a, c, b].map { ObjectIdentifier($0) })
        XCTAssertEqual(root.layer.sublayers!.map { ObjectIdentifier($0) }, [a, c, b].map { ObjectIdentifier($0.layer) })
        // Moving to another superview removes it from the first.
        let other = UIView()
        other.addSubview(c)
        XCTAssertTrue(c.superview === other)
        XCTAssertEqual(root.subviews.count, 2)
        XCTAssertTrue(c.layer.superlayer === other.layer)
        c.removeFromSuperview()
        XCTAssertNil(c.superview)
        XCTAssertNil(c.layer.superlayer)
        b.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === b)
        XCTAssertNil(root.viewWithTag(8))
    }

    func testNonViewSublayersKeepTheirPlace() {
        let root = UIView(), a = UIView(), b = UIView()
        let decoration = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(decoration)
        root.addSubview(b)
        root.sendSubviewToBack(b)
        XCTAssertEqual(root.layer.sublayers!.map { ObjectIdentifier($0) },
                       [b.layer, a.layer, decoration].map { ObjectIdentifier($0) })
    }

    func testConvertThroughRotation() {
        let w = makeWindow()
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        w.addSubview(parent)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        // Parent-local (0,0) is (−100,−100) from the centre (200,200); a quarter turn maps (x,y) → (−y, x).
        assertPoint(child.convert(CGPoint.zero, to: nil), CGPoint(x: 300, y: 100), accuracy: 1e-9)
        assertPoint(child.convert(CGPoint(x: 10, y: 0), to: w), CGPoint(x: 300, y: 110), accuracy: 1e-9)
        assertPoint(child.convert(CGPoint(x: 300, y: 110), from: nil), CGPoint(x: 10, y: 0), accuracy: 1e-9)
        let r = child.convert(child.bounds, to: nil)
        assertRect(r, CGRect(x: 290, y: 100, width: 10, height: 10), accuracy: 1e-9)
    }

    func testConvertThroughScaleAndBoundsOrigin() {
        let w = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)   // frame (25, 25, 50, 50)
        w.addSubview(a)
        let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        b.bounds.origin = CGPoint(x: 0, y: 50)                  // scrolled down by 50
        w.addSubview(b)
        // a's (100,100) is window (75,75); b-local of window (75,75): (75−200, 75−0+50).
        assertPoint(a.convert(CGPoint(x: 100, y: 100), to: b), CGPoint(x: -125, y: 125), accuracy: 1e-9)
        assertPoint(b.convert(CGPoint(x: -125, y: 125), to: a), CGPoint(x: 100, y: 100), accuracy: 1e-9)
        assertRect(a.convert(a.bounds, to: nil), CGRect(x: 25, y: 25, width: 50, height: 50), accuracy: 1e-9)
    }

    func testLayoutPassCallsLayoutSubviewsOncePerChange() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let w = makeWindow()
        let v = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        w.layoutIfNeeded()
        XCTAssertEqual(v.count, 1)
        w.layoutIfNeeded()
        XCTAssertEqual(v.count, 1, "nothing changed")
        v.center = CGPoint(x: 50, y: 50)
        w.layoutIfNeeded()
        XCTAssertEqual(v.count, 1, "moving does not need layout")
        v.bounds.size = CGSize(width: 20, height: 10)
        v.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertEqual(v.count, 2, "a size change and setNeedsLayout coalesce into one pass")
    }

    func testSizeToFitKeepsOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let v = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        v.sizeToFit()
        assertRect(v.frame, CGRect(x: 5, y: 6, width: 42, height: 7))
    }

    func testColors() {
        let c = UIColor(hex: 0x336699)
        XCTAssertEqual(c.cgColor.red, 0x33 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(c.cgColor.blue, 0x99 / 255.0, accuracy: 1e-12)
        XCTAssertEqual(UIColor(hex: "#336699"), c)
        XCTAssertEqual(UIColor(hex: "#369"), c)
        XCTAssertNil(UIColor(hex: "#12345"))
        XCTAssertEqual(c.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        XCTAssertEqual(UIColor.gray.cgColor, CGColor(gray: 0.5, alpha: 1))
        XCTAssertEqual(UIColor(white: 1, alpha: 1), .white)
    }
}
