import Foundation

/// The wheels a `UIDatePicker` shows for a mode, a locale and a calendar, and the mapping between a date
/// and their rows — UIKit's wheels: `.date` month · day · year in the locale's order (day · month · year
/// in de_DE, year · month · day in ja_JP), `.time` hour · minute (· AM/PM where the locale's clock has 12
/// hours, on the side its pattern puts it), `.dateAndTime` a day wheel ("Today", "Mon, Nov 30") before
/// the time, `.countDownTimer` hours and minutes.
///
/// Month, day, hour and minute wheels turn round and round, as UIKit's do: they hold `cycles` copies of
/// their values and the picker sits in the middle copy (re-centred after each settle).
struct DatePickerColumns {
    enum Kind: Equatable {
        case month, dayOfMonth, year
        /// `.dateAndTime`'s day: row = days after `firstDay`.
        case day
        case hour12, hour24, minute, amPM
        case countDownHours, countDownMinutes
    }

    struct Column: Equatable {
        var kind: Kind
        /// Distinct values (a cyclic wheel repeats them).
        var period: Int
        var cyclic: Bool
        /// Share of the picker's width.
        var weight: CGFloat
        var rowCount: Int { cyclic ? period * DatePickerColumns.cycles : period }
    }

    /// Copies of a cyclic wheel's values (the picker starts in the middle one: far from either end).
    static let cycles = 200
    /// Years the `.date` wheel offers when no minimum or maximum says otherwise.
    static let years = 1...9999
    /// Days the `.dateAndTime` wheel offers around the date when no minimum or maximum bounds them.
    static let dayRange = 3650

    let mode: UIDatePicker.Mode
    let calendar: Calendar
    let locale: Locale
    let minuteInterval: Int
    let columns: [Column]
    let uses12Hours: Bool
    /// The first day of the `.dateAndTime` wheel (start of day) and the year of the `.date` wheel's row 0.
    let firstDay: Date
    let dayCount: Int
    let firstYear: Int
    let yearCount: Int
    let today: Date
    private let monthNames: [String]
    private let amPM: [String]
    private let dayFormatter: DateFormatter

    init(mode: UIDatePicker.Mode, calendar: Calendar, locale: Locale, minuteInterval: Int,
         date: Date, minimumDate: Date?, maximumDate: Date?, now: Date) {
        self.mode = mode
        self.calendar = calendar
        self.locale = locale
        self.minuteInterval = minuteInterval
        self.today = now
        let clock = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm"
        let twelve = clock.contains("h") || clock.contains("K")
        uses12Hours = twelve
        let f = DateFormatter()
        f.locale = locale
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        monthNames = f.standaloneMonthSymbols
        amPM = [f.amSymbol, f.pmSymbol]
        f.setLocalizedDateFormatFromTemplate("EEEMMMd")
        dayFormatter = f

        // The `.date` wheel's years and the `.dateAndTime` wheel's days.
        let minYear = minimumDate.map { calendar.component(.year, from: $0) } ?? Self.years.lowerBound
        let maxYear = maximumDate.map { calendar.component(.year, from: $0) } ?? Self.years.upperBound
        firstYear = max(Self.years.lowerBound, min(minYear, maxYear))
        yearCount = max(1, min(Self.years.upperBound, max(minYear, maxYear)) - firstYear + 1)
        let anchor = calendar.startOfDay(for: date)
        let lo = minimumDate.map { calendar.startOfDay(for: $0) }
            ?? calendar.date(byAdding: .day, value: -Self.dayRange, to: anchor) ?? anchor
        let hi = maximumDate.map { calendar.startOfDay(for: $0) }
            ?? calendar.date(byAdding: .day, value: Self.dayRange, to: anchor) ?? anchor
        firstDay = min(lo, hi)
        dayCount = max(1, (calendar.dateComponents([.day], from: min(lo, hi), to: max(lo, hi)).day ?? 0) + 1)

        let minutes = Column(kind: .minute, period: 60 / minuteInterval, cyclic: true, weight: 1)
        var time: [Column] = twelve
            ? [Column(kind: .hour12, period: 12, cyclic: true, weight: 1), minutes]
            : [Column(kind: .hour24, period: 24, cyclic: true, weight: 1), minutes]
        if twelve {
            let ampm = Column(kind: .amPM, period: 2, cyclic: false, weight: 1)
            let a = clock.firstIndex(of: "a"), h = clock.firstIndex(where: { $0 == "h" || $0 == "K" })
            if let a, let h, a < h { time.insert(ampm, at: 0) } else { time.append(ampm) }
        }
        switch mode {
        case .time:
            columns = time
        case .dateAndTime:
            columns = [Column(kind: .day, period: dayCount, cyclic: false, weight: 3)] + time
        case .countDownTimer:
            columns = [Column(kind: .countDownHours, period: 24, cyclic: true, weight: 1.5),
                       Column(kind: .countDownMinutes, period: 60 / minuteInterval, cyclic: true, weight: 1.5)]
        case .date:
            let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
            let parts: [(Character, Column)] = [
                ("M", Column(kind: .month, period: 12, cyclic: true, weight: 2.2)),
                ("d", Column(kind: .dayOfMonth, period: 31, cyclic: true, weight: 1)),
                ("y", Column(kind: .year, period: yearCount, cyclic: false, weight: 1.4)),
            ]
            columns = parts.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }.map(\.1)
        }
    }

    // MARK: Date → rows

    /// The value (0 ..< period) each column shows for `date` (`countDown`: for the count-down duration).
    func values(for date: Date, countDown: TimeInterval) -> [Int] {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = c.hour ?? 0, minute = c.minute ?? 0
        let total = Int(max(0, countDown) / 60)
        return columns.map { col in
            switch col.kind {
            case .month: return (c.month ?? 1) - 1
            case .dayOfMonth: return (c.day ?? 1) - 1
            case .year: return min(max((c.year ?? firstYear) - firstYear, 0), yearCount - 1)
            case .day:
                let d = calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: date)).day ?? 0
                return min(max(d, 0), dayCount - 1)
            case .hour12: return hour % 12
            case .hour24: return hour
            case .amPM: return hour < 12 ? 0 : 1
            case .minute: return min(minute / minuteInterval, col.period - 1)
            case .countDownHours: return min(total / 60, 23)
            case .countDownMinutes: return min((total % 60) / minuteInterval, col.period - 1)
            }
        }
    }

    /// The row of `value` in `column`: the middle copy for a cyclic wheel.
    func row(ofValue value: Int, inColumn i: Int) -> Int {
        let col = columns[i]
        return col.cyclic ? (Self.cycles / 2) * col.period + value : value
    }

    func value(ofRow row: Int, inColumn i: Int) -> Int {
        let col = columns[i]
        guard col.period > 0 else { return 0 }
        return col.cyclic ? ((row % col.period) + col.period) % col.period : min(max(row, 0), col.period - 1)
    }

    // MARK: Rows → date

    /// The date the wheels' values show, the rest taken from `base`; seconds are zero. A day past the
    /// month's end (February 31) becomes its last day.
    func date(from values: [Int], base: Date) -> Date {
        var c = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: base)
        var pm: Bool? = nil
        var hour12: Int? = nil
        var dayStart: Date? = nil
        for (i, v) in values.enumerated() where i < columns.count {
            switch columns[i].kind {
            case .month: c.month = v + 1
            case .dayOfMonth: c.day = v + 1
            case .year: c.year = firstYear + v
            case .day: dayStart = calendar.date(byAdding: .day, value: v, to: firstDay)
            case .hour12: hour12 = v
            case .hour24: c.hour = v
            case .amPM: pm = v == 1
            case .minute: c.minute = v * minuteInterval
            case .countDownHours, .countDownMinutes: break
            }
        }
        if let h = hour12 { c.hour = h + ((pm ?? ((c.hour ?? 0) >= 12)) ? 12 : 0) }
        else if let pm, let h = c.hour { c.hour = h % 12 + (pm ? 12 : 0) }
        if let d = dayStart {
            let dc = calendar.dateComponents([.era, .year, .month, .day], from: d)
            c.era = dc.era; c.year = dc.year; c.month = dc.month; c.day = dc.day
        }
        c.second = 0
        c.nanosecond = 0
        // The month's last day when the day wheel is past it.
        var firstOfMonth = c
        firstOfMonth.day = 1
        if let m = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: m), let d = c.day, d > days.count {
            c.day = days.count
        }
        return calendar.date(from: c) ?? base
    }

    /// The count-down duration the wheels show, seconds.
    func countDown(from values: [Int]) -> TimeInterval {
        var minutes = 0
        for (i, v) in values.enumerated() where i < columns.count {
            switch columns[i].kind {
            case .countDownHours: minutes += 60 * v
            case .countDownMinutes: minutes += v * minuteInterval
            default: break
            }
        }
        return TimeInterval(minutes * 60)
    }

    // MARK: Titles

    func title(value v: Int, inColumn i: Int) -> String {
        switch columns[i].kind {
        case .month: return monthNames.indices.contains(v) ? monthNames[v] : "\(v + 1)"
        case .dayOfMonth: return "\(v + 1)"
        case .year: return "\(firstYear + v)"
        case .day:
            guard let d = calendar.date(byAdding: .day, value: v, to: firstDay) else { return "" }
            if calendar.isDate(d, inSameDayAs: today), locale.language.languageCode?.identifier == "en" { return "Today" }
            return dayFormatter.string(from: d)
        case .hour12: return v == 0 ? "12" : "\(v)"
        case .hour24: return String(format: "%02d", v)
        case .minute: return String(format: "%02d", v * minuteInterval)
        case .amPM: return amPM[min(max(v, 0), 1)]
        case .countDownHours: return v == 1 ? "1 hour" : "\(v) hours"
        case .countDownMinutes: return "\(v * minuteInterval) min"
        }
    }
}
