import XCTest
import SwiftUI
@testable import MotionLabPreview

/// A UIKit view with an intrinsic size, inside SwiftUI.
final class Badge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 22) }
}

struct BadgeRepresentable: UIViewRepresentable {
    var color: UIColor
    func makeUIView(context: Context) -> Badge {
        let b = Badge(frame: .zero)
        b.accessibilityIdentifier = "badge"
        return b
    }
    func updateUIView(_ uiView: Badge, context: Context) { uiView.backgroundColor = color }
}

/// A UIKit view controller that shows SwiftUI inside with a hosting controller as a child.
final class HostingParent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let child = UIHostingController(rootView: Color.green.frame(width: 50, height: 30).accessibilityIdentifier("green"))
        addChild(child)
        child.view.frame = CGRect(x: 20, y: 40, width: 200, height: 100)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

/// The bridges both ways: UIKit inside SwiftUI (sized by its intrinsic size, updated with the
/// representable), SwiftUI inside UIKit (a hosting controller's view centres its content).
final class BridgeTests: XCTestCase {
    func testRepresentableIsSizedByItsIntrinsicSizeAndUpdated() throws {
        let s = try ViewSession {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10).accessibilityIdentifier("bar")
                BadgeRepresentable(color: .systemBlue)
            }
        }
        try s.step()
        // 100 × 32 centred in 320 × 568: the badge (44 × 22) centred under the bar.
        assertRect(try s.frame("bar"), 110, 268, 100, 10)
        assertRect(try s.frame("badge"), 138, 278, 44, 22)
    }

    func testHostingControllerInUIKitCentresItsContent() throws {
        var o = HeadlessSession.Options()
        o.scale = 1
        let session = try HeadlessSession(preview: Preview("parent") { HostingParent() }, options: o)
        let t = try session.step(draws: true, tracing: true).rendered.traced
        // The 200 × 100 host at (20, 40) centres the 50 × 30 colour: (95, 75).
        assertRect(try XCTUnwrap(t["green"]).windowFrame, 95, 75, 50, 30)
    }
}

/// A hosting controller's view placed by Auto Layout with only a position: SwiftUI's hosting view reports
/// its content's ideal size as its intrinsic size, so the view is as big as its content wants.
final class ConstrainedHostingParent: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let child = UIHostingController(rootView: Color.orange.frame(width: 70, height: 37).accessibilityIdentifier("pill"))
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        child.view.backgroundColor = .clear
        child.view.accessibilityIdentifier = "host"
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 56),
            child.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        child.didMove(toParent: self)
    }
}

final class ConstrainedHostingTests: XCTestCase {
    func testAHostingViewPlacedByConstraintsTakesItsContentsIdealSize() throws {
        var o = HeadlessSession.Options()
        o.scale = 1
        let session = try HeadlessSession(preview: Preview("parent") { ConstrainedHostingParent() }, options: o)
        _ = try session.step(draws: true, tracing: true)
        let t = try session.step(draws: true, tracing: true).rendered.traced
        // 70 × 37 centred horizontally in the 320-point screen, 56 from the top.
        assertRect(try XCTUnwrap(t["host"]).windowFrame, 125, 56, 70, 37)
        assertRect(try XCTUnwrap(t["pill"]).windowFrame, 125, 56, 70, 37)
    }
}
