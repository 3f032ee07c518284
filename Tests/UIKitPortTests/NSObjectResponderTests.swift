import XCTest
import UIKit

/// UIResponder.h: `UIKIT_EXTERN @interface UIResponder : NSObject <UIResponderStandardEditActions>` — so
/// views and controllers are `NSObject`s: they adopt Foundation's delegate protocols (which refine
/// `NSObjectProtocol`), compare by `isEqual(_:)` (identity unless overridden, NSObject.h) and may
/// override `description`. `import UIKit` alone makes `URLSession` visible, as on iOS.
final class NSObjectResponderTests: XCTestCase {
    /// The blocker: a controller adopting `URLSessionDownloadDelegate`.
    final class DownloadController: UIViewController, URLSessionDownloadDelegate {
        var finished: URL?
        lazy var session = URLSession(configuration: .default, delegate: self, delegateQueue: nil)
        func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
            finished = location
        }
        func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                        totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {}
        override var description: String { "DownloadController" }
    }

    final class Tile: UIView {
        var key = 0
        override func isEqual(_ object: Any?) -> Bool { (object as? Tile)?.key == key }
        override var hash: Int { key }
    }

    func testControllersAdoptFoundationDelegatesAndAreNSObjects() {
        let vc = DownloadController()
        let object: NSObject = vc
        XCTAssertTrue(object is URLSessionDelegate)
        XCTAssertEqual(vc.description, "DownloadController")
        XCTAssertTrue(vc.session.delegate === vc)
        vc.session.invalidateAndCancel()
        XCTAssertTrue(vc.isKind(of: UIViewController.self))
    }

    func testViewsCompareByIdentityUnlessTheyOverrideIsEqual() {
        let a = UIView(), b = UIView()
        XCTAssertEqual(a, a)
        XCTAssertNotEqual(a, b)
        XCTAssertFalse(a.isEqual(b))
        let superview = UIView()
        superview.addSubview(a)
        superview.addSubview(b)
        XCTAssertEqual(superview.subviews.firstIndex(of: b), 1)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        // NSObject.h: equal objects must have equal hashes; `==` calls `isEqual(_:)`.
        let t1 = Tile(), t2 = Tile()
        t1.key = 7
        t2.key = 7
        XCTAssertEqual(t1, t2)
        XCTAssertEqual(Set([t1, t2]).count, 1)
    }
}
