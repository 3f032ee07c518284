import Foundation
import UIKit
import MotionRender
import MotionHost
import MotionReload
import MotionOutput

/// `run --serve`, the preview process `run --watch` launches (never run by hand): the ordinary live
/// session, drawing through the link to the window process (`RemoteSurface`) instead of a window of
/// its own, reporting its story (the preview, tuned values and each input) so that a rebuilt preview
/// can be replayed to the same moment, and restoring the moment it is given.
final class PreviewProcess: LiveStoryObserver {
    private let surface: RemoteSurface

    private init(surface: RemoteSurface) { self.surface = surface }

    static func run(preview: Preview, settings: TunableValues, options: LiveSession.Options) throws -> Int32 {
        guard let path = ProcessInfo.processInfo.environment[PreviewLink.socketVariable], !path.isEmpty else {
            throw PreviewError.badPreview("--serve is the preview process of run --watch and needs its link (\(PreviewLink.socketVariable)); use run --watch")
        }
        // Never outlive the window process: its death (even by SIGKILL) is our SIGTERM, which closes
        // this session cleanly.
        if let parent = ProcessInfo.processInfo.environment[PreviewLink.parentVariable].flatMap({ pid_t($0) }) {
            Termination.endWithParent(parent)
        }
        ProcessGroupChild.closeDescriptorsOnExec()
        let link = try LinkConnection.connect(to: path)
        var made: RemoteSurface?
        var options = options
        options.surface = { title, size, scale in
            let s = try RemoteSurface(link: link, title: title, size: size, scale: scale)
            made = s
            return s
        }
        let live = try LiveSession(preview: preview, settings: settings, options: options)
        guard let surface = made else { throw PreviewError.badPreview("the preview process has no link surface") }
        // Nothing this process holds (the link, what SDL and the preview opened) may pass to a program
        // it starts — the runtime's crash backtracer above all: holding the link open, a stalled one
        // once kept the window from seeing this process end.
        ProcessGroupChild.closeDescriptorsOnExec()
        let process = PreviewProcess(surface: surface)
        var problem: String?
        // Signs of progress while replaying (the window stops a new build, or a patch, that shows none).
        var lastSign = 0.0
        let progress: (Double) -> Void = { [unowned surface] t in
            let now = HostClock.now()
            guard now - lastSign >= 0.2 else { return }
            lastSign = now
            surface.send(.replaying(t))
        }
        if let snapshot = surface.restore { problem = try live.restore(snapshot, progress: progress) }
        live.replayProgress = progress
        surface.send(.catalog(live.runner.catalog.map(\.name)))
        process.sessionStarted(preview: live.runner.preview.name, settings: live.runner.settings)
        for e in live.timeline.events { process.recorded(e.input, at: e.time) }
        live.storyObserver = process
        surface.status = { [unowned live] in live.replayStatus() }
        // The window's patches and edited literals, between frames; answered once the preview replayed.
        var answers: [PreviewLink.Message] = []
        live.beforeFrame = { [unowned surface] in
            var replay = false
            for m in surface.takeControlMessages() {
                switch m {
                case let .loadPatch(request, path):
                    let error = PatchLoader.load(path)
                    answers.append(.applied(request: request, error: error))
                    replay = replay || error == nil
                case let .setLiterals(request, file, values):
                    let error = EditedLiterals.apply(file: file, values: values)
                    answers.append(.applied(request: request, error: error))
                    replay = replay || error == nil
                default: break
                }
            }
            // Nothing to replay (every request refused): answered at once.
            if !replay { for a in answers { surface.send(a) }; answers = [] }
            return replay
        }
        live.afterReplay = { [unowned surface] in
            for a in answers { surface.send(a) }
            answers = []
        }
        if let problem { live.runner.show(notice: problem) }
        return try live.run()
    }

    func sessionStarted(preview: String, settings: TunableValues) {
        let values = settings.tunables.map { ReplaySetting(name: $0.name, value: settings[$0.name]) } + LiteralStory.settings()
        surface.send(.session(preview: preview, settings: values))
    }

    func recorded(_ input: SceneInput, at time: Double) {
        surface.send(.recorded(ReplayInput(time: time, kind: input.replayKind)))
    }
}
