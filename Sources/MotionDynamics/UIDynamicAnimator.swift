import Foundation
import MotionGeometry
import MotionLayers
import MotionViews
import CBox2DBridge

/// Told when an animator starts and stops moving things.
@MainActor @preconcurrency public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again (a behaviour or item changed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every body came to rest (Box2D put them all to sleep) or none is left: the animator stopped.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics' animator, on Box2D 2.4: the behaviours you add act on their items in a rigid-body
/// world whose coordinates are the reference view's (100 points to the metre, see `PhysicsScale`).
///
/// **Time.** The engine steps by a fixed 1/120 s of scene time from the moment the animator starts
/// running (`stepDuration`), on the scene clock of the animation context it was made in: each frame
/// runs the steps up to and including the first at or after the frame's time and shows the items
/// interpolated between the last two steps at exactly that time. A change made between frames (a
/// behaviour added, a snap point moved) first runs the steps up to its own time. So what happens
/// depends only on the times of the inputs, never on the frame rate: headless renders, traces and
/// replays are identical every run, at any `--speed` or in slow motion.
///
/// **Rest.** When Box2D has put every body to sleep (about half a second below 1 point/s) the animator
/// pauses (`isRunning` false, `dynamicAnimatorDidPause`); any change resumes it.
///
/// **Collection views.** `init(collectionViewLayout:)` makes an animator whose items are a layout's
/// `UICollectionViewLayoutAttributes` (see `UIDynamicAnimator+CollectionView.swift`).
open class UIDynamicAnimator: DynamicBodyReporting {
    /// The view whose coordinates the items' centres are in (nil for a collection-view layout's animator).
    public private(set) weak var referenceView: UIView?
    /// The layout of `init(collectionViewLayout:)`, held weakly as UIKit holds it (the layout owns the
    /// animator): its collection view's content coordinates are the reference, and every frame the
    /// animator moves its items ends in `invalidateLayout()`.
    weak var collectionViewLayout: UICollectionViewLayout?
    /// The behaviours added, in order (their children are not listed).
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// Whether the engine is stepping (false once everything is at rest).
    public private(set) var isRunning = false
    /// Seconds the engine has simulated since the animator was made (paused time excluded).
    open var elapsedTime: TimeInterval { Double(totalSteps) * PhysicsScale.stepDuration }

    let context: AnimationContext
    let engine: DynamicsEngine?
    /// Scene time of step 0 since the animator last resumed, and steps taken since.
    private var runStart: CFTimeInterval = 0
    private var stepsSinceResume = 0
    private var totalSteps = 0
    private var needsSync = true
    private var wakeAllOnSync = false
    private var isStepping = false
    private var resumeNoticePending = false
    /// UIKit's private "debugEnabled" (see `setValue(_:forKey:)`).
    var debugEnabled = false { didSet { if debugEnabled != oldValue { writeDisplay(at: context.clock.now) } } }
    var debugLayer: CAShapeLayer?
    private var pauseNoticePending = false

    public init(referenceView: UIView) {
        self.referenceView = referenceView
        context = AnimationContext.current
        engine = DynamicsEngine(referenceView: referenceView)
        DynamicBodyReporters.current.register(self)
    }

    /// UIKit's animator for a collection view layout: add behaviours whose items are the layout's
    /// `UICollectionViewLayoutAttributes`, and answer the layout's `layoutAttributesForElements(in:)`
    /// with `items(in:)` and `layoutAttributesForItem(at:)` with `layoutAttributesForCell(at:)`. The
    /// reference bounds (`translatesReferenceBoundsIntoBoundary`) are the collection view's content,
    /// `CGRect(origin: .zero, size: layout.collectionViewContentSize)`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceView = nil
        collectionViewLayout = layout
        context = AnimationContext.current
        engine = DynamicsEngine(referenceView: nil)
        engine?.collectionViewLayout = layout
        DynamicBodyReporters.current.register(self)
    }

    deinit {
        context.driver.removeStepper(self)
    }

    // MARK: Behaviours

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior.parent == nil, !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self { other.removeBehavior(behavior) }
        willChange()
        behaviors.append(behavior)
        behavior.setAnimator(self)
        didChange(wake: true)
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let k = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        willChange()
        behaviors.remove(at: k)
        behavior.setAnimator(nil)
        didChange(wake: true)
    }

    open func removeAllBehaviors() {
        guard !behaviors.isEmpty else { return }
        willChange()
        let old = behaviors
        behaviors = []
        for b in old { b.setAnimator(nil) }
        didChange(wake: true)
    }

    // MARK: Items

    /// The items whose frames (rotated bounds about their centres) meet `rect`, in the order added.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        syncIfNeeded()
        guard let engine else { return [] }
        return engine.bodies.filter { b in
            let size = b.item.bounds.size
            let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(CGAffineTransform(rotationAngle: CGFloat(b.current.angle)))
                .offsetBy(dx: CGFloat(b.current.x), dy: CGFloat(b.current.y))
            return box.intersects(rect)
        }.map(\.item)
    }

    /// Takes the item's centre, rotation and size as they are now (you moved or resized it yourself);
    /// its velocity is kept.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        willChange()
        syncIfNeeded()
        engine?.reload(item)
        didChange(wake: true)
    }

    // MARK: Changes

    /// Runs the steps due by now, so a change takes effect at its own time.
    func willChange() {
        guard !isStepping else { return }
        catchUp(to: context.clock.now)
    }

    /// Notes that the engine must take in a change at the next step (and wakes every body when asked,
    /// resuming the animator if it rested).
    func didChange(wake: Bool) {
        needsSync = true
        if wake {
            wakeAllOnSync = true
            resume()
        }
    }

    /// A behaviour's parameters changed (a snap point, an anchor, a push's force): it updates its engine
    /// objects at once when they exist (else the next sync makes them), its items wake and the animator
    /// resumes, without rebuilding the rest.
    func parametersChanged(of behavior: UIDynamicBehavior) {
        guard let engine else { return }
        willChange()
        if !needsSync && engine.attached.contains(where: { $0 === behavior }) {
            behavior.update(in: engine)
            for i in behavior.engineItems { engine.wake(i) }
        }
        resume()
    }

    func syncIfNeeded() {
        guard needsSync, let engine else { return }
        needsSync = false
        engine.referenceView = referenceView
        engine.sync(roots: behaviors, wakeAll: wakeAllOnSync)
        wakeAllOnSync = false
    }

    // MARK: Running

    private func resume() {
        if !isRunning {
            isRunning = true
            runStart = context.clock.now
            stepsSinceResume = 0
            if let engine { for b in engine.bodies { b.previous = b.current } }
            if pauseNoticePending { pauseNoticePending = false } else { resumeNoticePending = true }
        }
        // (Re)registers the frame step: a context reset drops steppers, and one owner has one stepper.
        context.perform {
            context.driver.addStepper(self) { [weak self] now in self?.frame(at: now) ?? false }
        }
    }

    /// Scene time of the last step taken.
    private var physicsTime: CFTimeInterval { runStart + Double(stepsSinceResume) * PhysicsScale.stepDuration }

    /// The frame step: the steps up to the first at or after `now`, then the items shown at `now`.
    private func frame(at now: CFTimeInterval) -> Bool {
        deliverNotices()
        noticeReferenceBoundsChange()
        catchUp(to: now)
        writeDisplay(at: now)
        // UIKit's layout animator invalidates its layout after each tick in which it ran, so the
        // collection view asks for the moved attributes in this frame's layout pass.
        collectionViewLayout?.invalidateLayout()
        deliverNotices()
        return isRunning
    }

    /// The reference bounds the boundaries were last made from.
    private var lastReferenceBounds: CGRect?

    /// A reference view resized by layout (it is often sized by constraints after the behaviours were
    /// made), or a collection view's content that grew, moves the boundaries made from its bounds.
    private func noticeReferenceBoundsChange() {
        guard let engine, let bounds = engine.referenceBounds, bounds != lastReferenceBounds else { return }
        lastReferenceBounds = bounds
        if engine.collisionBehaviors.contains(where: { $0.translatesReferenceBoundsIntoBoundary }) {
            needsSync = true
            wakeAllOnSync = true
        }
    }

    /// The delegate hears of pauses and resumptions at frames, in the order they happened (a change
    /// made inside its callbacks is safe).
    private func deliverNotices() {
        if pauseNoticePending {
            pauseNoticePending = false
            delegate?.dynamicAnimatorDidPause(self)
        }
        if resumeNoticePending {
            resumeNoticePending = false
            delegate?.dynamicAnimatorWillResume(self)
        }
    }

    /// Stops stepping; a pause right after a resumption nobody heard of yet cancels both notices.
    private func pause() {
        isRunning = false
        if resumeNoticePending { resumeNoticePending = false } else { pauseNoticePending = true }
    }

    /// The most scene time one catch-up simulates: after a longer stall (a window that took seconds to
    /// appear, a debugger) the engine's clock slips instead of running every missed step at once. A
    /// second: headless frames (at any `--fps` from 1) never come further apart, so they stay exact.
    public static let maximumCatchUp: CFTimeInterval = 1

    /// Steps while the last step is before `time` (the engine runs ahead of the clock by less than a step).
    private func catchUp(to time: CFTimeInterval) {
        guard !isStepping, isRunning else { return }
        let behind = time - physicsTime
        if behind > Self.maximumCatchUp + PhysicsScale.stepDuration {
            runStart += behind - Self.maximumCatchUp
        }
        while isRunning && physicsTime < time - 1e-9 {
            step()
        }
    }

    /// One engine step: the tree's changes taken in, forces, Box2D's step, the new poses, contact
    /// callbacks, action blocks; then a pause if everything rests.
    private func step() {
        guard let engine else { pause(); return }
        isStepping = true
        defer { isStepping = false }
        syncIfNeeded()
        if engine.bodies.isEmpty {
            pause()
            return
        }
        for b in engine.bodies { b.previous = b.current }
        for f in engine.forceBehaviors { f.applyForces(in: engine) }
        engine.world.step(PhysicsScale.stepDuration)
        stepsSinceResume += 1
        totalSteps += 1
        engine.readStates()
        let actions = engine.allBehaviors.compactMap { $0.dynamicAnimator === self ? $0.action : nil }
        let observed = !actions.isEmpty || engine.collisionBehaviors.contains { $0.collisionDelegate != nil }
        if observed { for b in engine.bodies { write(b, b.current) } }
        engine.deliverContacts()
        for a in actions { a() }
        if !needsSync && engine.isAtRest {
            pause()
            for b in engine.bodies { b.previous = b.current }
        }
    }

    // MARK: Display

    /// Shows every item at scene time `t`: between the last two steps (exactly the last when `t` is
    /// its time or the animator rests).
    func writeDisplay(at t: CFTimeInterval) {
        guard let engine else { return }
        let lag = physicsTime - t
        let behind = isRunning && lag > 1e-9 ? min(lag / PhysicsScale.stepDuration, 1) : 0
        var shown: [(DynamicBody, BodyPose)] = []
        for b in engine.bodies {
            let pose = b.current.back(towards: b.previous, by: behind)
            write(b, pose)
            if debugEnabled { shown.append((b, pose)) }
        }
        if debugEnabled || debugLayer != nil { updateDebugLayer(poses: shown) }
    }

    private func write(_ b: DynamicBody, _ pose: BodyPose) {
        guard pose.x.isFinite, pose.y.isFinite, pose.angle.isFinite else { return }
        let rotates = pose.angle != (b.written?.angle ?? b.initialAngle)
        b.written = pose
        if b.members.isEmpty {
            let c = CGPoint(x: CGFloat(pose.x) - b.offset.x, y: CGFloat(pose.y) - b.offset.y)
            if b.item.center != c { b.item.center = c }
            if rotates { b.item.transform = CGAffineTransform(rotationAngle: CGFloat(pose.angle)) }
            return
        }
        let turn = pose.angle - b.initialAngle, cs = cos(turn), sn = sin(turn)
        let groupCenter = CGPoint(x: CGFloat(pose.x) - b.offset.x, y: CGFloat(pose.y) - b.offset.y)
        if b.item.center != groupCenter { b.item.center = groupCenter }
        if rotates { b.item.transform = CGAffineTransform(rotationAngle: CGFloat(pose.angle)) }
        for m in b.members {
            let ox = Double(m.offset.x), oy = Double(m.offset.y)
            let c = CGPoint(x: CGFloat(pose.x + ox * cs - oy * sn) - m.superviewOffset.x,
                            y: CGFloat(pose.y + ox * sn + oy * cs) - m.superviewOffset.y)
            if m.item.center != c { m.item.center = c }
            if rotates { m.item.transform = CGAffineTransform(rotationAngle: CGFloat(m.angle + turn)) }
        }
    }

    // MARK: Inspector

    public func dynamicBodyReports() -> [DynamicBodyReport] {
        guard let engine else { return [] }
        return engine.bodies.map { b in
            var names: [String] = []
            for root in behaviors {
                root.visit { if $0.engineItems.containsItem(b.item) { names.append($0.inspectedName) } }
            }
            return DynamicBodyReport(layer: shownLayer(of: b.item), itemType: String(describing: type(of: b.item)),
                                     source: "UIDynamicAnimator", behaviors: names,
                                     center: CGPoint(x: CGFloat(b.current.x), y: CGFloat(b.current.y)), angle: CGFloat(b.current.angle),
                                     velocity: b.velocity, angularVelocity: CGFloat(b.angularVelocity), isResting: !b.isAwake || !isRunning)
        }
    }
}
