import Foundation

/// UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1, compact = 2, inline = 3
}

/// UIKit's `UIDatePicker`: a date, a time, both, or a count-down duration picked on wheels
/// (`DatePickerColumns`, over a `UIPickerView`). When the user settles a wheel the picker takes the date
/// the wheels show (seconds zero, a day past the month's end made its last day), clamps it to
/// `minimumDate`…`maximumDate` (turning the wheels back when it had to), and sends `.valueChanged` once
/// if the date (or count-down duration) changed. Setting `date` sends nothing, as in UIKit.
///
/// Every style renders as wheels: `preferredDatePickerStyle` is kept but `datePickerStyle` (UIKit: "the
/// style the picker is using") is `.wheels`; `.compact` and `.inline` are not drawn (see the README).
open class UIDatePicker: UIControl {
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2, countDownTimer = 3
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { rebuild() } } }
    /// The locale of the wheels' names and order (nil: the current locale).
    open var locale: Locale? { didSet { rebuild() } }
    private var calendarStorage: Calendar?
    /// The calendar of the wheels (setting nil restores the current calendar, as UIKit's does).
    open var calendar: Calendar! {
        get { calendarStorage ?? Calendar.current }
        set { calendarStorage = newValue; rebuild() }
    }
    /// The time zone the wheels show the date in (nil: the current time zone).
    open var timeZone: TimeZone? { didSet { rebuild() } }

    private var dateStorage: Date
    /// The date shown (UIKit's default: when the picker was made). Setting it does not send `.valueChanged`.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user can pick (ignored, with `maximumDate`, when it is after `maximumDate`).
    open var minimumDate: Date? { didSet { boundsChanged() } }
    /// The latest date the user can pick.
    open var maximumDate: Date? { didSet { boundsChanged() } }

    private var minuteIntervalStorage = 1
    /// Minutes between the minute wheel's values: UIKit's 1 … 30, dividing 60; another value is taken as 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            dateStorage = rounded(dateStorage)
            rebuild()
        }
    }
    /// Whether a date set is rounded to the nearest `minuteInterval` (UIKit's default: true; with an
    /// interval of 1 nothing is rounded here).
    open var roundsToMinuteInterval = true

    private var countDownStorage: TimeInterval = 0
    /// `.countDownTimer`'s duration in seconds, 0 … 23 h 59 min (UIKit's range), shown in whole minutes.
    open var countDownDuration: TimeInterval {
        get { countDownStorage }
        set {
            countDownStorage = newValue.isFinite ? min(max(newValue, 0), 86_399) : 0
            showValues(animated: false)
        }
    }

    /// The style asked for; kept, but every style is drawn as wheels.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style in use: always `.wheels` here.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    let wheels = UIPickerView()
    private(set) var columns: DatePickerColumns?
    private lazy var adaptor = DatePickerWheelAdaptor(owner: self)

    public override init(frame: CGRect) {
        dateStorage = Date()
        super.init(frame: frame)
        setUp()
    }

    /// A date-and-time picker showing now (nothing is decoded: see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        dateStorage = Date()
        super.init(coder: coder)
        setUp()
    }

    public convenience init() { self.init(frame: CGRect(origin: .zero, size: UIPickerView.defaultSize)) }

    private func setUp() {
        wheels.frame = bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(wheels)
        wheels.dataSource = adaptor
        wheels.delegate = adaptor
        rebuild()
    }

    /// As a wheels picker: 320 × 216.
    open override var intrinsicContentSize: CGSize { UIPickerView.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.defaultSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    /// Shows `date` (clamped to the minimum and maximum, rounded to the minute interval), turning the
    /// wheels when `animated`. Sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamped(rounded(date))
        if columns == nil || !columnsHold(dateStorage) { rebuild(animated: animated) } else { showValues(animated: animated) }
    }

    // MARK: Model

    /// The calendar the wheels compute in: `calendar` in `timeZone`, with `locale`.
    var effectiveCalendar: Calendar {
        var c = calendar ?? Calendar.current
        c.timeZone = timeZone ?? TimeZone.current
        c.locale = locale ?? Locale.current
        return c
    }

    /// The minimum and maximum in force (none when the minimum is after the maximum: UIKit ignores both).
    private var limits: (Date?, Date?) {
        if let lo = minimumDate, let hi = maximumDate, lo > hi { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    func clamped(_ d: Date) -> Date {
        let (lo, hi) = limits
        var x = d
        if let lo, x < lo { x = lo }
        if let hi, x > hi { x = hi }
        return x
    }

    /// `d` at the nearest multiple of `minuteInterval` minutes of its hour (when rounding and the interval > 1).
    func rounded(_ d: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return d }
        let cal = effectiveCalendar
        guard let hour = cal.dateInterval(of: .hour, for: d)?.start else { return d }
        let step = Double(minuteInterval * 60)
        let into = d.timeIntervalSince(hour)
        return hour.addingTimeInterval((into / step).rounded() * step)
    }

    private func boundsChanged() {
        dateStorage = clamped(dateStorage)
        rebuild()
    }

    private func columnsHold(_ d: Date) -> Bool {
        guard let columns else { return false }
        let cal = columns.calendar
        for col in columns.columns {
            switch col.kind {
            case .day:
                let n = cal.dateComponents([.day], from: columns.firstDay, to: cal.startOfDay(for: d)).day ?? -1
                if n < 0 || n >= columns.dayCount { return false }
            case .year:
                let y = cal.component(.year, from: d) - columns.firstYear
                if y < 0 || y >= columns.yearCount { return false }
            default: break
            }
        }
        return true
    }

    private func rebuild(animated: Bool = false) {
        let (lo, hi) = limits
        columns = DatePickerColumns(mode: datePickerMode, calendar: effectiveCalendar, locale: locale ?? Locale.current,
                                    minuteInterval: minuteInterval, date: dateStorage, minimumDate: lo, maximumDate: hi, now: Date())
        wheels.reloadAllComponents()
        showValues(animated: false)
    }

    /// Turns every wheel to the date's (or the duration's) values, in the middle copy of cyclic wheels.
    func showValues(animated: Bool) {
        guard let columns else { return }
        let values = columns.values(for: dateStorage, countDown: countDownStorage)
        for (i, v) in values.enumerated() {
            let target = columns.row(ofValue: v, inColumn: i)
            let current = wheels.selectedRow(inComponent: i)
            if animated, current >= 0, columns.columns[i].cyclic {
                // The copy of the value nearest where the wheel is, so it turns the short way.
                let p = columns.columns[i].period
                let base = current - columns.value(ofRow: current, inColumn: i)
                var best = base + v
                for candidate in [base + v - p, base + v + p] where abs(candidate - current) < abs(best - current) { best = candidate }
                wheels.selectRow(best, inComponent: i, animated: true)
            } else {
                wheels.selectRow(target, inComponent: i, animated: animated)
            }
        }
    }

    // MARK: The user settled a wheel

    func userSettled(component: Int) {
        guard let columns else { return }
        let values = (0..<columns.columns.count).map { columns.value(ofRow: max(0, wheels.selectedRow(inComponent: $0)), inColumn: $0) }
        if datePickerMode == .countDownTimer {
            var d = columns.countDown(from: values)
            let old = countDownStorage
            // UIKit's count-down timer does not rest at zero: it turns to one interval.
            if d == 0 { d = TimeInterval(minuteInterval * 60) }
            countDownStorage = d
            if d != columns.countDown(from: values) { showValues(animated: true) } else { recentre() }
            if d != old { sendActions(for: .valueChanged) }
            return
        }
        let shown = columns.date(from: values, base: dateStorage)
        let new = clamped(shown)
        let old = dateStorage
        dateStorage = new
        if new != shown || columns.values(for: new, countDown: 0) != values {
            showValues(animated: true)   // past a limit or a month's end: the wheels turn back
        } else {
            recentre()
        }
        if new != old { sendActions(for: .valueChanged) }
    }

    /// Cyclic wheels back to their middle copy, where they are (nothing visible changes).
    private func recentre() {
        guard let columns else { return }
        for (i, col) in columns.columns.enumerated() where col.cyclic {
            let r = wheels.selectedRow(inComponent: i)
            guard r >= 0 else { continue }
            let middle = columns.row(ofValue: columns.value(ofRow: r, inColumn: i), inColumn: i)
            if middle != r { wheels.selectRow(middle, inComponent: i, animated: false) }
        }
    }

    // MARK: Wheels

    fileprivate var columnCount: Int { columns?.columns.count ?? 0 }
    fileprivate func rowCount(_ c: Int) -> Int { columns.map { $0.columns.indices.contains(c) ? $0.columns[c].rowCount : 0 } ?? 0 }
    fileprivate func title(row: Int, component c: Int) -> String? {
        guard let columns, columns.columns.indices.contains(c) else { return nil }
        return columns.title(value: columns.value(ofRow: row, inColumn: c), inColumn: c)
    }
    fileprivate func width(_ c: Int, in picker: UIPickerView) -> CGFloat {
        guard let columns, columns.columns.indices.contains(c) else { return 0 }
        let total = columns.columns.reduce(0) { $0 + $1.weight }
        let n = CGFloat(columns.columns.count)
        let inner = picker.bounds.width - 2 * UIPickerView.bandInset - UIPickerView.componentSpacing * (n - 1)
        return max(0, inner * columns.columns[c].weight / total)
    }
}

/// The date picker's data source and delegate for its wheels (kept apart so the picker's own protocols
/// stay free for the app).
final class DatePickerWheelAdaptor: UIPickerViewDataSource, UIPickerViewDelegate {
    weak var owner: UIDatePicker?
    init(owner: UIDatePicker) { self.owner = owner }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { owner?.columnCount ?? 0 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { owner?.rowCount(component) ?? 0 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        owner?.title(row: row, component: component)
    }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        owner?.width(component, in: pickerView) ?? pickerView.defaultWidth(forComponent: component)
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        owner?.userSettled(component: component)
    }
}
