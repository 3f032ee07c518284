import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// Several dates chosen on a calendar: SwiftUI's `MultiDatePicker` (iOS 16), drawn as iOS draws it — a
/// month page: the month and year (semibold) with the previous/next chevrons in the tint, the weekday
/// abbreviations ("SUN", caption, tertiary), and the days in a 7-column grid; a chosen day is a tint-filled circle
/// with its number in white, days outside `in:` are drawn in the tertiary colour and ignore taps. A tap
/// on a day adds it to or removes it from the selection (as `DateComponents` of calendar, era, year,
/// month and day, Apple's shape). The page opens on the month of the earliest chosen day, else the
/// current month; the calendar and time zone are the environment's.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: (lower: Date?, upper: Date?)
    let label: Label
    @Environment(\.calendar) var calendar
    @Environment(\.tint) var tint
    /// Months after (or before, negative) the opening month.
    @State private var monthOffset = 0

    init(selection: Binding<Set<DateComponents>>, bounds: (Date?, Date?), label: Label) {
        self.selection = selection; self.bounds = bounds; self.label = label
    }

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, nil), label: label())
    }
    /// Days in `bounds` (its upper bound excluded, as a `Range`).
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, bounds.upperBound), label: label())
    }
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (bounds.lowerBound, nil), label: label())
    }
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, bounds: (nil, bounds.upperBound), label: label())
    }

    /// The first day of the month shown.
    var month: Date {
        let chosen = selection.wrappedValue.compactMap { calendar.date(from: $0) }.min() ?? Date()
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: chosen)) ?? chosen
        return calendar.date(byAdding: .month, value: monthOffset, to: start) ?? start
    }

    func components(_ day: Date) -> DateComponents {
        var c = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)
        c.calendar = calendar
        return c
    }

    func isChosen(_ day: Date) -> Bool {
        selection.wrappedValue.contains { c in
            c.year != nil && c.month != nil && c.day != nil && calendar.date(from: c).map { calendar.isDate($0, inSameDayAs: day) } == true
        }
    }

    func inBounds(_ day: Date) -> Bool {
        if let lower = bounds.lower, day < calendar.startOfDay(for: lower) { return false }
        if let upper = bounds.upper, day >= upper { return false }
        return true
    }

    func toggle(_ day: Date) {
        var set = selection.wrappedValue
        if let kept = set.first(where: { c in calendar.date(from: c).map { calendar.isDate($0, inSameDayAs: day) } == true }) {
            set.remove(kept)
        } else {
            set.insert(components(day))
        }
        selection.wrappedValue = set
    }

    /// The month's weeks: 7 slots each, nil before the first and after the last day.
    var weeks: [[Date?]] {
        let first = month
        let count = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
        let lead = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        var slots: [Date?] = Array(repeating: nil, count: lead)
        for d in 0..<count { slots.append(calendar.date(byAdding: .day, value: d, to: first)) }
        while slots.count % 7 != 0 { slots.append(nil) }
        return stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
    }

    public var body: some View {
        let accent = tint ?? .accentColor
        let title = DateFormatter.monthAndYear(calendar).string(from: month)
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let order = (0..<7).map { symbols[($0 + calendar.firstWeekday - 1) % 7].uppercased() }
        VStack(spacing: 8) {
            HStack {
                Text(title).font(.headline)
                Image(systemName: "chevron.right").font(.headline).foregroundStyle(accent)
                Spacer()
                Button { monthOffset -= 1 } label: { Image(systemName: "chevron.left") }
                    .padding(.trailing, 20)
                Button { monthOffset += 1 } label: { Image(systemName: "chevron.right") }
            }
            .font(.title3)
            .padding(.horizontal, 8)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { i in
                    Text(order[i]).font(.caption.weight(.semibold)).foregroundStyle(Color(uiColor: .tertiaryLabel)).frame(maxWidth: .infinity)
                }
            }
            ForEach(Array(weeks.enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { i in
                        dayCell(week[i], accent: accent).frame(maxWidth: .infinity)
                    }
                }
            }
        }
    }

    @ViewBuilder func dayCell(_ day: Date?, accent: Color) -> some View {
        if let day {
            let chosen = isChosen(day), enabled = inBounds(day)
            let number = Text("\(calendar.component(.day, from: day))").font(.title3)
            if chosen {
                number.fontWeight(.semibold).foregroundStyle(Color.white)
                    .frame(width: 40, height: 40).background(Circle().fill(accent))
                    .onTapGesture { if enabled { toggle(day) } }
            } else {
                number.foregroundStyle(enabled ? Color.primary : Color(uiColor: .tertiaryLabel))
                    .frame(width: 40, height: 40).contentShape(Rectangle())
                    .onTapGesture { if enabled { toggle(day) } }
            }
        } else {
            Color.clear.frame(width: 40, height: 40)
        }
    }
}

extension MultiDatePicker where Label == Text {
    @_disfavoredOverload
    public init(_ title: String, selection: Binding<Set<DateComponents>>) { self.init(selection: selection) { Text(title) } }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) { self.init(selection: selection) { Text(titleKey) } }
    public init(_ title: String, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    public init(_ title: String, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    public init(_ title: String, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

extension DateFormatter {
    /// "November 2026" in the calendar's locale (en_US when it has none).
    static func monthAndYear(_ calendar: Calendar) -> DateFormatter {
        let f = DateFormatter()
        f.calendar = calendar
        f.timeZone = calendar.timeZone
        f.locale = calendar.locale ?? Locale(identifier: "en_US")
        f.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return f
    }
}
