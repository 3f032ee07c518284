import Foundation

/// `ExamplesChecker trace NAME TRACE SCRIPT [KEY=VALUE…]` — an example's trace against its closed-form
///   reference (NAME: SpringButton, LoadingSpinner, CardFlip, ExpandingCard, StoryboardApp, SwiftUICards, toast, or port-PREVIEW for
///   Examples/PortCorpus); KEY=VALUE sets a parameter of the reference (port-sheet: dampingRatio=0.8).
/// `ExamplesChecker frames GOLDENS FRAMES` — every PNG in GOLDENS against the same name in FRAMES.
/// Prints one line per check; exit 0 when all pass, 1 when one fails, 2 for a usage error.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("ExamplesChecker: \(message)\n".utf8))
    exit(code)
}

let args = Array(CommandLine.arguments.dropFirst())
let usage = "usage: ExamplesChecker trace NAME TRACE SCRIPT [KEY=VALUE…] | frames GOLDENS FRAMES"

switch args.first {
case "trace":
    guard args.count >= 4 else { fail(usage, code: 2) }
    var parameters: [String: Double] = [:]
    for a in args.dropFirst(4) {
        let parts = a.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let v = Double(parts[1]) else { fail("'\(a)' is not KEY=VALUE", code: 2) }
        parameters[parts[0]] = v
    }
    let parameterChecks: [String: (Trace, PortScript, [String: Double]) throws -> TraceCheck] = [
        "port-sheet": PortOutsideAppChecks.sheet,
    ]
    if let run = parameterChecks[args[1]] {
        do {
            let check = try run(try Trace(contentsOf: args[2]), try PortScript(contentsOf: args[3]), parameters)
            print(check.report)
            exit(check.passed ? 0 : 1)
        } catch {
            fail("\(error)", code: 1)
        }
    }
    guard parameters.isEmpty else { fail("\(args[1]) takes no parameters", code: 2) }
    let checks: [String: (Trace, ScriptTimes) throws -> TraceCheck] = [
        "SpringButton": SpringButtonCheck.run, "LoadingSpinner": LoadingSpinnerCheck.run,
        "CardFlip": CardFlipCheck.run, "toast": ToastCheck.run, "ExpandingCard": ExpandingCardCheck.run,
        "StoryboardApp": StoryboardAppCheck.run,
        "ListMotion-songs": ListMotionCheck.songs, "ListMotion-grid": ListMotionCheck.grid,
        "SwiftUICards": SwiftUICardsCheck.run,
    ]
    let portChecks: [String: (Trace, PortScript) throws -> TraceCheck] = [
        "port-like": PortButtonChecks.like, "port-legacy": PortButtonChecks.legacy, "port-zoom": PortButtonChecks.zoom,
        "port-banner": PortButtonChecks.banner, "port-controls": PortButtonChecks.controls,
        "port-download": PortButtonChecks.download, "port-settings": PortButtonChecks.settings,
        "port-stack": PortButtonChecks.stack, "port-nudge": PortButtonChecks.nudge,
        "port-countdown": PortTimeChecks.countdown, "port-dot": PortTimeChecks.dot, "port-ticker": PortTimeChecks.ticker,
        "port-ball": PortTimeChecks.ball, "port-swipe": PortTimeChecks.swipe, "port-scrubber": PortTimeChecks.scrubber,
        "port-onboarding": PortTimeChecks.onboarding,
        "port-launch": PortOutsideAppChecks.launch, "port-drawer": PortOutsideAppChecks.drawer,
        "dynamics-stack": DynamicsChecks.stack, "dynamics-card": DynamicsChecks.card,
    ]
    if let run = portChecks[args[1]] {
        do {
            let check = try run(try Trace(contentsOf: args[2]), try PortScript(contentsOf: args[3]))
            print(check.report)
            exit(check.passed ? 0 : 1)
        } catch {
            fail("\(error)", code: 1)
        }
    }
    guard let run = checks[args[1]] else {
        let names = (checks.keys.sorted() + portChecks.keys.sorted() + parameterChecks.keys.sorted()).joined(separator: ", ")
        fail("no check named '\(args[1])'; checks: \(names)", code: 2)
    }
    do {
        let check = try run(try Trace(contentsOf: args[2]), try ScriptTimes(contentsOf: args[3]))
        print(check.report)
        exit(check.passed ? 0 : 1)
    } catch {
        fail("\(error)", code: 1)
    }

case "frames":
    guard args.count == 3 else { fail(usage, code: 2) }
    let goldens = args[1], frames = args[2]
    let fm = FileManager.default
    let names = ((try? fm.contentsOfDirectory(atPath: goldens)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    guard !names.isEmpty else { fail("no golden PNGs in \(goldens)", code: 1) }
    var failed = 0
    for name in names {
        let golden = goldens + "/" + name, actual = frames + "/" + name
        do {
            if let why = try FrameComparison.mismatch(golden: golden, actual: actual) {
                failed += 1; print("\(name): differs from the golden: \(why)")
            } else {
                print("\(name): matches the golden")
            }
        } catch {
            failed += 1; print("\(name): \(error)")
        }
    }
    exit(failed == 0 ? 0 : 1)

default:
    fail(usage, code: 2)
}
