import XCTest
@testable import MotionViews

/// A window with a root view controller's view and a fixed-width text rasterizer (a glyph is half the
/// point size wide, a line 1.25 × the point size tall), collecting layout problem reports.
class AutoLayoutTestCase: XCTestCase {
    var window: UIWindow!
    var root: UIView!
    var reports: [String] = []
    let rasterizer = FixedWidthRasterizer()

    override func setUp() {
        UIServices.textRasterizer = rasterizer
        UIServices.screenScale = 2
        window = makeWindow()
        root = UIView(frame: window.bounds)
        root.accessibilityIdentifier = "root"
        window.addSubview(root)
        reports = []
        LayoutDiagnostics.handler = { [unowned self] in self.reports.append($0) }
    }

    override func tearDown() {
        LayoutDiagnostics.handler = nil
        UIServices.textRasterizer = nil
        window = nil
        root = nil
    }

    /// A view placed by constraints, added to `parent` (the root by default).
    @discardableResult
    func box(_ name: String, in parent: UIView? = nil) -> UIView {
        let v = UIView()
        v.accessibilityIdentifier = name
        v.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(v)
        return v
    }

    func label(_ text: String, size: CGFloat = 20, in parent: UIView? = nil) -> UILabel {
        let l = UILabel()
        l.text = text
        l.font = .systemFont(ofSize: size)
        l.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? root).addSubview(l)
        return l
    }

    func layout() { window.layoutIfNeeded() }
}
