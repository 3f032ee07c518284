import XCTest
@testable import MotionViews

/// `.layoutSubviews`: the subviews a changed view lays out animate along with it.
final class LayoutSubviewsOptionTests: XCTestCase {
    /// Keeps its one subview filling its bounds.
    final class FillingView: UIView {
        let child = UIView()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(child)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() { child.frame = bounds }
    }

    func testSubviewFramesAnimateWithTheOption() {
        let window = makeWindow()
        for option in [UIView.AnimationOptions.layoutSubviews, []] {
            let v = FillingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(v)
            v.layoutIfNeeded()
            let t0 = CACurrentMediaTime()
            UIView.animate(withDuration: 1, delay: 0, options: option.union(.curveLinear), animations: {
                v.bounds.size = CGSize(width: 200, height: 100)
            })
            v.layoutIfNeeded()   // the layout pass after the block (a frame later in UIKit)
            AnimationDriver.shared.advance(to: t0 + 0.5)
            let width = Double(v.child.layer.presentationProperties().bounds.width)
            if option.contains(.layoutSubviews) {
                XCTAssertEqual(width, 150, accuracy: 1e-9, "laid out inside the block: animates")
            } else {
                XCTAssertEqual(width, 200, "laid out after the block: jumps")
            }
            v.removeFromSuperview()
        }
    }

    func testKeyframesLayoutSubviewsToo() {
        let window = makeWindow()
        let v = FillingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        v.layoutIfNeeded()
        let t0 = CACurrentMediaTime()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear.union(.layoutSubviews), animations: {
            v.bounds.size = CGSize(width: 200, height: 100)
        })
        AnimationDriver.shared.advance(to: t0 + 0.25)
        XCTAssertEqual(Double(v.child.layer.presentationProperties().bounds.width), 125, accuracy: 1e-9)
    }
}
