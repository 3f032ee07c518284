import Foundation
import CSDL2

/// The host's clock: SDL's performance counter in seconds (monotonic, any origin).
public enum HostClock {
    public static func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }
}

extension SDLOffscreenTarget {
    /// Reads one pixel back, forcing the renderer to finish the frame (honest timings).
    public func readPixel(x: Int32, y: Int32) -> UInt32 {
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: x, y: y, w: 1, h: 1)
        SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_RGBA32.rawValue, &pixel, 4)
        return pixel
    }
}

extension SDLWindow {
    /// Sleeps until an event arrives or `milliseconds` pass (an idle window costs almost no CPU).
    public func waitForEvents(milliseconds: Int32) {
        SDL_PumpEvents()
        if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE { return }
        _ = SDL_WaitEventTimeout(nil, milliseconds)
    }
}
