import Foundation
import SnapshotTesting
import MotionLabPreview
import MotionHost

/// The three motion strategies on what they render (`SnapshotSubject`); the public ones for view
/// controllers and previews are pullbacks of these.
extension Snapshotting where Value == SnapshotSubject {
    /// A strategy whose snapshot is `make`'s result for the checked arguments, or — when the
    /// arguments are bad or rendering throws — a reported failure and no value (see `SnapshotIssue`).
    static func motion(_ arguments: SnapshotArguments, pathExtension: String, diffing: Diffing<Format>,
                       make: @escaping (SnapshotSubject, ResolvedSnapshot) throws -> Format) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: diffing) { subject in
            Async { callback in
                // A reference swift-snapshot-testing cannot read, named for what it is (it would only
                // say "you don't have permission").
                for problem in arguments.reference?.unreadableReferences(pathExtension: pathExtension) ?? [] {
                    SnapshotIssue.report(problem)
                }
                let value: Format
                do {
                    value = try make(subject, try arguments.resolve(for: subject.preview))
                } catch {
                    let message: String
                    if let error = error as? SnapshotArgumentError {
                        message = SnapshotIssue.message(error.call, error.message)
                    } else {
                        message = SnapshotIssue.message("\(arguments.call) of \(subject.name)", error)
                    }
                    SnapshotIssue.report(message)
                    // With recording off, a stand-in that cannot be recorded ends the assertion at once
                    // (its diff repeats the reason); in the modes that record, no value (see SnapshotIssue).
                    if let refused = SnapshotIssue.refusedValue(message, as: Format.self) { callback(refused) }
                    return
                }
                callback(value)
            }
        }
    }
}

extension Snapshotting where Value == SnapshotSubject, Format == UIImage {
    /// The frame at one time (`render --at T`).
    static func motionImage(_ arguments: SnapshotArguments) -> Snapshotting {
        motion(arguments, pathExtension: "png",
               diffing: .motionImage(precision: arguments.precision ?? 1, perceptualPrecision: arguments.perceptualPrecision ?? 1,
                                     scale: arguments.scale, kind: "image")) { subject, request in
            let frame = try SnapshotRenderer.render(subject, request, images: true, tracing: false)[0]
            return UIImage(cgImage: frame.image!, scale: CGFloat(request.scale))
        }
    }

    /// The frames at several times side by side, each labelled with its scene time.
    static func motionFrames(_ arguments: SnapshotArguments) -> Snapshotting {
        motion(arguments, pathExtension: "png",
               diffing: .motionImage(precision: arguments.precision ?? 1, perceptualPrecision: arguments.perceptualPrecision ?? 1,
                                     scale: arguments.scale, kind: "frames")) { subject, request in
            let frameWidth = Int((request.size.width * CGFloat(request.scale)).rounded())
            let stripWidth = Filmstrip.width(count: request.frames.count, frameWidth: frameWidth)
            guard stripWidth <= PNGDecoder.maximumSide else {
                throw SnapshotArgumentError(call: arguments.call, message: "\(request.frames.count) frames of \(frameWidth) pixels make a "
                    + "filmstrip \(stripWidth) pixels wide; the limit is \(PNGDecoder.maximumSide): give fewer times or scale: 1")
            }
            let frames = try SnapshotRenderer.render(subject, request, images: true, tracing: false)
            return UIImage(cgImage: try Filmstrip.compose(frames, scale: request.scale), scale: CGFloat(request.scale))
        }
    }
}

extension Snapshotting where Value == SnapshotSubject, Format == String {
    /// The named layers' values at several times, as text.
    static func motionTrace(_ arguments: SnapshotArguments) -> Snapshotting {
        motion(arguments, pathExtension: "txt", diffing: .motionLines) { subject, request in
            let frames = try SnapshotRenderer.render(subject, request, images: false, tracing: true)
            guard frames.contains(where: { !$0.traced.isEmpty }) else {
                throw SnapshotArgumentError(call: "\(arguments.call) of \(subject.name)", message:
                    "no layer is named at these times, so there is nothing to trace: name the views to trace "
                    + "(view.accessibilityIdentifier = \"badge\") or their layers (layer.name = \"badge\")")
            }
            return TraceText.text(samples: frames.map { TraceText.Sample(frame: $0.frame, time: $0.time, layers: $0.traced) },
                                  requestedTimes: arguments.times, size: request.size, fps: SnapshotArguments.fps,
                                  script: arguments.script)
        }
    }
}

