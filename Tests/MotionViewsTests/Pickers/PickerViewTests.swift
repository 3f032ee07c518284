import XCTest
@testable import MotionViews

/// `UIPickerView` against UIKit's documented semantics (UIPickerView.h and its documentation): the data
/// source is asked for counts once and again only on reload, `selectedRow(inComponent:)` is -1 for a
/// component without rows, `selectRow` does not tell the delegate, a user's settle does — once — and the
/// drag follows the finger and rests on the row the scroll view's deceleration points at.
final class PickerViewTests: XCTestCase {
    final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
        var rows: [Int]
        var componentAsks = 0
        var rowAsks: [Int] = []
        var titleAsks: [(Int, Int)] = []
        var selected: [(row: Int, component: Int)] = []
        init(_ rows: [Int]) { self.rows = rows }
        func numberOfComponents(in pickerView: UIPickerView) -> Int { componentAsks += 1; return rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            rowAsks.append(component)
            return rows[component]
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleAsks.append((row, component))
            return "\(component):\(row)"
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selected.append((row, component))
        }
    }

    /// A picker of 216 points at the top of the window, laid out.
    private func picker(_ source: Source) -> (UIWindow, UIPickerView) {
        let w = makeWindow()
        let p = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        p.dataSource = source
        p.delegate = source
        w.addSubview(p)
        p.layoutIfNeeded()
        return (w, p)
    }

    func testDefaultsAreUIKits() {
        let p = UIPickerView()
        XCTAssertEqual(p.intrinsicContentSize.height, 216, "UIKit's picker is 216 points tall")
        XCTAssertEqual(p.numberOfComponents, 0, "no data source: no components")
        XCTAssertEqual(p.selectedRow(inComponent: 0), -1, "no such component: -1")
        XCTAssertEqual(p.rowSize(forComponent: 0).height, 32)
        XCTAssertNil(p.view(forRow: 0, forComponent: 0))
    }

    func testCountsAreAskedOnceAndAgainOnlyOnReload() {
        let s = Source([10, 5])
        let (_, p) = picker(s)
        XCTAssertEqual(p.numberOfComponents, 2)
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 10)
        XCTAssertEqual(p.numberOfRows(inComponent: 1), 5)
        XCTAssertEqual(s.componentAsks, 1)
        XCTAssertEqual(s.rowAsks, [0, 1])
        s.rows = [3, 7]
        p.setNeedsLayout(); p.layoutIfNeeded()
        XCTAssertEqual(p.numberOfRows(inComponent: 1), 5, "kept until reloaded")
        p.reloadComponent(1)
        XCTAssertEqual(s.componentAsks, 1, "reloadComponent does not ask for the component count")
        XCTAssertEqual(s.rowAsks, [0, 1, 1])
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 10, "component 0 not reloaded")
        XCTAssertEqual(p.numberOfRows(inComponent: 1), 7)
        p.reloadAllComponents()
        XCTAssertEqual(s.componentAsks, 2)
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 3)
    }

    func testRowViewsShowTheTitlesOfTheRowsInView() throws {
        let s = Source([50])
        let (_, p) = picker(s)
        p.selectRow(20, inComponent: 0, animated: false)
        let label = try XCTUnwrap(p.view(forRow: 20, forComponent: 0) as? UILabel)
        XCTAssertEqual(label.text, "0:20")
        XCTAssertEqual(label.textAlignment, .center)
        XCTAssertNotNil(p.view(forRow: 21, forComponent: 0), "a neighbour is in view")
        XCTAssertNil(p.view(forRow: 40, forComponent: 0), "far rows are not made")
        XCTAssertNil(p.view(forRow: 0, forComponent: 0))
        XCTAssertFalse(s.titleAsks.contains { $0.0 == 40 }, "titles are asked only for rows in view")
        // The centre row is centred, full size and opaque; its neighbours smaller and fainter.
        let wheel = p.wheels[0]
        let centre = try XCTUnwrap(p.view(forRow: 20, forComponent: 0))
        let next = try XCTUnwrap(p.view(forRow: 21, forComponent: 0))
        let far = try XCTUnwrap(p.view(forRow: 23, forComponent: 0))
        XCTAssertEqual(centre.center.y, wheel.bounds.midY, accuracy: 1e-9)
        XCTAssertEqual(centre.alpha, 1, accuracy: 1e-9)
        XCTAssertEqual(centre.transform.a, 1, accuracy: 1e-9)
        XCTAssertGreaterThan(next.center.y, centre.center.y + 25, "the next row below")
        XCTAssertLessThan(next.center.y, centre.center.y + 32)
        XCTAssertLessThan(next.alpha, centre.alpha)
        XCTAssertLessThan(far.alpha, next.alpha)
        XCTAssertLessThan(far.transform.d, next.transform.d, "squashed more away from the centre")
        XCTAssertLessThan(far.center.y, wheel.bounds.maxY, "still inside the picker")
    }

    func testSelectRowClampsAndDoesNotTellTheDelegate() {
        let s = Source([10, 0])
        let (_, p) = picker(s)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(p.selectedRow(inComponent: 1), -1, "a component without rows has no selection")
        p.selectRow(4, inComponent: 0, animated: false)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 4)
        p.selectRow(99, inComponent: 0, animated: false)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 9, "clamped to the last row")
        p.selectRow(-3, inComponent: 0, animated: true)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0, "at once, even animated")
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertEqual(p.wheels[0].motion.position, 0, accuracy: 1e-9, "eased to row 0")
        p.selectRow(2, inComponent: 5, animated: false)   // no such component: ignored
        XCTAssertTrue(s.selected.isEmpty, "UIKit tells the delegate only of the user's selections")
        // Fewer rows after a reload: the selection stays within them.
        p.selectRow(8, inComponent: 0, animated: false)
        s.rows = [3, 0]
        p.reloadAllComponents()
        XCTAssertEqual(p.selectedRow(inComponent: 0), 2)
    }

    /// Drags with the mouse: `points` are window y's 1/60 s apart.
    private func drag(_ w: UIWindow, x: CGFloat, ys: [CGFloat]) {
        w.sendTouch(.began, at: CGPoint(x: x, y: ys[0]))
        for y in ys.dropFirst() {
            Clock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: x, y: y))
        }
        w.sendTouch(.ended, at: CGPoint(x: x, y: ys.last ?? 0))
    }

    func testASlowDragFollowsTheFingerAndSettlesOnTheRowUnderIt() {
        let s = Source([30, 30])
        let (w, p) = picker(s)
        p.selectRow(10, inComponent: 1, animated: false)
        // The right wheel (x = 240), dragged up 70 points slowly, then held still (no fling).
        let ys = stride(from: 208.0, through: 138.0, by: -2.0).map { CGFloat($0) } + Array(repeating: 138, count: 10)
        w.sendTouch(.began, at: CGPoint(x: 240, y: ys[0]))
        for y in ys.dropFirst() {
            Clock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: 240, y: y))
        }
        XCTAssertEqual(p.wheels[1].motion.position, 320 + 70, accuracy: 1e-9, "follows the finger 1:1")
        w.sendTouch(.ended, at: CGPoint(x: 240, y: 138))
        Clock.run(from: CACurrentMediaTime(), to: 1)
        // 70 points is 2.19 rows: row 12.
        XCTAssertEqual(p.selectedRow(inComponent: 1), 12)
        XCTAssertEqual(p.wheels[1].motion.position, 12 * 32, accuracy: 1e-9)
        XCTAssertEqual(s.selected.count, 1, "didSelectRow once")
        XCTAssertEqual(s.selected.first?.row, 12)
        XCTAssertEqual(s.selected.first?.component, 1)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0, "the other wheel did not move")
    }

    func testAFlingDeceleratesLikeAScrollViewAndRestsOnTheRowItPointsAt() {
        let s = Source([200])
        let (w, p) = picker(s)
        p.selectRow(100, inComponent: 0, animated: false)
        // A flick up: 8 moves of 15 points in 1/60 s (900 pt/s).
        let ys = (0...8).map { CGFloat(280 - 15 * $0) }
        w.sendTouch(.began, at: CGPoint(x: 160, y: ys[0]))
        for y in ys.dropFirst() {
            Clock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: 160, y: y))
        }
        let released = p.wheels[0].motion.position
        // The scroll view's deceleration from here at the release velocity, an independent reference:
        // total travel v/(1000·|ln 0.998|).
        let v = 900.0
        let natural = released + v / (1000 * -log(0.998))
        let expectedRow = Int((natural / 32).rounded())
        w.sendTouch(.ended, at: CGPoint(x: 160, y: ys.last ?? 0))
        Clock.run(from: CACurrentMediaTime(), to: 0.25)
        XCTAssertTrue(s.selected.isEmpty, "still coasting")
        XCTAssertGreaterThan(p.wheels[0].motion.position, released + 100)
        Clock.run(from: CACurrentMediaTime(), to: 5)
        XCTAssertEqual(p.selectedRow(inComponent: 0), expectedRow, "natural end \(natural)")
        XCTAssertEqual(p.wheels[0].motion.position, Double(expectedRow) * 32, accuracy: 1e-9)
        XCTAssertEqual(s.selected.map(\.row), [expectedRow], "didSelectRow once, for the row it rests on")
    }

    func testAFlingPastTheEndBouncesBackToTheLastRow() {
        let s = Source([8])
        let (w, p) = picker(s)
        p.selectRow(6, inComponent: 0, animated: false)
        drag(w, x: 160, ys: (0...6).map { CGFloat(260 - 20 * $0) })
        Clock.run(from: CACurrentMediaTime(), to: 3)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 7)
        XCTAssertEqual(p.wheels[0].motion.position, 7 * 32, accuracy: 1e-9)
        XCTAssertEqual(s.selected.map(\.row), [7])
    }

    func testATapOnAnotherRowTurnsTheWheelToIt() {
        let s = Source([20])
        let (w, p) = picker(s)
        p.selectRow(5, inComponent: 0, animated: false)
        // The centre line is at y = 100 + 108; the row below it one row lower (about 31.5 points).
        w.sendTouch(.began, at: CGPoint(x: 160, y: 208 + 31))
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 208 + 31))
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 6)
        XCTAssertEqual(s.selected.map(\.row), [6])
        // A tap on the centre row does nothing.
        w.sendTouch(.began, at: CGPoint(x: 160, y: 208))
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 208))
        Clock.run(from: CACurrentMediaTime(), to: 1)
        XCTAssertEqual(s.selected.count, 1)
    }

    func testACustomRowViewIsReused() {
        final class Views: UIPickerViewDataSource, UIPickerViewDelegate {
            var reused = 0, made = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 120 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if view != nil { reused += 1 } else { made += 1 }
                let v = view ?? UIView()
                v.tag = row
                return v
            }
        }
        let s = Views()
        let w = makeWindow()
        let p = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        p.dataSource = s
        p.delegate = s
        w.addSubview(p)
        p.layoutIfNeeded()
        XCTAssertEqual(p.rowSize(forComponent: 0), CGSize(width: 120, height: 40))
        XCTAssertEqual(p.wheels[0].frame, CGRect(x: 100, y: 0, width: 120, height: 216), "a narrower component is centred")
        XCTAssertEqual(p.view(forRow: 0, forComponent: 0)?.tag, 0)
        XCTAssertEqual(p.view(forRow: 0, forComponent: 0)?.bounds.size, CGSize(width: 120, height: 40))
        p.selectRow(50, inComponent: 0, animated: false)
        XCTAssertEqual(p.view(forRow: 50, forComponent: 0)?.tag, 50)
        let madeFirst = s.made
        p.selectRow(80, inComponent: 0, animated: false)
        XCTAssertEqual(p.view(forRow: 80, forComponent: 0)?.tag, 80)
        XCTAssertGreaterThan(s.reused, 0, "views that left were handed back")
        XCTAssertEqual(s.made, madeFirst, "no new views: as many rows in view as before")
    }
}

/// A picker in a scrolling form: a vertical drag on a wheel turns the wheel, not the form (iOS: the
/// inner wheel's pan wins), even when it starts at once (while the scroll view still delays the touch).
final class PickerInScrollViewTests: XCTestCase {
    func testAVerticalDragOnAWheelTurnsTheWheelNotTheForm() {
        let s = PickerViewTests.Source([40])
        let w = makeWindow()
        let form = UIScrollView(frame: w.bounds)
        form.contentSize = CGSize(width: 320, height: 2000)
        w.addSubview(form)
        let p = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        p.dataSource = s
        p.delegate = s
        form.addSubview(p)
        p.selectRow(20, inComponent: 0, animated: false)
        w.layoutIfNeeded()
        w.sendTouch(.began, at: CGPoint(x: 160, y: 260))
        for i in 1...24 {
            Clock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: 160, y: 260 - 4 * CGFloat(min(i, 16))))
        }
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 196))
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(form.contentOffset.y, 0, "the form did not scroll")
        XCTAssertEqual(p.selectedRow(inComponent: 0), 22, "64 points up: two rows")
        XCTAssertEqual(s.selected.map(\.row), [22])
        // Outside the picker the form scrolls.
        w.sendTouch(.began, at: CGPoint(x: 160, y: 450))
        for i in 1...10 { Clock.advance(by: 1.0 / 60); w.sendTouch(.moved, at: CGPoint(x: 160, y: 450 - 6 * CGFloat(i))) }
        w.sendTouch(.ended, at: CGPoint(x: 160, y: 390))
        XCTAssertGreaterThan(form.contentOffset.y, 20)
    }
}

/// The desktop's mouse wheel turns a picker's wheel a row per notch; quick notches add up and the
/// delegate hears once, when it rests.
final class PickerMouseWheelTests: XCTestCase {
    func testNotchesTurnRowsAndSettleOnce() {
        let s = PickerViewTests.Source([20])
        let w = makeWindow()
        let p = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        p.dataSource = s
        p.delegate = s
        w.addSubview(p)
        p.selectRow(5, inComponent: 0, animated: false)
        w.layoutIfNeeded()
        for _ in 0..<3 {
            XCTAssertTrue(w.sendWheel(dx: 0, dy: 40, at: CGPoint(x: 160, y: 208)))
            Clock.advance(by: 1.0 / 60)
        }
        XCTAssertTrue(s.selected.isEmpty, "still turning")
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 8, "three notches, three rows")
        XCTAssertEqual(s.selected.map(\.row), [8])
        w.sendWheel(dx: 0, dy: -1000, at: CGPoint(x: 160, y: 208))
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
        XCTAssertEqual(p.selectedRow(inComponent: 0), 0, "clamped to the first row")
        XCTAssertEqual(s.selected.map(\.row), [8, 0])
    }
}
