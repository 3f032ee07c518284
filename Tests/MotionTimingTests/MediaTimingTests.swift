import XCTest
import MotionTiming

/// Hand-worked cases from Apple's CAMediaTiming documentation and header
/// (t = (tp − begin) × speed + offset), QA1673 (pausing and resuming a layer's animations),
/// and the commonly cited explanations of duration, repeatCount, timeOffset and speed.
final class MediaTimingTests: XCTestCase {
    private let animationDefault = MediaTiming.defaultAnimationDuration

    private func assertSample(_ sample: MediaTimingSample?, progress: Double, iteration: Int, pastEnd: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line) {
        guard let sample else { return XCTFail("expected a sample, got nil", file: file, line: line) }
        XCTAssertEqual(sample.progress, progress, accuracy: 1e-9, "progress", file: file, line: line)
        XCTAssertEqual(sample.iteration, iteration, "iteration", file: file, line: line)
        XCTAssertEqual(sample.isPastEnd, pastEnd, "isPastEnd", file: file, line: line)
    }

    // MARK: Values and durations

    func testDefaultsMatchApple() {
        let timing = MediaTiming()
        XCTAssertEqual(timing.beginTime, 0)
        XCTAssertEqual(timing.duration, 0)
        XCTAssertEqual(timing.speed, 1)
        XCTAssertEqual(timing.timeOffset, 0)
        XCTAssertEqual(timing.repeatCount, 0)
        XCTAssertEqual(timing.repeatDuration, 0)
        XCTAssertFalse(timing.autoreverses)
        XCTAssertEqual(timing.fillMode, .removed)
        XCTAssertEqual(MediaTiming.defaultAnimationDuration, 0.25)
    }

    func testFillModeRawValuesMatchApple() {
        XCTAssertEqual(CAMediaTimingFillMode.allCases.map(\.rawValue), ["removed", "forwards", "backwards", "both"])
        XCTAssertEqual(CAMediaTimingFillMode(rawValue: "both"), .both)
    }

    func testZeroDurationUsesTheDefault() {
        XCTAssertEqual(MediaTiming().simpleDuration(default: animationDefault), 0.25)
        XCTAssertEqual(MediaTiming(duration: 2).simpleDuration(default: animationDefault), 2)
        XCTAssertEqual(MediaTiming().activeDuration(default: animationDefault), 0.25)
        // Halfway through the implicit 0.25 s.
        assertSample(MediaTiming().sample(parentTime: 0.125, defaultDuration: animationDefault), progress: 0.5, iteration: 0)
    }

    func testFractionalRepeatCountMultipliesDuration() {
        // Duration 2 with repeatCount 3.5 is active for 7 seconds.
        XCTAssertEqual(MediaTiming(duration: 2, repeatCount: 3.5).activeDuration(default: animationDefault), 7)
        XCTAssertEqual(MediaTiming(duration: 2, repeatCount: 0).activeDuration(default: animationDefault), 2)
        XCTAssertEqual(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration(default: animationDefault), .infinity)
    }

    func testAutoreverseDoublesEachRepetition() {
        XCTAssertEqual(MediaTiming(duration: 1, autoreverses: true).activeDuration(default: animationDefault), 2)
        XCTAssertEqual(MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true).activeDuration(default: animationDefault), 3)
        // repeatDuration is the whole active time, reversals included.
        XCTAssertEqual(MediaTiming(duration: 1, repeatDuration: 5, autoreverses: true).activeDuration(default: animationDefault), 5)
    }

    func testEndTimeIsInParentTime() {
        XCTAssertEqual(MediaTiming(beginTime: 2, duration: 1, speed: 0.5, repeatCount: 2).endTime(defaultDuration: animationDefault), 6)
        XCTAssertEqual(MediaTiming(beginTime: 1, duration: 1, speed: 2).endTime(defaultDuration: animationDefault), 1.5)
        XCTAssertEqual(MediaTiming(duration: 1, speed: -2).endTime(defaultDuration: animationDefault), 0.5)
        XCTAssertEqual(MediaTiming(duration: 1, speed: 0).endTime(defaultDuration: animationDefault), .infinity)
        XCTAssertEqual(MediaTiming(duration: 1, repeatCount: .infinity).endTime(defaultDuration: animationDefault), .infinity)
    }

    // MARK: Sampling a plain animation

    func testPlainAnimationProgressAndRemoval() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        XCTAssertNil(timing.sample(parentTime: 0.5, defaultDuration: animationDefault))
        assertSample(timing.sample(parentTime: 1, defaultDuration: animationDefault), progress: 0, iteration: 0)
        assertSample(timing.sample(parentTime: 1.5, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
        assertSample(timing.sample(parentTime: 2.999, defaultDuration: animationDefault), progress: 0.9995, iteration: 0)
        XCTAssertNil(timing.sample(parentTime: 3, defaultDuration: animationDefault))
        XCTAssertNil(timing.sample(parentTime: 10, defaultDuration: animationDefault))
    }

    func testFillModesBeforeAndAfter() {
        var timing = MediaTiming(beginTime: 1, duration: 2, fillMode: .backwards)
        assertSample(timing.sample(parentTime: 0, defaultDuration: animationDefault), progress: 0, iteration: 0)
        XCTAssertNil(timing.sample(parentTime: 4, defaultDuration: animationDefault))

        timing.fillMode = .forwards
        XCTAssertNil(timing.sample(parentTime: 0, defaultDuration: animationDefault))
        assertSample(timing.sample(parentTime: 3, defaultDuration: animationDefault), progress: 1, iteration: 0, pastEnd: true)
        assertSample(timing.sample(parentTime: 100, defaultDuration: animationDefault), progress: 1, iteration: 0, pastEnd: true)

        timing.fillMode = .both
        assertSample(timing.sample(parentTime: 0, defaultDuration: animationDefault), progress: 0, iteration: 0)
        assertSample(timing.sample(parentTime: 4, defaultDuration: animationDefault), progress: 1, iteration: 0, pastEnd: true)
    }

    func testRepeatsCountIterations() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        assertSample(timing.sample(parentTime: 0.25, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
        assertSample(timing.sample(parentTime: 1.25, defaultDuration: animationDefault), progress: 0.25, iteration: 1)
        assertSample(timing.sample(parentTime: 2.25, defaultDuration: animationDefault), progress: 0.25, iteration: 2)
        // Holds the end of the last repetition, not the start of a fourth.
        assertSample(timing.sample(parentTime: 3, defaultDuration: animationDefault), progress: 1, iteration: 2, pastEnd: true)
    }

    func testFractionalRepeatEndsMidPass() {
        let timing = MediaTiming(duration: 2, repeatCount: 1.5, fillMode: .forwards)
        assertSample(timing.sample(parentTime: 2.5, defaultDuration: animationDefault), progress: 0.25, iteration: 1)
        assertSample(timing.sample(parentTime: 3, defaultDuration: animationDefault), progress: 0.5, iteration: 1, pastEnd: true)
    }

    func testRepeatDurationLimitsActiveTime() {
        let timing = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        assertSample(timing.sample(parentTime: 2.25, defaultDuration: animationDefault), progress: 0.25, iteration: 2)
        assertSample(timing.sample(parentTime: 2.5, defaultDuration: animationDefault), progress: 0.5, iteration: 2, pastEnd: true)
    }

    func testEndlessRepeatNeverEnds() {
        let timing = MediaTiming(duration: 1, repeatCount: .infinity)
        assertSample(timing.sample(parentTime: 1000.25, defaultDuration: animationDefault), progress: 0.25, iteration: 1000)
    }

    // MARK: Autoreverse

    func testAutoreverseMirrorsTheSecondHalfOfEachCycle() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        // A cycle is 2 s: forward over [0,1), back over [1,2).
        assertSample(timing.sample(parentTime: 0.5, defaultDuration: animationDefault), progress: 0.5, iteration: 0)  // ¼ cycle
        assertSample(timing.sample(parentTime: 1.0, defaultDuration: animationDefault), progress: 1, iteration: 0)    // ½ cycle
        assertSample(timing.sample(parentTime: 1.5, defaultDuration: animationDefault), progress: 0.5, iteration: 0)  // ¾ cycle
        assertSample(timing.sample(parentTime: 1.75, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
        // Ends back at the start.
        assertSample(timing.sample(parentTime: 2, defaultDuration: animationDefault), progress: 0, iteration: 0, pastEnd: true)
    }

    func testAutoreverseWithRepeats() {
        let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        XCTAssertEqual(timing.endTime(defaultDuration: animationDefault), 4)
        assertSample(timing.sample(parentTime: 2.25, defaultDuration: animationDefault), progress: 0.25, iteration: 1)
        assertSample(timing.sample(parentTime: 3.75, defaultDuration: animationDefault), progress: 0.25, iteration: 1)
        assertSample(timing.sample(parentTime: 4, defaultDuration: animationDefault), progress: 0, iteration: 1, pastEnd: true)
        // 1.5 cycles end at the far end of the forward pass.
        let half = MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        assertSample(half.sample(parentTime: 3, defaultDuration: animationDefault), progress: 1, iteration: 1, pastEnd: true)
    }

    // MARK: timeOffset and speed

    func testTimeOffsetWrapsWithinTheActiveDuration() {
        // Apple: a 3 s animation with timeOffset 1 plays from 1 to 3, then from 0 to 1; still 3 s long.
        let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .both)
        XCTAssertEqual(timing.endTime(defaultDuration: animationDefault), 3)
        assertSample(timing.sample(parentTime: 0, defaultDuration: animationDefault), progress: 1.0 / 3, iteration: 0)
        assertSample(timing.sample(parentTime: 1.5, defaultDuration: animationDefault), progress: 2.5 / 3, iteration: 0)
        assertSample(timing.sample(parentTime: 2, defaultDuration: animationDefault), progress: 0, iteration: 0)
        assertSample(timing.sample(parentTime: 2.5, defaultDuration: animationDefault), progress: 0.5 / 3, iteration: 0)
        // The last frame shown is local time 1, and forwards fill holds it.
        assertSample(timing.sample(parentTime: 3, defaultDuration: animationDefault), progress: 1.0 / 3, iteration: 0, pastEnd: true)
        // Backwards fill shows the first frame played: local time 1.
        assertSample(timing.sample(parentTime: -1, defaultDuration: animationDefault), progress: 1.0 / 3, iteration: 0)
    }

    func testSpeedScalesTimeButNotBeginTime() {
        let timing = MediaTiming(beginTime: 1, duration: 1, speed: 2, fillMode: .forwards)
        XCTAssertNil(MediaTiming(beginTime: 1, duration: 1, speed: 2).sample(parentTime: 0.9, defaultDuration: animationDefault))
        assertSample(timing.sample(parentTime: 1.25, defaultDuration: animationDefault), progress: 0.5, iteration: 0)
        assertSample(timing.sample(parentTime: 1.5, defaultDuration: animationDefault), progress: 1, iteration: 0, pastEnd: true)
        // timeOffset is in local time: at speed 2, offset 0.5 of a 1 s animation starts halfway.
        let offset = MediaTiming(duration: 1, speed: 2, timeOffset: 0.5)
        assertSample(offset.sample(parentTime: 0, defaultDuration: animationDefault), progress: 0.5, iteration: 0)
        assertSample(offset.sample(parentTime: 0.125, defaultDuration: animationDefault), progress: 0.75, iteration: 0)
    }

    func testSpeedZeroFreezesAtTimeOffset() {
        let timing = MediaTiming(duration: 2, speed: 0, timeOffset: 0.5)
        for parentTime in [0.0, 1, 10, 1000] {
            assertSample(timing.sample(parentTime: parentTime, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
        }
        XCTAssertEqual(timing.localTime(parentTime: 123), 0.5)
    }

    func testNegativeSpeedPlaysFromTheEndBackwards() {
        let timing = MediaTiming(duration: 1, speed: -1, fillMode: .both)
        assertSample(timing.sample(parentTime: -1, defaultDuration: animationDefault), progress: 1, iteration: 0)
        assertSample(timing.sample(parentTime: 0.25, defaultDuration: animationDefault), progress: 0.75, iteration: 0)
        assertSample(timing.sample(parentTime: 0.75, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
        assertSample(timing.sample(parentTime: 1, defaultDuration: animationDefault), progress: 0, iteration: 0, pastEnd: true)
        // Repeats run backwards through the iterations too.
        let repeating = MediaTiming(duration: 1, speed: -2, repeatCount: 2)
        assertSample(repeating.sample(parentTime: 0.125, defaultDuration: animationDefault), progress: 0.75, iteration: 1)
        assertSample(repeating.sample(parentTime: 0.875, defaultDuration: animationDefault), progress: 0.25, iteration: 0)
    }

    func testZeroLengthAnimationJumpsToItsEnd() {
        let timing = MediaTiming(fillMode: .forwards)
        assertSample(timing.sample(parentTime: 0, defaultDuration: 0), progress: 1, iteration: 0, pastEnd: true)
        XCTAssertNil(MediaTiming().sample(parentTime: 0, defaultDuration: 0))
    }

    // MARK: Local time and QA1673 pause/resume

    func testLocalTimeIsApplesFormula() {
        let timing = MediaTiming(beginTime: 2, speed: 1.5, timeOffset: 0.25)
        XCTAssertEqual(timing.localTime(parentTime: 6), (6 - 2) * 1.5 + 0.25)
        XCTAssertEqual(MediaTiming().localTime(parentTime: 7.5), 7.5)
    }

    func testQA1673PauseAndResumeContinueWithoutAJump() {
        // A layer running at normal speed carries an animation that started at layer time 1.
        var layer = MediaTiming()
        let animation = MediaTiming(beginTime: 1, duration: 4)
        func progress(at parentTime: Double) -> Double? {
            animation.sample(parentTime: layer.localTime(parentTime: parentTime), defaultDuration: animationDefault)?.progress
        }
        XCTAssertEqual(progress(at: 2)!, 0.25, accuracy: 1e-12)

        // Pause at parent time 2.5: pausedTime = convertTime(now); speed = 0; timeOffset = pausedTime.
        let pauseAt = 2.5
        let pausedTime = layer.localTime(parentTime: pauseAt)
        let beforePause = progress(at: pauseAt)!
        layer.speed = 0
        layer.timeOffset = pausedTime
        for later in [2.5, 3.0, 10.0, 50.0] {
            XCTAssertEqual(layer.localTime(parentTime: later), pausedTime, "paused time stays put")
            XCTAssertEqual(progress(at: later)!, beforePause, accuracy: 1e-12)
        }

        // Resume at parent time 10: speed = 1; timeOffset = 0; beginTime = 0;
        // timeSincePause = convertTime(now) − pausedTime; beginTime = timeSincePause.
        let resumeAt = 10.0
        let resumedPausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.localTime(parentTime: resumeAt) - resumedPausedTime
        layer.beginTime = timeSincePause

        XCTAssertEqual(layer.localTime(parentTime: resumeAt), pausedTime, accuracy: 1e-12)
        XCTAssertEqual(progress(at: resumeAt)!, beforePause, accuracy: 1e-12)
        // Then it continues at normal speed from where it stopped: 0.5 s later, 0.125 further.
        XCTAssertEqual(progress(at: resumeAt + 0.5)!, beforePause + 0.125, accuracy: 1e-12)
        // And ends exactly the remaining 2.5 s after resuming.
        XCTAssertNotNil(progress(at: resumeAt + 2.49))
        XCTAssertNil(progress(at: resumeAt + 2.5))
    }

    // MARK: Protocol bridge

    private final class TimedObject: CAMediaTiming {
        var beginTime: CFTimeInterval = 1
        var duration: CFTimeInterval = 2
        var speed: Float = 3
        var timeOffset: CFTimeInterval = 4
        var repeatCount: Float = 5
        var repeatDuration: CFTimeInterval = 6
        var autoreverses = true
        var fillMode: CAMediaTimingFillMode = .both
    }

    func testInitFromConformingObjectCopiesAllEightValues() {
        let timing = MediaTiming(TimedObject())
        XCTAssertEqual(timing, MediaTiming(beginTime: 1, duration: 2, speed: 3, timeOffset: 4, repeatCount: 5,
                                           repeatDuration: 6, autoreverses: true, fillMode: .both))
    }
}
