import XCTest
@testable import MotionViews

final class TransitionTests: XCTestCase {
    func testCrossDissolveOpacities() {
        let w = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .red
        w.addSubview(card)
        let t0 = CACurrentMediaTime()
        var done: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveEaseInOut],
                          animations: { card.backgroundColor = .blue }, completion: { done.append($0) })
        // The change itself does not animate; the whole rendering cross-fades.
        XCTAssertEqual(card.layer.presentationProperties().backgroundColor, UIColor.blue.cgColor)
        for t in [0.25, 0.5, 0.8] {
            AnimationDriver.shared.advance(to: t0 + t)
            let frames = card.layer.transitionFrames(atLocalTime: card.layer.localTime())
            XCTAssertEqual(frames.count, 1)
            XCTAssertEqual(frames[0].old.properties.backgroundColor, UIColor.red.cgColor, "the snapshot shows the old look")
            let p = easeInEaseOut(t)
            XCTAssertEqual(frames[0].frame.opacities.old, 1 - p, accuracy: 1e-4)
            XCTAssertEqual(frames[0].frame.opacities.new, p, accuracy: 1e-4)
        }
        AnimationDriver.shared.advance(to: t0 + 1.01)
        XCTAssertEqual(done, [true])
        XCTAssertTrue(card.layer.transitionFrames(atLocalTime: card.layer.localTime()).isEmpty)
    }

    func testFlipFromLeftAndRight() {
        let w = makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.addSubview(card)
        for (option, subtype) in [(UIView.AnimationOptions.transitionFlipFromLeft, CATransitionSubtype.fromLeft),
                                  (.transitionFlipFromRight, .fromRight)] {
            let t0 = CACurrentMediaTime()
            UIView.transition(with: card, duration: 1, options: [option, .curveLinear], animations: { card.alpha = 0.9 })
            AnimationDriver.shared.advance(to: t0 + 0.25)
            let f = card.layer.transitionFrames(atLocalTime: card.layer.localTime())[0].frame
            XCTAssertEqual(f.type, .flip)
            XCTAssertEqual(f.subtype, subtype)
            XCTAssertEqual(f.progress, 0.25, accuracy: 1e-9)
            XCTAssertNotNil(f.flipTransforms.old)
            XCTAssertNil(f.flipTransforms.new, "the new side is hidden in the first half")
            AnimationDriver.shared.advance(to: t0 + 1.01)
        }
    }

    func testTransitionFromViewToView() {
        let w = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds), top = UIView()
        container.addSubview(a)
        container.addSubview(top)
        w.addSubview(container)
        let t0 = CACurrentMediaTime()
        var done: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve, completion: { done.append($0) })
        XCTAssertNil(a.superview)
        XCTAssertEqual(container.subviews.map { ObjectIdentifier($0) }, [b, top].map { ObjectIdentifier($0) })
        XCTAssertEqual(container.layer.transitionFrames(atLocalTime: container.layer.localTime()).count, 1)
        AnimationDriver.shared.advance(to: t0 + 0.51)
        XCTAssertEqual(done, [true])
    }

    func testShowHideTransitionViews() {
        let w = makeWindow()
        let a = UIView(), b = UIView()
        b.isHidden = true
        w.addSubview(a); w.addSubview(b)
        UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionFlipFromRight, .showHideTransitionViews])
        XCTAssertTrue(a.isHidden)
        XCTAssertFalse(b.isHidden)
        XCTAssertTrue(a.superview === w)
    }
}
