import XCTest
import UIKit
@testable import MotionLabSnapshotTesting

/// A notification badge: a red disc with a count at (160, 422); a tap springs it from 60 % back to full
/// size (damping ratio 0.35, so it overshoots) and counts up. The view the issue's example tests.
final class BadgeViewController: UIViewController {
    let badge = UIButton(type: .custom)
    let color: UIColor
    var count = 3

    init(color: UIColor = .systemRed) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        badge.frame = CGRect(x: 120, y: 382, width: 80, height: 80)
        badge.backgroundColor = color
        badge.layer.cornerRadius = 40
        badge.setTitle("\(count)", for: .normal)
        badge.setTitleColor(.white, for: .normal)
        badge.titleLabel?.font = .boldSystemFont(ofSize: 30)
        badge.accessibilityIdentifier = "badge"
        badge.addTarget(self, action: BadgeViewController.tapped, for: .touchUpInside)
        view.addSubview(badge)
    }

    func tapped() {
        count += 1
        badge.setTitle("\(count)", for: .normal)
        badge.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0, options: [],
                       animations: { self.badge.transform = .identity })
    }
}

/// The issue's click on the badge.
let badgeClick = "0.1 click 160 422"

/// A fresh folder under the temporary directory for one test's references (tests never write into
/// the repository), removed after the test.
func temporarySnapshotDirectory(_ test: XCTestCase) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-snapshot-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
    return dir
}

/// The files in `dir`, sorted.
func files(in dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
}

/// Captures what the strategies report as failures (bad arguments) while `body` runs.
func capturingIssues(_ body: () throws -> Void) rethrows -> [String] {
    var issues: [String] = []
    let saved = SnapshotIssue.report
    SnapshotIssue.report = { issues.append($0) }
    defer { SnapshotIssue.report = saved }
    try body()
    return issues
}

/// The bytes of the file at `path` (nil when missing).
func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// What `motionlab render --at T --frames DIR [--script S] --scale K` writes for `preview`, through the
/// command's own path (a `HeadlessSession` with `onlyFrame`, run to its end): the PNG file's bytes.
func renderAtCommandPNG(_ preview: Preview, at t: Double, script: String?, scale: Int) throws -> Data {
    let dir = NSTemporaryDirectory() + "motionlab-render-at-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var options = HeadlessSession.Options()
    options.fps = 60
    options.scale = CGFloat(scale)
    options.framesDirectory = dir
    options.onlyFrame = HeadlessSession.frameIndex(at: t, fps: 60)
    options.duration = max(4, Double(options.onlyFrame!) / 60)
    if let script { options.script = try InputScript(parsing: script) }
    try HeadlessSession(preview: preview, options: options).run()
    let name = String(format: "frame-%05d.png", options.onlyFrame!)
    return try XCTUnwrap(contents(dir + "/" + name), "render --at wrote no \(name)")
}

/// A solid-colour RGBA image.
func solidImage(width: Int, height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
    var p = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: p.count, by: 4) { p[i] = rgba.0; p[i + 1] = rgba.1; p[i + 2] = rgba.2; p[i + 3] = rgba.3 }
    return p
}
