import XCTest
@testable import MotionViews

/// The classic Auto Layout cases, each solved by hand.
final class LayoutTests: AutoLayoutTestCase {
    func testPinnedEdges() {
        let v = box("v")
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
        ])
        XCTAssertEqual(v.frame, .zero, "activating does not lay out")
        layout()
        XCTAssertEqual(v.frame, CGRect(x: 20, y: 40, width: 270, height: 478))
        XCTAssertFalse(v.hasAmbiguousLayout)
        XCTAssertEqual(root.constraints.count, 4, "installed on the common ancestor")
        XCTAssertTrue(reports.isEmpty, "\(reports)")
    }

    func testCentringWithFixedSize() {
        let v = box("v")
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 60),
        ])
        layout()
        XCTAssertEqual(v.frame, CGRect(x: 110, y: 244, width: 100, height: 60))
        XCTAssertEqual(v.center, CGPoint(x: 160, y: 274))
    }

    func testAspectRatioAndMultiplier() {
        let v = box("v")
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
        ])
        layout()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 160, height: 90))
        // The older initialiser, with a multiplier and a constant.
        let w = box("w")
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: w, attribute: .leading, relatedBy: .equal, toItem: v, attribute: .trailing, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: w, attribute: .top, relatedBy: .equal, toItem: v, attribute: .bottom, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: w, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: w, attribute: .height, relatedBy: .equal, toItem: v, attribute: .height, multiplier: 2, constant: 5),
        ])
        layout()
        XCTAssertEqual(w.frame, CGRect(x: 170, y: 90, width: 50, height: 185))
    }

    func testInequalitiesWithPriorities() {
        let v = box("v")
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
        ])
        let wide = v.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        let narrow = v.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        NSLayoutConstraint.activate([wide, narrow])
        layout()
        XCTAssertEqual(v.frame.width, 200, "the required maximum wins; then the higher priority gets closest")
        wide.priority = UILayoutPriority(100)
        layout()
        XCTAssertEqual(v.frame.width, 50, "priorities changed in place")
    }

    /// Many constraints at a low priority never outweigh one at a higher priority.
    func testManyLowPrioritiesNeverOutweighOneHigher() {
        let v = box("v")
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        let one = v.widthAnchor.constraint(equalToConstant: 100)
        one.priority = UILayoutPriority(251)
        one.isActive = true
        for _ in 0..<1000 {
            let c = v.widthAnchor.constraint(equalToConstant: 300)
            c.priority = .defaultLow
            c.isActive = true
        }
        layout()
        XCTAssertEqual(v.frame.width, 100)
    }

    /// Two labels in a row: the one with the lower hugging priority stretches, the one with the
    /// lower compression resistance gives way when there is not enough room.
    func testHuggingVersusCompressionBetweenTwoLabels() {
        let a = label("name")          // 4 glyphs × 10 = 40 wide, 25 tall
        let b = label("value")         // 50 wide
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        layout()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 240, height: 25), "a hugs less: it stretches")
        XCTAssertEqual(b.frame, CGRect(x: 260, y: 0, width: 50, height: 25))
        // Too little room: 300 − 30 = 270 for 300 points of text wanted... make the texts long.
        a.text = String(repeating: "a", count: 20)     // 200
        b.text = String(repeating: "b", count: 15)     // 150
        a.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        layout()
        XCTAssertEqual(b.frame.width, 150, "b resists compression more")
        XCTAssertEqual(a.frame.width, 320 - 30 - 150, "a gives way")
        XCTAssertTrue(reports.isEmpty, "\(reports)")
    }

    func testSafeAreaAndMarginsGuides() {
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let v = box("v", in: controller.view)
        let w = box("w", in: controller.view)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            v.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            w.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            w.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            w.widthAnchor.constraint(equalToConstant: 10),
            w.heightAnchor.constraint(equalToConstant: 10),
        ])
        layout()
        // A view controller's view: margins 16 leading and trailing (iPhone), 0 top and bottom,
        // measured from the safe area.
        XCTAssertEqual(v.frame, CGRect(x: 16, y: 44, width: 288, height: 568 - 44 - 34))
        XCTAssertEqual(w.frame.minY, 44)
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 320, height: 490))
        // The insets change: the guide follows at the next layout pass.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        layout()
        XCTAssertEqual(v.frame, CGRect(x: 16, y: 20, width: 288, height: 548))
    }

    func testStackViewAroundAndInsideConstraints() {
        let a = label("one"), b = label("three")
        let fixed = UIView()
        fixed.translatesAutoresizingMaskIntoConstraints = false
        fixed.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let stack = UIStackView(arrangedSubviews: [a, fixed, b])
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        fixed.widthAnchor.constraint(equalToConstant: 70).isActive = true
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        layout()
        XCTAssertEqual(stack.frame, CGRect(x: 10, y: 20, width: 70, height: 25 + 5 + 40 + 5 + 25), "sized by what it arranges")
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 30, height: 25))
        XCTAssertEqual(fixed.frame, CGRect(x: 0, y: 30, width: 70, height: 40), "an arranged view sized by its own constraints")
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 75, width: 50, height: 25))
        // A view below the stack follows it.
        let below = box("below")
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        layout()
        XCTAssertEqual(below.frame.minY, 20 + 100 + 8)
        b.isHidden = true
        layout()
        XCTAssertEqual(stack.frame.height, 25 + 5 + 40, "a hidden arranged view takes no space")
        XCTAssertEqual(below.frame.minY, 20 + 70 + 8)
    }

    func testScrollContentSizedByConstraints() {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = box("content", in: scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        layout()
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 320, height: 568))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 320, height: 1500))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1500))
        // The legacy form: content pinned to the scroll view's own edges means its content area.
        let scroll2 = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(scroll2)
        let inner = box("inner", in: scroll2)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: scroll2.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: scroll2.trailingAnchor),
            inner.topAnchor.constraint(equalTo: scroll2.topAnchor),
            inner.bottomAnchor.constraint(equalTo: scroll2.bottomAnchor),
            inner.widthAnchor.constraint(equalToConstant: 600),
            inner.heightAnchor.constraint(equalTo: scroll2.heightAnchor),
        ])
        layout()
        XCTAssertEqual(scroll2.contentSize, CGSize(width: 600, height: 100))
    }

    func testVisualFormatLanguage() {
        let a = box("a"), b = box("b")
        let views = ["a": a, "b": b]
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(==side)]-(>=10)-[b(==a@750)]-20-|", options: [.alignAllCenterY],
                                                metrics: ["side": 60], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[a(40)]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(cs)
        layout()
        XCTAssertEqual(a.frame, CGRect(x: 8, y: 30, width: 60, height: 40), "| - uses the superview's 8-point margin")
        XCTAssertEqual(b.frame, CGRect(x: 240, y: 30, width: 60, height: 40))
        XCTAssertTrue(reports.isEmpty, "\(reports)")
        XCTAssertTrue(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[nope]", metrics: nil, views: views).isEmpty)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].contains("nope is not a key in the views dictionary"), reports[0])
    }

    func testFirstBaselinesAlign() {
        let small = label("small", size: 10), big = label("big", size: 40)
        NSLayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        layout()
        // Baseline = top + ascender (text fills the label's height here).
        let bigBaseline = 100 + 40 * 0.928
        XCTAssertEqual(Double(small.frame.minY), (bigBaseline - 10 * 0.928 + 0.25).rounded(.down) == 0 ? 0 : Double(small.frame.minY))
        XCTAssertEqual(Double(small.frame.minY) + 10 * 0.928, bigBaseline, accuracy: 0.5, "aligned to the pixel")
    }

    func testSystemLayoutSizeFitting() {
        let card = UIView()
        let title = label("title text", in: card)
        let body = box("body", in: card)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            body.heightAnchor.constraint(equalToConstant: 44),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize),
                       CGSize(width: 100 + 32, height: 12 + 25 + 8 + 44 + 12))
        XCTAssertEqual(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 300, height: 101))
    }

    func testAmbiguity() {
        let v = box("v")
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        v.widthAnchor.constraint(equalToConstant: 10).isActive = true
        layout()
        XCTAssertTrue(v.hasAmbiguousLayout, "no vertical position or height")
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        layout()
        XCTAssertFalse(v.hasAmbiguousLayout)
    }

    func testUnsatisfiableIsReportedAndOneConstraintBroken() {
        let v = box("v")
        let w1 = v.widthAnchor.constraint(equalToConstant: 100)
        w1.identifier = "card-width"
        let w2 = v.widthAnchor.constraint(equalToConstant: 200)
        w2.identifier = "card-wider"
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10), w1, w2,
        ])
        layout()
        XCTAssertEqual(reports.count, 1, "\(reports)")
        XCTAssertTrue(reports[0].contains("Unable to simultaneously satisfy constraints"))
        XCTAssertTrue(reports[0].contains("card-width"))
        XCTAssertTrue(reports[0].contains("Will attempt to recover by breaking constraint"))
        XCTAssertTrue(reports[0].hasSuffix("\(w2)") || reports[0].contains("'card-wider'"))
        XCTAssertEqual(v.frame.width, 100, "the constraint added last is broken")
        XCTAssertTrue(w2.isActive, "broken, not deactivated (as in UIKit)")
        w1.isActive = false
        w2.isActive = false
        w2.isActive = true
        layout()
        XCTAssertEqual(v.frame.width, 200)
    }

    func testRefusals() {
        let v = box("v")
        let stranger = UIView()
        let c = v.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(reports.last?.contains("because they have no common ancestor") == true, "\(reports)")
        let invalid = NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                         multiplier: 1, constant: 20)
        XCTAssertTrue(reports.last?.contains("Location attributes must be specified in pairs") == true)
        invalid.isActive = true
        XCTAssertFalse(invalid.isActive)
        let p = v.widthAnchor.constraint(equalToConstant: 10)
        p.isActive = true
        p.priority = .defaultHigh
        XCTAssertEqual(p.priority, .required, "required → optional refused on an active constraint")
        XCTAssertTrue(reports.last?.contains("Mutating a priority from required to not") == true)
        p.constant = .nan
        XCTAssertEqual(p.constant, 10)
        p.constant = 1e12
        XCTAssertEqual(p.constant, LayoutDiagnostics.maximumConstant)
        layout()
        XCTAssertTrue(v.frame.width.isFinite)
    }

    func testRemovingAViewRemovesItsConstraintsToOutside() {
        let container = box("container")
        let child = box("child", in: container)
        let inner = child.widthAnchor.constraint(equalTo: container.widthAnchor)
        let crossing = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let outside = container.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([inner, crossing, outside])
        XCTAssertTrue(crossing.isActive)
        child.removeFromSuperview()
        XCTAssertFalse(crossing.isActive, "a constraint to a view outside the removed subtree is deactivated")
        XCTAssertFalse(inner.isActive, "it named the container, which stays")
        container.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        let kept = child.widthAnchor.constraint(equalToConstant: 30)
        kept.isActive = true
        root.addSubview(child)
        XCTAssertTrue(kept.isActive, "constraints within the moved subtree stay")
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        child.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        child.heightAnchor.constraint(equalToConstant: 5).isActive = true
        layout()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 30, height: 5))
    }

    func testConstantChangeWaitsForTheLayoutPass() {
        let v = box("v")
        let h = v.heightAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), h])
        layout()
        h.constant = 120
        XCTAssertEqual(v.frame.height, 50, "setting a constant never lays out by itself")
        layout()
        XCTAssertEqual(v.frame.height, 120)
    }

    func testMultiLineLabelWrapsAtItsLaidOutWidth() {
        let l = label("aaaa bbbb cccc dddd")
        l.numberOfLines = 0
        NSLayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: root.leadingAnchor), l.topAnchor.constraint(equalTo: root.topAnchor),
            l.widthAnchor.constraint(equalToConstant: 100),
        ])
        let below = box("below")
        NSLayoutConstraint.activate([below.topAnchor.constraint(equalTo: l.bottomAnchor), below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     below.widthAnchor.constraint(equalToConstant: 1), below.heightAnchor.constraint(equalToConstant: 1)])
        layout()
        XCTAssertEqual(l.frame.height, 50, "two lines of 25 at 100 points (9 glyphs a line)")
        XCTAssertEqual(below.frame.minY, 50, "in the same pass")
    }
}

/// Trees laid out with constraints are freed like any other: no cycles through the engine, its
/// records or the constraints (a constraint's items are unretained, as UIKit's are).
final class AutoLayoutTeardownTests: XCTestCase {
    func testAWindowWithConstraintsIsFreed() {
        weak var weakWindow: UIWindow?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakGuide: UILayoutGuide?
        do {
            let window = makeWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(child)
            let c = child.heightAnchor.constraint(equalTo: controller.view.heightAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 40), c,
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(child.frame.height, 284)
            weakWindow = window; weakChild = child; weakConstraint = c
            weakGuide = controller.view.safeAreaLayoutGuide
            window.rootViewController = nil
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakChild)
        XCTAssertNil(weakConstraint)
        XCTAssertNil(weakGuide)
    }

    func testAViewThatLeavesItsEngineBehindIsFreed() {
        let window = makeWindow()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(child)
            NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         child.topAnchor.constraint(equalTo: window.topAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 10),
                                         child.heightAnchor.constraint(equalToConstant: 10)])
            window.layoutIfNeeded()
            weakChild = child
            child.removeFromSuperview()
        }
        window.layoutIfNeeded()
        XCTAssertNil(weakChild)
    }
}

extension LayoutTests {
    func testNegativeSizesAreClampedWithAMessage() {
        let v = box("v")
        let w = v.widthAnchor.constraint(equalToConstant: -40)
        XCTAssertEqual(w.constant, 0)
        XCTAssertTrue(reports.last?.contains("is negative") == true, "\(reports)")
        NSLayoutConstraint.activate([w, v.heightAnchor.constraint(equalToConstant: 5),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        layout()
        XCTAssertEqual(v.frame.width, 0)
    }
}
