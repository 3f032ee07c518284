import XCTest
@testable import MotionViews

/// `UISearchBar` against UIKit's documented behaviour (UISearchBar.h, UISearchBarDelegate) and iOS 13+
/// metrics: a 56-point bar, a 36-point field inset 8 points, the search key as the return key, the
/// delegate's calls in UIKit's order, setting `text` calling nothing, the Cancel button and the scope bar.
final class SearchBarTests: XCTestCase {
    final class Recorder: UISearchBarDelegate {
        var calls: [String] = []
        var allowsChange = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { calls.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange(\(range.location),\(range.length),\(text))")
            return allowsChange
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange(\(searchText))") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope(\(selectedScope))") }
    }

    private func bar(in window: UIWindow) -> UISearchBar {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
        window.addSubview(bar)
        window.makeKeyAndVisible()
        bar.layoutIfNeeded()
        return bar
    }

    func testMetricsAndDefaults() {
        let w = makeWindow()
        let bar = bar(in: w)
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        XCTAssertEqual(bar.sizeThatFits(CGSize(width: 375, height: 0)), CGSize(width: 375, height: 56))
        XCTAssertEqual(bar.searchTextField.frame, CGRect(x: 8, y: 10, width: 304, height: 36))
        XCTAssertNil(bar.text)
        XCTAssertNil(bar.placeholder)
        XCTAssertEqual(bar.searchBarStyle, .default)
        XCTAssertEqual(bar.returnKeyType, .search)
        XCTAssertFalse(bar.showsCancelButton)
        XCTAssertEqual(bar.searchTextField.layer.cornerRadius, 10)
        bar.placeholder = "Search"
        XCTAssertEqual(bar.searchTextField.placeholder, "Search")
    }

    func testTypingSearchingAndEndingCallTheDelegateInUIKitsOrder() {
        let w = makeWindow()
        let bar = bar(in: w)
        let r = Recorder()
        bar.delegate = r
        bar.text = "set"
        XCTAssertEqual(r.calls, [], "setting text calls nothing")
        bar.text = nil
        XCTAssertTrue(bar.becomeFirstResponder())
        XCTAssertTrue(bar.isFirstResponder)
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("b")
        bar.searchTextField.deleteBackward()
        bar.searchTextField.insertText("\n")
        XCTAssertTrue(bar.isFirstResponder, "the search key does not end editing by itself")
        bar.resignFirstResponder()
        XCTAssertEqual(r.calls, ["shouldBegin", "didBegin",
                                 "shouldChange(0,0,a)", "textDidChange(a)",
                                 "shouldChange(1,0,b)", "textDidChange(ab)",
                                 "shouldChange(1,1,)", "textDidChange(a)",
                                 "search", "shouldEnd", "didEnd"])
        XCTAssertEqual(bar.text, "a")
    }

    func testADelegateThatRefusesAChangeKeepsTheText() {
        let w = makeWindow()
        let bar = bar(in: w)
        let r = Recorder()
        r.allowsChange = false
        bar.delegate = r
        bar.becomeFirstResponder()
        bar.searchTextField.insertText("x")
        XCTAssertNil(bar.text)
        XCTAssertFalse(r.calls.contains { $0.hasPrefix("textDidChange") })
    }

    func testTheCancelButtonSlidesInAndTellsTheDelegate() {
        let w = makeWindow()
        let bar = bar(in: w)
        let r = Recorder()
        bar.delegate = r
        let t0 = CACurrentMediaTime()
        bar.setShowsCancelButton(true, animated: true)
        XCTAssertTrue(bar.showsCancelButton)
        let cancel = try! XCTUnwrap(bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        Clock.run(from: t0, to: 0.125)
        let midWidth = bar.searchTextField.layer.presentationProperties().bounds.width
        XCTAssertLessThan(midWidth, 304)
        XCTAssertGreaterThan(midWidth, bar.searchTextField.frame.width)
        Clock.run(from: t0, to: 0.3)
        XCTAssertEqual(bar.searchTextField.frame.width, 320 - 8 - 8 - 8 - cancel.frame.width, accuracy: 0.001)
        XCTAssertEqual(cancel.frame.maxX, 312, accuracy: 0.001)
        XCTAssertEqual(cancel.alpha, 1)
        cancel.sendActions(for: .touchUpInside)
        XCTAssertEqual(r.calls, ["cancel"])
        bar.showsCancelButton = false
        XCTAssertEqual(bar.searchTextField.frame.width, 304)
        XCTAssertTrue(cancel.isHidden)
    }

    func testTheScopeBarAddsARowAndReportsTheChoice() {
        let w = makeWindow()
        let bar = bar(in: w)
        let r = Recorder()
        bar.delegate = r
        bar.scopeButtonTitles = ["All", "Songs", "Albums"]
        XCTAssertEqual(bar.intrinsicContentSize.height, 56, "titles alone show no scope bar")
        bar.showsScopeBar = true
        XCTAssertEqual(bar.intrinsicContentSize.height, 100)
        let scope = try! XCTUnwrap(bar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        XCTAssertEqual(scope.numberOfSegments, 3)
        XCTAssertEqual(scope.selectedSegmentIndex, 0)
        scope.selectedSegmentIndex = 2
        scope.sendActions(for: .valueChanged)
        XCTAssertEqual(bar.selectedScopeButtonIndex, 2)
        XCTAssertEqual(r.calls, ["scope(2)"])
    }
}
