import Foundation
import UIKit
import MotionRender
import MotionHost
import MotionOutput

/// A preview rendered headless into a video (`motionlab record`, the default headless tour): frame n
/// at t = n/fps for n = 0…N − 1 with N = ⌈duration·fps⌉ (at least 1), so the video lasts exactly
/// `duration` when duration·fps is whole (3 s at 60 fps: 180 frames, 3.000 s), through the frame
/// function, piped to ffmpeg as it is drawn; optionally a few frames kept as pictures for a contact
/// sheet. The file appears at `path` only when complete (`VideoRecorder`); a failure leaves what
/// was there.
enum HeadlessRecording {
    struct Result {
        var frames: Int
        /// (scene time, picture) for each requested snapshot time.
        var snapshots: [(time: Double, image: CGImage)]
    }

    /// The frames of a `duration`-second video at `fps`: ⌈duration·fps⌉ (a tolerance of 1e-9 frames
    /// absorbs binary rounding: 0.1 s at 30 fps is 3 frames), at least 1.
    static func frameCount(duration: Double, fps: Double) -> Int {
        max(1, Int((duration * fps - 1e-9).rounded(.up)))
    }

    /// Where the frames go.
    enum Sink {
        /// A video (.mp4, .webm or .gif) through ffmpeg.
        case video(String)
        /// PNG files `frame-NNNNN.png` (every `every`-th frame) in a folder (created with its parents).
        case frames(folder: String, every: Int)
    }

    /// Records `preview` into `path` (.mp4, .webm or .gif).
    /// - Parameters:
    ///   - snapshots: scene times to keep a picture of (the nearest frame at or after each).
    ///   - progress: called with the number of frames done.
    static func record(_ preview: Preview, settings: TunableValues, script: InputScript, duration: Double, fps: Double,
                       scale: CGFloat, to path: String, snapshots: [Double] = [],
                       progress: ((Int) -> Void)? = nil) throws -> Result {
        try record(preview, settings: settings, script: script, duration: duration, fps: fps, scale: scale,
                   into: .video(path), snapshots: snapshots, progress: progress)
    }

    /// Records `preview` into a video or PNG frames (see `Sink`); `Result.frames` counts the frames
    /// rendered (for frames, files written).
    static func record(_ preview: Preview, settings: TunableValues, script: InputScript, duration: Double, fps: Double,
                       scale: CGFloat, into sink: Sink, snapshots: [Double] = [],
                       progress: ((Int) -> Void)? = nil) throws -> Result {
        var options = HeadlessSession.Options()
        options.duration = duration
        options.fps = fps
        options.scale = scale
        options.script = script
        let session = try HeadlessSession(preview: preview, settings: settings, options: options)
        let total = frameCount(duration: duration, fps: fps)
        var video: VideoRecorder?
        var frames: FrameWriter?
        switch sink {
        case .video(let path):
            video = try VideoRecorder(path: path, width: session.target.pixelWidth, height: session.target.pixelHeight, fps: fps)
        case .frames(let folder, _):
            try OutputDirectory.create(folder)
            frames = FrameWriter(for: session.target)
        }
        var result = Result(frames: 0, snapshots: [])
        var wanted = snapshots.sorted()
        do {
            while session.frame + 1 < total {
                try session.step(draws: true, rasters: true)
                let n = session.frame
                if let video { try video.append(session.target) }
                if case .frames(let folder, let every) = sink, n % max(every, 1) == 0 {
                    try frames?.submit(session.target, to: folder + "/" + String(format: "frame-%05d.png", n))
                    result.frames += 1
                }
                let t = Double(n) / fps
                while let next = wanted.first, t + 1e-9 >= next {
                    result.snapshots.append((t, session.target.snapshot()))
                    wanted.removeFirst()
                }
                progress?(n + 1)
            }
            if let video { result.frames = try video.finish() }
            try frames?.finish()
        } catch {
            // ffmpeg stopped and its staging file removed; whatever was at the path stays.
            video?.cancel()
            throw error
        }
        return result
    }
}
