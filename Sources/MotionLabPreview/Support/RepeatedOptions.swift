/// Thousands of `--set ID=VALUE` (or `literals --write` values) in linear time.
///
/// swift-argument-parser removes every argument it consumes from an array, one at a time (O(n)
/// each), so n repeated options take O(n²): 20,000 `--set` took over 60 s before anything was checked.
/// Before parsing, the values of the repeated options are taken out of the argument list — the first
/// `--set` stays, its value replaced by a marker — and `expand` puts them back, in order, where the
/// command reads its option. A command that does not take the option still sees it (and refuses it).
enum RepeatedOptions {
    /// Options whose values are collected, and whether one takes every value up to the next option
    /// (`literals --write A B C`) rather than one.
    static let options: [String: Bool] = ["--set": false, "--write": true]

    /// What a collapsed option's one value is, until `expand`.
    static let marker = "\u{1}motionlab-collected-values"

    nonisolated(unsafe) private static var collected: [String: [String]] = [:]

    /// `arguments` with each option of `options` given more than once (or taking many values) collapsed
    /// into one occurrence whose value is `marker` (the values are kept for `expand`). Arguments after
    /// `--` are left alone.
    static func collapse(_ arguments: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for a in arguments {
            if a == "--" { break }
            if let name = optionName(a) { counts[name, default: 0] += 1 }
        }
        guard counts.contains(where: { $0.value > 1 || options[$0.key] == true }) else { return arguments }
        var out: [String] = []
        out.reserveCapacity(arguments.count)
        var values: [String: [String]] = [:]
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--" { out += arguments[i...]; break }
            guard let name = optionName(a), let many = options[name], (counts[name] ?? 0) > 1 || many else {
                out.append(a); i += 1; continue
            }
            var taken: [String] = []
            if a.count > name.count {                       // --set=VALUE
                taken.append(String(a.dropFirst(name.count + 1)))
                i += 1
            } else {
                i += 1
                while i < arguments.count, !arguments[i].hasPrefix("-") || arguments[i] == "-" {
                    taken.append(arguments[i])
                    i += 1
                    if !many { break }
                }
                // An option with no value is left for the parser to report.
                if taken.isEmpty { out.append(a); continue }
            }
            if values[name] == nil { out += [name, marker] }
            values[name, default: []] += taken
        }
        collected = values
        return out
    }

    /// The values an option's parsed array stands for: `marker` replaced by every value collected.
    static func expand(_ values: [String], option: String) -> [String] {
        guard values.contains(marker) else { return values }
        var out: [String] = []
        for v in values {
            if v == marker { out += collected[option] ?? [] } else { out.append(v) }
        }
        return out
    }

    private static func optionName(_ argument: String) -> String? {
        if options[argument] != nil { return argument }
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<eq])
        return options[name] != nil ? name : nil
    }
}
