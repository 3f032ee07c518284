import XCTest
import SwiftUI
@testable import MotionLabPreview
import MotionRender

/// A headless session of a SwiftUI view: frame n at n/60 s, named layers traced.
final class ViewSession {
    let session: HeadlessSession
    private(set) var frames: [[String: TracedLayer]] = []

    init<V: View>(size: CGSize = CGSize(width: 320, height: 568), script: String = "", _ make: @escaping () -> V) throws {
        var o = HeadlessSession.Options()
        o.scale = 1
        o.fps = 60
        o.duration = 60
        o.script = try InputScript(parsing: script)
        session = try HeadlessSession(preview: Preview("test", size: size) { make() }, options: o)
    }

    /// Steps one frame and returns its named layers.
    @discardableResult
    func step() throws -> [String: TracedLayer] {
        let t = try session.step(draws: true, tracing: true).rendered.traced
        frames.append(t)
        return t
    }

    func step(_ n: Int) throws { for _ in 0..<n { try step() } }

    /// The scene time of the next frame (when a change made now takes effect).
    var nextTime: Double { Double(frames.count) / 60 }

    func frame(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CGRect {
        try XCTUnwrap(frames.last?[name], "no layer named \(name)", file: file, line: line).windowFrame
    }

    func layer(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> TracedLayer {
        try XCTUnwrap(frames.last?[name], "no layer named \(name)", file: file, line: line)
    }
}

/// A model tests change between frames (as a view's actions would).
final class TestModel: ObservableObject {
    @Published var flag = false
    @Published var value: Double = 0
    @Published var items: [Int] = []
}

func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, _ message: String = "", accuracy: CGFloat = 1e-9,
                file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(r.minX, x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(r.minY, y, accuracy: accuracy, "y \(message)", file: file, line: line)
    XCTAssertEqual(r.width, w, accuracy: accuracy, "width \(message)", file: file, line: line)
    XCTAssertEqual(r.height, h, accuracy: accuracy, "height \(message)", file: file, line: line)
}

extension ViewSession {
    /// The first view of type `T` in the window, depth first (read in the session's context).
    func firstView<T: UIView>(_ type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        guard let window = session.runner.window else { return nil }
        func find(_ v: UIView) -> T? {
            if let t = v as? T, test(t) { return t }
            for c in v.subviews { if let t = find(c) { return t } }
            return nil
        }
        return session.runner.context.perform { find(window) }
    }

    /// The first controller of type `T` whose view is in the window.
    func firstController<T: UIViewController>(_ type: T.Type) -> T? {
        guard let window = session.runner.window else { return nil }
        func find(_ v: UIView) -> T? {
            if let t = v.next as? T { return t }
            for c in v.subviews { if let t = find(c) { return t } }
            return nil
        }
        return session.runner.context.perform { find(window) }
    }
}
