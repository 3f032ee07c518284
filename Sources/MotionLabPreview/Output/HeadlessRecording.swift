import Foundation
import UIKit
import MotionRender
import MotionHost

/// A preview rendered headless into a video (`motionlab record`, the default headless tour): every
/// frame at n/fps for n = 0…⌊duration·fps⌋ through the frame function, piped to ffmpeg as it is drawn;
/// optionally a few frames kept as pictures for a contact sheet.
enum HeadlessRecording {
    struct Result {
        var frames: Int
        /// (scene time, picture) for each requested snapshot time.
        var snapshots: [(time: Double, image: CGImage)]
    }

    /// Records `preview` into `path` (.mp4, .webm or .gif).
    /// - Parameters:
    ///   - snapshots: scene times to keep a picture of (the nearest frame at or after each).
    ///   - progress: called with the number of frames done.
    static func record(_ preview: Preview, settings: TunableValues, script: InputScript, duration: Double, fps: Double,
                       scale: CGFloat, to path: String, snapshots: [Double] = [],
                       progress: ((Int) -> Void)? = nil) throws -> Result {
        var options = HeadlessSession.Options()
        options.duration = duration
        options.fps = fps
        options.scale = scale
        options.script = script
        let session = try HeadlessSession(preview: preview, settings: settings, options: options)
        let video = try VideoRecorder(path: path, width: session.target.pixelWidth, height: session.target.pixelHeight, fps: fps)
        var result = Result(frames: 0, snapshots: [])
        var wanted = snapshots.sorted()
        do {
            while session.frame + 1 < session.frameCount {
                try session.step(draws: true, rasters: true)
                try video.append(session.target)
                let t = Double(session.frame) / fps
                while let next = wanted.first, t + 1e-9 >= next {
                    result.snapshots.append((t, session.target.snapshot()))
                    wanted.removeFirst()
                }
                progress?(session.frame + 1)
            }
            result.frames = try video.finish()
        } catch {
            _ = try? video.finish()
            try? FileManager.default.removeItem(atPath: path)
            throw error
        }
        return result
    }
}
