import Foundation

/// A window's gesture arbitration: which recognizers see a touch, which of them may recognize, and
/// what the views under them receive. UIKit's rules, as Apple documents them:
///
/// 1. **Recognizers first.** A touch goes to its recognizers (`UITouch.gestureRecognizers`: those of
///    the hit view and its ancestors, fixed when it began) before the view gets it.
/// 2. **Leaving `.possible`** (to `.began` or `.recognized`) needs: the delegate's
///    `gestureRecognizerShouldBegin` (and the touched views' `gestureRecognizerShouldBegin`, which is
///    how a button keeps its superview's single tap from firing); no active recognizer on the same
///    touches that excludes it. A recognizer that `require(toFail:)`s another still undecided one waits:
///    it recognizes when that one fails and fails if that one recognizes.
/// 3. **Exclusion.** When one recognizes, every still-undecided recognizer on the same touches fails,
///    unless either delegate allows them to recognize simultaneously (or `canPrevent`/`canBePrevented`
///    say no).
/// 4. **Views.** When a recognizer with `cancelsTouchesInView` recognizes, the view gets
///    `touchesCancelled` for the touches and nothing more of them. `delaysTouchesBegan` holds the
///    view's deliveries until the recognizer fails (dropped if it recognizes); `delaysTouchesEnded`
///    (default) holds the view's `touchesEnded` while the recognizer may still recognize.
/// 5. **Reset.** A recognizer that ended, was cancelled or failed is reset to `.possible` once none of
///    its touches is down. One still `.possible` with no touch down fails then, unless it waits for
///    more (the next tap of a multi-tap).
///
/// While any recognizer is involved in a gesture, a `CADisplayLink` advances them every frame
/// (`timeDidAdvance(to:)`), so a long press begins and a double tap gives up on time without events.
final class GestureArena {
    /// What happened to one touch, for as long as its view delivery is not settled.
    final class TouchRecord {
        enum Delivery { case normal, held, cancelled }

        let touch: UITouch
        var recognizers: [UIGestureRecognizer]
        var delivery: Delivery = .normal
        /// View deliveries held back (in order) while `delivery == .held`.
        var queue: [UITouch.Phase] = []
        /// Whether the view received `touchesBegan`, and then its end (ended or cancelled).
        var viewBegan = false
        var viewFinished = false
        /// The touch itself has ended or been cancelled.
        var touchFinished = false
        /// A scroll view delaying the touch's delivery to its content (`delaysContentTouches`) until
        /// this time, unless it takes the touch over first.
        var contentDelayDeadline: CFTimeInterval?
        weak var delayingScrollView: UIScrollView?

        init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
            self.touch = touch
            self.recognizers = recognizers
        }
    }

    weak var window: UIWindow?
    private(set) var records: [TouchRecord] = []
    /// Recognizers that have received touches since their last reset, in order of involvement.
    private(set) var involved: [UIGestureRecognizer] = []
    private var link: CADisplayLink?
    /// Nesting of dispatches and ticks: settling waits for the outermost one.
    private var depth = 0

    init(window: UIWindow) { self.window = window }

    deinit { link?.invalidate() }

    func record(for touch: UITouch) -> TouchRecord? { records.first { $0.touch === touch } }

    // MARK: Dispatch (called by UIWindow's input)

    /// Delivers one event's touch changes: recognizers, then views; a moved touch is first offered to
    /// `intercept` (the window's `TouchInterceptor` check, after the recognizers, as a scroll view's pan
    /// would compete), and one taken over gets no ordinary view delivery. Then settles.
    func dispatch(_ touches: [UITouch], event: UIEvent, intercept: (UITouch) -> Bool) {
        depth += 1
        for t in touches where t.phase == .began { touchBegan(t) }
        if touches.contains(where: { $0.phase == .began }) {
            // A fresh link per touch-down: survives `AnimationDriver.reset()` dropping the old one.
            link?.invalidate()
            link = nil
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let group = touches.filter { $0.phase == phase }
            if group.isEmpty { continue }
            deliverToRecognizers(group, phase: phase, event: event)
            let toViews = phase == .moved ? group.filter { !intercept($0) } : group
            deliverToViews(toViews, phase: phase, event: event)
        }
        for t in touches where t.phase == .ended || t.phase == .cancelled { record(for: t)?.touchFinished = true }
        depth -= 1
        settle()
    }

    /// Collects the recognizers of the hit view and its ancestors for a touch that began.
    private func touchBegan(_ touch: UITouch) {
        var list: [UIGestureRecognizer] = []
        var v = touch.view
        while let cur = v {
            for g in cur.gestureRecognizerStorage where g.acceptsNewTouch
                && (g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true) {
                list.append(g)
            }
            v = cur.superview
        }
        touch.gestureRecognizers = list
        let r = TouchRecord(touch: touch, recognizers: list)
        let busy = records.contains { $0.touch.view === touch.view && !$0.touchFinished && $0.delivery != .cancelled }
        if let v = touch.view, !v.isMultipleTouchEnabled, busy {
            r.delivery = .cancelled   // a single-touch view already has its finger
        } else if list.contains(where: { ($0.rawState == .began || $0.rawState == .changed) && $0.cancelsTouchesInView }) {
            r.delivery = .cancelled   // joins a gesture already recognized: the view never sees it
        } else if list.contains(where: \.delaysTouchesBegan) {
            r.delivery = .held
        }
        if r.delivery != .cancelled, let scroll = Self.delayingScrollView(for: touch) {
            // UIScrollView.h, delaysContentTouches: "the scroll view delays handling the touch-down
            // gesture until it can determine if scrolling is the intent".
            r.delivery = .held
            r.delayingScrollView = scroll
            r.contentDelayDeadline = touch.timestamp + UIScrollView.contentTouchDelay
        }
        records.append(r)
    }

    private func deliverToRecognizers(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        var byRecognizer: [ObjectIdentifier: [UITouch]] = [:]
        for t in touches {
            guard let r = record(for: t) else { continue }
            for g in r.recognizers {
                let id = ObjectIdentifier(g)
                if byRecognizer[id] == nil { order.append(g) }
                byRecognizer[id, default: []].append(t)
            }
        }
        for g in order {
            let mine = byRecognizer[ObjectIdentifier(g)] ?? []
            switch phase {
            case .began:
                guard g.receivesTouches else { continue }
                if !g.isInvolved { g.isInvolved = true }
                if !involved.contains(where: { $0 === g }) { involved.append(g) }
                g.trackedTouches.append(contentsOf: mine.filter { t in !g.trackedTouches.contains { $0 === t } })
                g.lastWindowCentroid = g.windowCentroid
                g.touchesBegan(Set(mine), with: event)
            case .moved:
                let tracked = mine.filter { t in g.trackedTouches.contains { $0 === t } }
                guard g.receivesTouches, !tracked.isEmpty else { continue }
                g.lastWindowCentroid = g.windowCentroid
                g.touchesMoved(Set(tracked), with: event)
            case .ended, .cancelled:
                let tracked = mine.filter { t in g.trackedTouches.contains { $0 === t } }
                g.lastWindowCentroid = g.windowCentroid
                g.trackedTouches.removeAll { t in mine.contains { $0 === t } }
                guard g.receivesTouches, !tracked.isEmpty else { continue }
                if phase == .ended { g.touchesEnded(Set(tracked), with: event) } else { g.touchesCancelled(Set(tracked), with: event) }
            case .stationary:
                break
            }
        }
    }

    private func deliverToViews(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        var groups: [(view: UIView, touches: [UITouch])] = []
        for t in touches {
            guard let r = record(for: t) else { continue }
            switch r.delivery {
            case .cancelled:
                continue
            case .held:
                r.queue.append(phase)
                continue
            case .normal:
                if (phase == .ended || phase == .cancelled) && holdsEnd(r) {
                    r.delivery = .held
                    r.queue.append(phase)
                    continue
                }
            }
            guard let v = t.view else { continue }
            if let i = groups.firstIndex(where: { $0.view === v }) { groups[i].touches.append(t) } else { groups.append((v, [t])) }
        }
        for g in groups { send(phase, g.touches, to: g.view, event: event) }
    }

    private func send(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        let set = Set(touches)
        switch phase {
        case .began:
            for t in touches { record(for: t)?.viewBegan = true }
            view.touchesBegan(set, with: event)
        case .moved:
            view.touchesMoved(set, with: event)
        case .ended:
            for t in touches { record(for: t)?.viewFinished = true }
            view.touchesEnded(set, with: event)
        case .cancelled:
            for t in touches { record(for: t)?.viewFinished = true }
            view.touchesCancelled(set, with: event)
        case .stationary:
            break
        }
    }

    /// Some recognizer that delays touch ends may still recognize this touch's gesture.
    private func holdsEnd(_ r: TouchRecord) -> Bool {
        r.recognizers.contains { $0.delaysTouchesEnded && $0.isUndecided }
    }

    /// Some recognizer that delays touch beginnings may still recognize this touch's gesture, or a
    /// scroll view still delays its content's touches (until its delay passes or the touch ends).
    private func holdsBegan(_ r: TouchRecord) -> Bool {
        if let deadline = r.contentDelayDeadline, !r.touchFinished, CACurrentMediaTime() < deadline { return true }
        return r.recognizers.contains { $0.delaysTouchesBegan && $0.isUndecided }
    }

    /// The nearest scroll view above the touched view that delays its content's touches.
    static func delayingScrollView(for touch: UITouch) -> UIScrollView? {
        var v = touch.view?.superview
        while let cur = v {
            if let scroll = cur as? UIScrollView, scroll.delaysContentTouches, scroll.isScrollEnabled, scroll.isUserInteractionEnabled {
                return scroll
            }
            v = cur.superview
        }
        return nil
    }

    /// Whether the touched view has received `touchesBegan` for `touch` (not while a scroll view still
    /// delays it).
    func viewHasBegun(_ touch: UITouch) -> Bool {
        guard let r = record(for: touch) else { return true }
        return r.viewBegan
    }

    /// Delivers what was held back for `r` once nothing holds it any more.
    private func flush(_ r: TouchRecord, event: UIEvent) {
        guard r.delivery == .held else { return }
        var delayedDown = false
        if r.contentDelayDeadline != nil, !holdsBegan(r) {
            // The scroll view's delay is over: its content gets the touch, if the scroll view agrees.
            let scroll = r.delayingScrollView
            r.contentDelayDeadline = nil
            delayedDown = true
            if let scroll, let v = r.touch.view, !scroll.touchesShouldBegin([r.touch], with: event, in: v) {
                r.delivery = .cancelled
                r.queue = []
                return
            }
        }
        while let phase = r.queue.first {
            let isEnd = phase == .ended || phase == .cancelled
            if holdsBegan(r) || (isEnd && holdsEnd(r)) { return }
            r.queue.removeFirst()
            guard let v = r.touch.view else { continue }
            let current = r.touch.phase
            r.touch.phase = phase
            if delayedDown && phase == .began {
                // The delayed touch-down arrives where the finger went down (a slider's thumb is found
                // there), the moves since follow with the next event.
                let now = r.touch.windowLocation
                r.touch.windowLocation = r.touch.initialWindowLocation
                send(phase, [r.touch], to: v, event: event)
                r.touch.windowLocation = now
            } else {
                send(phase, [r.touch], to: v, event: event)
            }
            r.touch.phase = current
        }
        r.delivery = .normal
    }

    /// The view stops receiving `r`'s touch; if it had begun, it gets `touchesCancelled` now.
    private func cancelView(_ r: TouchRecord) {
        guard r.delivery != .cancelled else { return }
        let visible = r.viewBegan && !r.viewFinished
        r.delivery = .cancelled
        r.queue = []
        guard visible, let v = r.touch.view else { return }
        r.viewFinished = true
        let current = r.touch.phase
        r.touch.phase = .cancelled
        v.touchesCancelled([r.touch], with: makeEvent())
        r.touch.phase = current
    }

    // MARK: Interception (scroll views taking a touch over)

    /// Whether a `TouchInterceptor` may still take `touch` over: its view still receives it and no
    /// recognizer has claimed it (a recognizer that recognized first wins, as in UIKit).
    func mayBeIntercepted(_ touch: UITouch) -> Bool {
        guard let r = record(for: touch) else { return true }
        let delayedByScrollView = r.delivery == .held && r.contentDelayDeadline != nil && !r.viewBegan
        return (r.delivery == .normal || delayedByScrollView) && !r.recognizers.contains { $0.hasRecognized }
    }

    /// `interceptor` took `touch` over (it receives it from now on): the undecided recognizers of the
    /// views inside it fail, as they would when a scroll view's pan recognizes.
    func touch(_ touch: UITouch, interceptedBy interceptor: UIView) {
        guard let r = record(for: touch) else { return }
        for g in r.recognizers where g.isUndecided {
            if let gv = g.view, gv !== interceptor, gv.isDescendant(of: interceptor) { fail(g) }
        }
        if r.contentDelayDeadline != nil {
            // Taken over while delayed: the content never saw it; what was held is dropped.
            r.contentDelayDeadline = nil
            r.queue = []
            r.delivery = .normal
        }
        r.viewBegan = true
        r.viewFinished = false
    }

    // MARK: State requests (a recognizer setting `state`)

    func request(_ g: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        if g.pendingState != nil {
            switch new {
            case .failed, .cancelled: fail(g)
            case .ended: g.pendingState = .ended
            default: break   // still waiting for the recognizers it requires to fail
            }
            settleIfIdle()
            return
        }
        switch (g.rawState, new) {
        case (.possible, .began), (.possible, .ended):
            guard canBegin(g) else { fail(g); break }
            if isBlocked(g) { g.pendingState = new; break }
            recognize(g, new)
        case (.possible, .failed), (.possible, .cancelled):
            fail(g)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            g.rawState = new
            g.sendActions()
        case (.began, .failed), (.changed, .failed):
            g.rawState = .cancelled
            g.sendActions()
        default:
            break   // `.possible` comes only from the reset; nothing follows a final state
        }
        settleIfIdle()
    }

    /// A disabled or detached recognizer: cancelled if active, failed if undecided, then forgotten by
    /// the touches.
    func disable(_ g: UIGestureRecognizer) {
        if g.rawState == .began || g.rawState == .changed {
            g.rawState = .cancelled
            g.sendActions()
        } else if g.rawState == .possible && g.isInvolved {
            fail(g)
        }
        for r in records { r.recognizers.removeAll { $0 === g } }
        g.trackedTouches = []
        settleIfIdle()
    }

    func ignore(_ touch: UITouch, by g: UIGestureRecognizer) {
        record(for: touch)?.recognizers.removeAll { $0 === g }
    }

    private func settleIfIdle() { if depth == 0 { settle() } }

    private func canBegin(_ g: UIGestureRecognizer) -> Bool {
        if g.delegate?.gestureRecognizerShouldBegin(g) == false { return false }
        for r in records where r.recognizers.contains(where: { $0 === g }) {
            var v = r.touch.view
            while let cur = v {
                if !cur.gestureRecognizerShouldBegin(g) { return false }
                if cur === g.view { break }
                v = cur.superview
            }
        }
        for s in peers(of: g) where s.rawState == .began || s.rawState == .changed {
            if !simultaneous(g, s) && s.canPrevent(g) && g.canBePrevented(by: s) { return false }
        }
        return true
    }

    private func recognize(_ g: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        g.rawState = new
        g.pendingState = nil
        for s in peers(of: g) where s.isUndecided {
            if requires(s, g) || (!simultaneous(g, s) && g.canPrevent(s) && s.canBePrevented(by: g)) { fail(s) }
        }
        for p in involved where p !== g && p.isUndecided && requires(p, g) { fail(p) }
        if g.cancelsTouchesInView {
            for r in records where r.recognizers.contains(where: { $0 === g }) { cancelView(r) }
        }
        g.sendActions()
    }

    func fail(_ g: UIGestureRecognizer) {
        switch g.rawState {
        case .possible:
            g.rawState = .failed
            g.pendingState = nil
            for p in involved where p.pendingState != nil && requires(p, g) && !isBlocked(p) { resolvePending(p) }
        case .began, .changed:
            g.rawState = .cancelled
            g.sendActions()
        default:
            break
        }
    }

    /// A waiting recognizer whose requirements have all failed: its transition happens now.
    private func resolvePending(_ p: UIGestureRecognizer) {
        guard let target = p.pendingState else { return }
        p.pendingState = nil
        guard canBegin(p) else { fail(p); return }
        if p.isDiscrete || target == .began {
            recognize(p, target)
        } else {
            // A continuous gesture that finished while it waited begins and finishes now.
            recognize(p, .began)
            p.rawState = target
            p.sendActions()
        }
    }

    // MARK: Relations

    /// Recognizers sharing a touch with `g`.
    private func peers(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var out: [UIGestureRecognizer] = []
        for r in records where r.recognizers.contains(where: { $0 === g }) {
            for s in r.recognizers where s !== g && !out.contains(where: { $0 === s }) { out.append(s) }
        }
        return out
    }

    /// Whether `p` must wait for `f` to fail (require(toFail:), subclass overrides, delegates).
    func requires(_ p: UIGestureRecognizer, _ f: UIGestureRecognizer) -> Bool {
        if p === f { return false }
        if p.failureRequirements.contains(where: { $0.recognizer === f }) { return true }
        if p.shouldRequireFailure(of: f) || f.shouldBeRequiredToFail(by: p) { return true }
        if p.delegate?.gestureRecognizer(p, shouldRequireFailureOf: f) == true { return true }
        return f.delegate?.gestureRecognizer(f, shouldBeRequiredToFailBy: p) == true
    }

    /// Some recognizer `p` requires to fail is still undecided.
    private func isBlocked(_ p: UIGestureRecognizer) -> Bool {
        involved.contains { f in f !== p && f.isUndecided && requires(p, f) }
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Settling and time

    /// Applies the consequences of what changed: recognizers left undecided with no touch fail,
    /// waiting ones resolve, held view deliveries go out, finished recognizers reset, and the frame
    /// link runs only while some recognizer is involved.
    func settle() {
        guard depth == 0 else { return }
        depth += 1
        defer { depth -= 1 }
        let event = makeEvent()
        for _ in 0..<16 {
            var changed = false
            for g in involved where g.rawState == .possible && g.pendingState == nil
                && g.trackedTouches.isEmpty && !g.waitsForMoreTouches {
                fail(g)
                changed = true
            }
            for g in involved where g.pendingState != nil && !isBlocked(g) {
                resolvePending(g)
                changed = true
            }
            for r in records where r.delivery == .held { flush(r, event: event) }
            for g in involved where g.trackedTouches.isEmpty && g.pendingState == nil
                && (g.rawState == .ended || g.rawState == .cancelled || g.rawState == .failed) {
                g.resetForNextGesture()
                changed = true
            }
            involved.removeAll { !$0.isInvolved }
            if !changed { break }
        }
        records.removeAll { $0.touchFinished && $0.delivery != .held }
        let delaying = records.contains { $0.contentDelayDeadline != nil && $0.delivery == .held }
        if involved.isEmpty && !delaying {
            link?.invalidate()
            link = nil
        } else if link == nil {
            let l = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
            l.add()
            link = l
        }
    }

    /// One frame: time-driven recognizers (long press, multi-tap timeouts) look at the clock.
    func tick(at time: CFTimeInterval) {
        depth += 1
        for g in involved { g.timeDidAdvance(to: time) }
        depth -= 1
        settle()
    }

    private func makeEvent() -> UIEvent {
        UIEvent(type: .touches, timestamp: CACurrentMediaTime(), allTouches: Set(window?.activeTouches ?? []))
    }
}
