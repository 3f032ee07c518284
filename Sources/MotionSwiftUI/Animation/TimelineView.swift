import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// A schedule of dates for `TimelineView`.
public protocol TimelineSchedule {
    /// The interval between updates (0: every frame), from `start`.
    var _interval: Double { get }
    var _isPaused: Bool { get }
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public let minimumInterval: Double?
    public let paused: Bool
    public var _interval: Double { minimumInterval ?? 0 }
    public var _isPaused: Bool { paused }
}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    let interval: Double
    public var _interval: Double { interval }
    public var _isPaused: Bool { false }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public var _interval: Double { 60 }
    public var _isPaused: Bool { false }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame (or every `minimumInterval` seconds), unless paused.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule(minimumInterval: nil, paused: false) }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(interval: max(interval, 1.0 / 240))
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// A view evaluated again on a schedule: SwiftUI's `TimelineView`. Its context's date is the scene
/// clock as a date (`Date(timeIntervalSinceReferenceDate:)` of scene seconds), so a headless render
/// shows the same frames every run and slow motion slows it.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, BuiltinView {
    /// Not nested in the generic type (as in Apple's SDK), so a content closure's type can be inferred.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { primitiveBody("TimelineView") }
    func makeNode(graph: ViewGraph) -> ViewNode { TimelineNode<Schedule, Content>(graph: graph) }
}

/// What a `TimelineView`'s content is given: the date of this evaluation.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

final class TimelineNode<Schedule: TimelineSchedule, Content: View>: ViewNode, Reevaluating, DirtyMarkable {
    var view: TimelineView<Schedule, Content>?
    var dirty = false
    var lastUpdate = -Double.infinity
    var date = Date(timeIntervalSinceReferenceDate: 0)

    func markDirty() { dirty = true }
    var isStillDirty: Bool { dirty }

    override func update(_ v: any View, _ ctx: UpdateContext) {
        guard let t = v as? TimelineView<Schedule, Content> else { return }
        context = ctx
        view = t
        date = Date(timeIntervalSinceReferenceDate: CACurrentMediaTime() - graph.clockOrigin)
        evaluate()
        if !t.schedule._isPaused, graph.perFrame[ObjectIdentifier(self)] == nil {
            graph.perFrame[ObjectIdentifier(self)] = { [weak self] time in self?.tick(time) ?? false }
            graph.host?.startFrames()
        }
    }

    func tick(_ time: Double) -> Bool {
        guard let v = view, isAttached, !v.schedule._isPaused else { return false }
        let interval = v.schedule._interval
        if interval > 0 && time - lastUpdate < interval - 1e-9 { return true }
        lastUpdate = interval > 0 ? (time / interval).rounded(.down) * interval : time
        date = Date(timeIntervalSinceReferenceDate: time - graph.clockOrigin)
        graph.invalidate(self, transaction: Transaction())
        return true
    }

    func evaluate() {
        dirty = false
        guard let v = view else { return }
        ViewGraph.evaluating += 1
        let body = v.content(TimelineViewDefaultContext(date: date, cadence: .live))
        ViewGraph.evaluating -= 1
        reconcile([(AnyHashable(0), body)], context)
    }

    func reevaluate(transaction: Transaction) {
        context.transaction = transaction
        evaluate()
    }

    override func disappear() { graph.perFrame[ObjectIdentifier(self)] = nil }
}
