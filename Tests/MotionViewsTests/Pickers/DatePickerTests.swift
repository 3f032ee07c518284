import XCTest
@testable import MotionViews

/// `UIDatePicker` against UIKit's documented semantics: its defaults, the wheels of each mode in the
/// locale's order, `.valueChanged` once per settle (never for `date =`), the minimum and maximum, the
/// minute interval (1…30 dividing 60, else 1; dates rounded to it), the count-down range (0…23:59).
/// Dates are computed with Foundation's Gregorian calendar in UTC, independently of the picker.
final class DatePickerTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!
    var gregorian: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = utc
        return c
    }

    func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0, _ s: Int = 0) -> Date {
        gregorian.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min, second: s))!
    }

    private func picker(_ mode: UIDatePicker.Mode, locale: String = "en_US", date: Date) -> (UIWindow, UIDatePicker, () -> Int) {
        let w = makeWindow()
        let p = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        p.locale = Locale(identifier: locale)
        p.calendar = Calendar(identifier: .gregorian)
        p.timeZone = utc
        p.datePickerMode = mode
        p.date = date
        w.addSubview(p)
        p.layoutIfNeeded()
        var sent = 0
        p.addTarget(self, action: { _ in sent += 1 }, for: .valueChanged)
        return (w, p, { sent })
    }

    private func columnKinds(_ p: UIDatePicker) -> [DatePickerColumns.Kind] {
        p.columns?.columns.map(\.kind) ?? []
    }

    /// The title the wheel `component` shows in the band.
    private func shown(_ p: UIDatePicker, _ component: Int) -> String? {
        let row = p.wheels.selectedRow(inComponent: component)
        return (p.wheels.view(forRow: row, forComponent: component) as? UILabel)?.text
    }

    /// Drags wheel `component` by `rows` rows (positive: the finger moves up, later values come in), slowly,
    /// holds, lets go and lets it rest.
    private func turn(_ w: UIWindow, _ p: UIDatePicker, _ component: Int, by rows: Int) {
        let wheel = p.wheels.wheels[component]
        let c = wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: nil)
        let distance = CGFloat(rows) * 32
        let steps = 40
        w.sendTouch(.began, at: c)
        for i in 1...steps {
            Clock.advance(by: 1.0 / 60)
            w.sendTouch(.moved, at: CGPoint(x: c.x, y: c.y - distance * CGFloat(i) / CGFloat(steps)))
        }
        for _ in 0..<10 { Clock.advance(by: 1.0 / 60); w.sendTouch(.moved, at: CGPoint(x: c.x, y: c.y - distance)) }
        w.sendTouch(.ended, at: CGPoint(x: c.x, y: c.y - distance))
        Clock.run(from: CACurrentMediaTime(), to: 1.5)
    }

    func testDefaultsAreUIKits() {
        let p = UIDatePicker()
        XCTAssertEqual(p.datePickerMode, .dateAndTime)
        XCTAssertEqual(p.minuteInterval, 1)
        XCTAssertEqual(p.countDownDuration, 0)
        XCTAssertNil(p.minimumDate)
        XCTAssertNil(p.maximumDate)
        XCTAssertNil(p.locale)
        XCTAssertNil(p.timeZone)
        XCTAssertEqual(p.calendar, Calendar.current, "null_resettable: the current calendar")
        XCTAssertEqual(p.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(p.datePickerStyle, .wheels, "the style in use: wheels")
        XCTAssertEqual(p.intrinsicContentSize.height, 216)
        XCTAssertLessThan(abs(p.date.timeIntervalSinceNow), 60, "the date it was made")
        p.calendar = Calendar(identifier: .buddhist)
        p.calendar = nil
        XCTAssertEqual(p.calendar, Calendar.current)
    }

    func testTheWheelsOfEachModeFollowTheLocale() {
        let d = day(2026, 3, 15, 14, 5)
        XCTAssertEqual(columnKinds(picker(.date, date: d).1), [.month, .dayOfMonth, .year])
        XCTAssertEqual(columnKinds(picker(.date, locale: "de_DE", date: d).1), [.dayOfMonth, .month, .year])
        XCTAssertEqual(columnKinds(picker(.date, locale: "ja_JP", date: d).1), [.year, .month, .dayOfMonth])
        XCTAssertEqual(columnKinds(picker(.time, date: d).1), [.hour12, .minute, .amPM])
        XCTAssertEqual(columnKinds(picker(.time, locale: "en_GB", date: d).1), [.hour24, .minute])
        XCTAssertEqual(columnKinds(picker(.time, locale: "ko_KR", date: d).1), [.amPM, .hour12, .minute], "오후 before the hour")
        XCTAssertEqual(columnKinds(picker(.dateAndTime, date: d).1), [.day, .hour12, .minute, .amPM])
        XCTAssertEqual(columnKinds(picker(.countDownTimer, date: d).1), [.countDownHours, .countDownMinutes])

        let (_, p, _) = picker(.date, date: d)
        XCTAssertEqual([shown(p, 0), shown(p, 1), shown(p, 2)], ["March", "15", "2026"])
        let (_, t, _) = picker(.time, date: d)
        XCTAssertEqual([shown(t, 0), shown(t, 1), shown(t, 2)], ["2", "05", "PM"])
        let (_, g, _) = picker(.time, locale: "de_DE", date: d)
        XCTAssertEqual([shown(g, 0), shown(g, 1)], ["14", "05"])
        let (_, dt, _) = picker(.dateAndTime, date: d)
        XCTAssertEqual(shown(dt, 0), "Sun, Mar 15", "the day of the date-and-time picker")
    }

    func testSettlingAWheelSendsValueChangedOnceWithTheNewDate() {
        let (w, p, sent) = picker(.date, date: day(2026, 3, 15, 9, 41, 30))
        p.date = day(2026, 3, 15, 9, 41, 30)
        XCTAssertEqual(sent(), 0, "setting the date sends nothing")
        turn(w, p, 1, by: 2)
        XCTAssertEqual(sent(), 1, "once per settle")
        XCTAssertEqual(p.date, day(2026, 3, 17, 9, 41), "the 17th, the time kept, seconds zero")
        XCTAssertEqual(shown(p, 1), "17")
        turn(w, p, 0, by: -3)
        XCTAssertEqual(sent(), 2)
        XCTAssertEqual(p.date, day(2025 + 1, 12, 17, 9, 41), "the month wheel turns round: March − 3 is December, the same year")
        XCTAssertEqual(shown(p, 0), "December")
        turn(w, p, 2, by: 0)   // a hold without motion: no settle, nothing sent
        XCTAssertEqual(sent(), 2)
    }

    func testADayPastTheMonthsEndBecomesItsLastDay() {
        let (w, p, sent) = picker(.date, date: day(2026, 1, 31))
        turn(w, p, 0, by: 1)
        XCTAssertEqual(p.date, day(2026, 2, 28), "February has 28 days in 2026")
        XCTAssertEqual(sent(), 1)
        XCTAssertEqual(shown(p, 1), "28", "the day wheel turned back")
    }

    func testMinimumAndMaximumClampTheUsersDateAndTheWheelsTurnBack() {
        let (w, p, sent) = picker(.date, date: day(2026, 3, 12))
        p.minimumDate = day(2026, 3, 10)
        p.maximumDate = day(2026, 3, 20)
        turn(w, p, 1, by: -5)
        XCTAssertEqual(p.date, day(2026, 3, 10), "clamped to the minimum")
        XCTAssertEqual(sent(), 1)
        XCTAssertEqual(shown(p, 1), "10", "the wheel turned back to the minimum")
        turn(w, p, 1, by: 12)
        XCTAssertEqual(p.date, day(2026, 3, 20), "clamped to the maximum")
        p.date = day(2027, 1, 1)
        XCTAssertEqual(p.date, day(2026, 3, 20), "a date set is clamped too")
        XCTAssertEqual(sent(), 2)
        // A minimum after the maximum: both are ignored.
        p.minimumDate = day(2030, 1, 1)
        p.date = day(2027, 1, 1)
        XCTAssertEqual(p.date, day(2027, 1, 1))
    }

    func testTheMinuteIntervalIsValidatedAndRoundsDates() {
        let (w, p, sent) = picker(.time, date: day(2026, 3, 15, 10, 7))
        p.minuteInterval = 7
        XCTAssertEqual(p.minuteInterval, 1, "7 does not divide 60: the default")
        p.minuteInterval = 45
        XCTAssertEqual(p.minuteInterval, 1, "over 30: the default")
        p.minuteInterval = 15
        XCTAssertEqual(p.wheels.numberOfRows(inComponent: 1) % 4, 0)
        XCTAssertEqual(p.date, day(2026, 3, 15, 10, 0), "10:07 rounds to 10:00")
        p.date = day(2026, 3, 15, 10, 8)
        XCTAssertEqual(p.date, day(2026, 3, 15, 10, 15), "10:08 rounds to 10:15")
        p.date = day(2026, 3, 15, 11, 53)
        XCTAssertEqual(p.date, day(2026, 3, 15, 12, 0), "into the next hour")
        XCTAssertEqual(shown(p, 1), "00")
        turn(w, p, 1, by: 3)
        XCTAssertEqual(p.date, day(2026, 3, 15, 12, 45), "three steps of 15 minutes")
        XCTAssertEqual(sent(), 1)
        turn(w, p, 2, by: -1)
        XCTAssertEqual(p.date, day(2026, 3, 15, 0, 45), "PM to AM")
    }

    func testCountDownDurationIsClampedAndSentWhenSettled() {
        let (w, p, sent) = picker(.countDownTimer, date: day(2026, 3, 15))
        p.countDownDuration = 5400
        XCTAssertEqual([shown(p, 0), shown(p, 1)], ["1 hour", "30 min"])
        p.countDownDuration = 100_000
        XCTAssertEqual(p.countDownDuration, 86_399, "UIKit's maximum: 23:59:59")
        p.countDownDuration = 0
        turn(w, p, 1, by: 10)
        XCTAssertEqual(p.countDownDuration, 600)
        XCTAssertEqual(sent(), 1)
        turn(w, p, 1, by: -10)
        XCTAssertEqual(p.countDownDuration, 60, "not zero: one minute")
        XCTAssertEqual(shown(p, 1), "1 min")
        XCTAssertEqual(sent(), 2)
    }
}

/// Hostile values from code: nothing traps, values stay in UIKit's ranges.
final class PickerHostileValueTests: XCTestCase {
    final class Wild: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { [-5, 0, Int.max / 64][component] }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { [.nan, -3, .infinity][component] }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { [.nan, -1, 1e9][component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    }

    func testWildCountsSizesAndRowsDoNotTrap() {
        let w = makeWindow()
        let s = Wild()
        let p = UIPickerView(frame: .zero)
        p.dataSource = s
        p.delegate = s
        w.addSubview(p)
        p.layoutIfNeeded()
        XCTAssertEqual(p.numberOfRows(inComponent: 0), 0, "a negative count is none")
        XCTAssertEqual(p.selectedRow(inComponent: 0), -1)
        XCTAssertEqual(p.rowSize(forComponent: 0).height, 32, "a NaN height is the default")
        p.selectRow(.max, inComponent: 2, animated: true)
        XCTAssertEqual(p.selectedRow(inComponent: 2), Int.max / 64 - 1)
        p.selectRow(.min, inComponent: 2, animated: false)
        XCTAssertEqual(p.selectedRow(inComponent: 2), 0)
        p.reloadComponent(7)
        p.reloadComponent(-1)
        XCTAssertNil(p.view(forRow: -4, forComponent: -1))
        p.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        p.layoutIfNeeded()
        Clock.run(from: CACurrentMediaTime(), to: 0.5)
        XCTAssertNotNil(p.view(forRow: 0, forComponent: 2))
    }

    func testExtremeDatesInEveryMode() {
        for mode in [UIDatePicker.Mode.time, .date, .dateAndTime, .countDownTimer] {
            let p = UIDatePicker()
            p.timeZone = TimeZone(identifier: "UTC")
            p.locale = Locale(identifier: "en_US")
            p.datePickerMode = mode
            for d in [Date.distantPast, Date.distantFuture, Date(timeIntervalSinceReferenceDate: 0)] {
                p.setDate(d, animated: true)
                XCTAssertEqual(p.date, d, "\(mode)")
            }
            p.countDownDuration = .infinity
            XCTAssertEqual(p.countDownDuration, 0)
            p.countDownDuration = -5
            XCTAssertEqual(p.countDownDuration, 0)
            p.minuteInterval = 0
            XCTAssertEqual(p.minuteInterval, 1)
            p.minuteInterval = -15
            XCTAssertEqual(p.minuteInterval, 1)
            p.layoutIfNeeded()
        }
    }
}
