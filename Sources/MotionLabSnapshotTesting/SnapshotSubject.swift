import Foundation
import MotionLabPreview

/// What a strategy renders: a preview — a view controller wrapped in one (the instance given to
/// `assertSnapshot`), or a `Preview` as registered with `PreviewApp.main` (built-in scenes, `Scene`
/// types) — with a name for messages.
struct SnapshotSubject {
    var preview: Preview
    var name: String

    init(viewController: UIViewController) {
        // The instance is installed as is; a script's `key space` or `key r` installs it again.
        preview = Preview("snapshot", size: Preview.defaultSize) { viewController }
        name = String(describing: type(of: viewController))
    }

    init(preview: Preview) {
        self.preview = preview
        name = "preview '\(preview.name)'"
    }
}

/// Renders a subject's frames headless, as `motionlab render --at T` renders each.
enum SnapshotRenderer {
    /// One entry per requested frame, in order (a repeated frame is rendered once and repeated).
    static func render(_ subject: SnapshotSubject, _ request: ResolvedSnapshot, images: Bool,
                       tracing: Bool) throws -> [HeadlessSession.RenderedSnapshot] {
        var options = HeadlessSession.Options()
        options.fps = SnapshotArguments.fps
        options.scale = CGFloat(request.scale)
        options.script = request.script
        options.duration = Double(request.frames.last ?? 0) / SnapshotArguments.fps
        let session = try HeadlessSession(preview: subject.preview.resized(to: request.size), options: options)
        var out: [HeadlessSession.RenderedSnapshot] = []
        for index in request.frames {
            if let last = out.last, last.frame == index { out.append(last); continue }
            out.append(try session.render(frame: index, image: images, tracing: tracing))
        }
        return out
    }
}
