import XCTest
import UIKit

/// Interface Builder's colour and image literals (UIKit declares `_ColorLiteralType = UIColor` and
/// `_ImageLiteralType = UIImage`), and UIControl.h's nil target: "If you specify nil for the target
/// object, the control searches the responder chain for an object that defines the specified action
/// method" — also what happens to `addTarget(self, …)` written in a stored property's initializer, where
/// `self` is NSObject's `self()` method rather than the instance.
final class LiteralsAndChainActionsTests: XCTestCase {
    func testColorAndImageLiterals() {
        let orange = #colorLiteral(red: 0.968627451, green: 0.5019607843, blue: 0.08235294118, alpha: 1)
        // The literal's components arrive as Float (the protocol's), so equal to 1e-7.
        let c = orange.cgColor
        XCTAssertEqual(Double(c.red), 0.968627451, accuracy: 1e-7)
        XCTAssertEqual(Double(c.green), 0.5019607843, accuracy: 1e-7)
        XCTAssertEqual(Double(c.blue), 0.08235294118, accuracy: 1e-7)
        XCTAssertEqual(Double(c.alpha), 1)
        let missing = #imageLiteral(resourceName: "no-such-image-anywhere")
        XCTAssertNil(missing.cgImage, "a missing resource is an empty image (iOS would crash)")
        XCTAssertEqual(missing.size, .zero)
        let typed: UIImage = #imageLiteral(resourceName: "another-missing-one")
        XCTAssertNil(typed.cgImage, "an image literal is a UIImage where one is expected")
    }

    final class Screen: UIViewController {
        var taps: [Any] = []
        var plainTaps = 0
        let initializerButton: UIButton = {
            let b = UIButton(type: .system)
            // `#selector(tapped(_:))` as the MotionLabPort rewrite writes it.
            b.addTarget(self, action: Screen.tapped, for: .touchUpInside)
            return b
        }()
        func tapped(_ sender: UIButton) { taps.append(sender) }
        func plain() { plainTaps += 1 }
    }

    func testNilTargetsAndInitializerSelfGoUpTheResponderChain() {
        let vc = Screen()
        let container = UIView()
        vc.view.addSubview(container)
        container.addSubview(vc.initializerButton)
        vc.initializerButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.taps.count, 1, "reached the controller up the chain")
        XCTAssertTrue((vc.taps.first as AnyObject) === vc.initializerButton)
        let other = UIButton(type: .system)
        container.addSubview(other)
        other.addTarget(nil, action: Screen.plain, for: .touchUpInside)
        other.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.plainTaps, 1)
        other.removeFromSuperview()
        other.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.plainTaps, 1, "out of the chain: nobody receives it")
    }
}
