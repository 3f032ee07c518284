import Foundation
import MotionHost
import MotionOutput

/// The live window recorded to a video (V): what the user sees, at the window's frame times, as a
/// constant-rate 60 fps video (a frame shown for longer is repeated; the last one lasts until stop).
/// Frames go to ffmpeg on a background queue (at most a few in flight), so recording costs the window
/// the read-back, not the encoding.
///
/// Files are `motionlab-recording-YYYYMMDD-HHMMSS.mp4` in the working folder, never replacing
/// anything: a name already taken — by an earlier recording in the same second, here or in another
/// process — gets `-2`, `-3`, … (`OutputFile.Policy.createNew`, checked again atomically when the
/// file appears). The file appears only complete (`VideoRecorder`): a recording with no frame, a
/// failed one or one cut short by a crash leaves no file at all.
final class WindowRecording {
    /// The name the recording was started under (shown while recording).
    let path: String
    /// Where the finished video is (`path`, or the next free name if `path` was taken meanwhile).
    var finalPath: String? { video.finalPath }
    private let video: VideoRecorder
    private let start: Double
    private let size: (width: Int, height: Int)
    private var last: [UInt8] = []
    /// Frames handed to the writer queue so far.
    private var queued = 0
    private let queue = Dispatch.DispatchQueue(label: "motionlab.window-recording")
    private let slots = DispatchSemaphore(value: 4)
    private var failure: Error?
    private let lock = NSLock()

    /// Seconds ffmpeg may stop reading before the recording fails: the window waits for it meanwhile
    /// (at most four frames are in flight), so this is shorter than a headless record's bound.
    static let stallTimeout = 5.0

    /// Names handed out in this process (a name is free for this process only once).
    private static var usedNames = Set<String>()

    /// The `attempt`-th name for a recording started at `stamp` (`yyyyMMdd-HHmmss`).
    static func name(stamp: String, attempt: Int) -> String {
        "motionlab-recording-\(stamp)\(attempt > 1 ? "-\(attempt)" : "").mp4"
    }

    init(size: (width: Int, height: Int), start: Double, date: Date = Date()) throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: date)
        self.size = size
        self.start = start
        var made: (String, VideoRecorder)?
        for attempt in 1...999 where !WindowRecording.usedNames.contains(WindowRecording.name(stamp: stamp, attempt: attempt)) {
            let candidate = WindowRecording.name(stamp: stamp, attempt: attempt)
            do {
                let video = try VideoRecorder(path: candidate, width: size.width, height: size.height, fps: 60, policy: .createNew,
                                              stallTimeout: min(try ChildTool.configuredStallTimeout(), WindowRecording.stallTimeout))
                video.alternativeNames = { k in WindowRecording.name(stamp: stamp, attempt: attempt + k - 1) }
                made = (candidate, video)
                break
            } catch let e as OutputError where e.code == EEXIST {
                continue
            }
        }
        guard let (name, video) = made else {
            throw OutputError(action: "record", target: WindowRecording.name(stamp: stamp, attempt: 1),
                              reason: "999 recordings of this second exist already")
        }
        WindowRecording.usedNames.insert(name)
        path = name
        self.video = video
    }

    /// Appends a shown frame; returns a problem that ended the recording, if one did.
    func append(_ pixels: UnsafeRawBufferPointer, size: (width: Int, height: Int), at time: Double) -> String? {
        guard size == self.size else { return "Recording stopped: the window was resized (nothing was saved)" }
        if let e = lock.withLock({ failure }) { return "Recording failed: \(ErrorText.describe(e))" }
        fill(until: time)
        last = Array(pixels)
        enqueue(last)
        return nil
    }

    private func enqueue(_ frame: [UInt8]) {
        queued += 1
        slots.wait()
        queue.async(group: nil, qos: .unspecified, flags: [], execute: { [self] in
            defer { slots.signal() }
            guard lock.withLock({ failure }) == nil else { return }
            do { try frame.withUnsafeBytes { try video.append(rgba: $0) } } catch { lock.withLock { failure = error } }
        })
    }

    /// Repeats the last frame up to `time`.
    private func fill(until time: Double) {
        guard !last.isEmpty else { return }
        let due = Int(((time - start) * 60).rounded(.down))
        while queued < due { enqueue(last) }
    }

    /// Finishes the file; returns the number of frames (0: nothing was shown, no file written).
    /// - Throws: the recording's failure (ffmpeg died, stopped reading, the disk is full): no file.
    func stop(at time: Double) throws -> Int {
        fill(until: time)
        queue.sync {}
        if let e = lock.withLock({ failure }) { video.cancel(); throw e }
        guard queued > 0 else { video.cancel(); return 0 }
        return try video.finish()
    }

    /// Drops the recording: ffmpeg stopped, its file removed.
    func cancel() {
        queue.sync {}
        video.cancel()
    }
}
