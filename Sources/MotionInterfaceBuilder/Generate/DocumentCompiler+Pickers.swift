import Foundation

/// `<pickerView>` (its `dataSource`/`delegate` outlets are connected like a table view's) and
/// `<datePicker>`: its mode, style, minute interval, count-down duration, locale and dates, in the order
/// that keeps UIKit's clamping and rounding from changing them (mode, interval, limits, then the date).
extension DocumentCompiler {
    static let datePickerModes: [String: String] = [
        "time": ".time", "date": ".date", "dateAndTime": ".dateAndTime", "countDownTimer": ".countDownTimer",
    ]
    static let datePickerStyles: [String: String] = [
        "automatic": ".automatic", "wheels": ".wheels", "compact": ".compact", "inline": ".inline",
    ]

    func setDatePicker(_ e: IBElement, _ v: String, indent: Int) {
        let l = e.line
        if let m = enumValue(e, "datePickerMode", Self.datePickerModes) { writer.emit("\(v).datePickerMode = \(m)", line: l, indent: indent) }
        if let s = enumValue(e, "style", Self.datePickerStyles) { writer.emit("\(v).preferredDatePickerStyle = \(s)", line: l, indent: indent) }
        if let locale = e.child("locale", key: "locale") {
            tracker.visit(locale)
            if let id = attr(locale, "localeIdentifier") {
                writer.emit("\(v).locale = Locale(identifier: \(SwiftLiteral.string(id)))", line: locale.line, indent: indent)
            }
        }
        if let zone = e.child("timeZone", key: "timeZone") {
            tracker.visit(zone)
            if let name = attr(zone, "name") {
                writer.emit("\(v).timeZone = TimeZone(identifier: \(SwiftLiteral.string(name)))", line: zone.line, indent: indent)
            }
        }
        if let n = number(e, "minuteInterval") {
            if n == n.rounded(), abs(n) <= 1_000_000 {
                writer.emit("\(v).minuteInterval = \(Int(n))", line: l, indent: indent)
            } else {
                warn(e, "<datePicker> minuteInterval=\"\(SwiftLiteral.number(n))\" is not a whole number of minutes (ignored)")
            }
        }
        if let n = number(e, "countDownDuration") { writer.emit("\(v).countDownDuration = \(SwiftLiteral.number(n))", line: l, indent: indent) }
        _ = bool(e, "useCurrentDate")   // Xcode's "Current Date": the picker's own default
        for key in ["minimumDate", "maximumDate", "date"] {
            guard let d = e.child("date", key: key) else { continue }
            tracker.visit(d)
            if let t = number(d, "timeIntervalSinceReferenceDate") {
                writer.emit("\(v).\(key) = Date(timeIntervalSinceReferenceDate: \(SwiftLiteral.number(t)))", line: d.line, indent: indent)
            }
        }
    }
}
