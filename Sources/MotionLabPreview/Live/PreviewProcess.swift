import Foundation
import UIKit
import MotionRender
import MotionHost
import MotionReload

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
        let process = PreviewProcess(surface: surface)
        var problem: String?
        if let snapshot = surface.restore { problem = try live.restore(snapshot) }
        process.sessionStarted(preview: live.runner.preview.name, settings: live.runner.settings)
        for e in live.timeline.events { process.recorded(e.input, at: e.time) }
        live.storyObserver = process
        surface.status = { [unowned live] in live.replayStatus() }
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
