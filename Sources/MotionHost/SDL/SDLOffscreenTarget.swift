import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// A headless render target: a 32-bit RGBA `SDL_Surface` with SDL's software renderer on it.
/// Needs no video subsystem, so it works with no display; output is deterministic.
public final class SDLOffscreenTarget: RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Pixels per point of the frames drawn here.
    public let pixelScale: CGFloat
    /// The canvas drawing into the surface.
    public private(set) var canvas: SDLCanvas!
    /// The software renderer drawing into the surface.
    public let renderer: OpaquePointer
    let surface: UnsafeMutablePointer<SDL_Surface>

    public init(pixelWidth: Int, pixelHeight: Int, pixelScale: CGFloat = 1) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw SDLError(function: "SDLOffscreenTarget.init", sdlMessage: "size \(pixelWidth)×\(pixelHeight) is empty")
        }
        // ABGR8888 is R, G, B, A in memory on little-endian machines: CGImage's byte order.
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(pixelWidth), Int32(pixelHeight), 32,
                                                           SDLPixels.rgbaFormat) else {
            throw SDLError.current("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw SDLError.current("SDL_CreateSoftwareRenderer")
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.renderer = renderer
        self.pixelScale = pixelScale
        canvas = SDLCanvas(renderer: renderer, pixelScale: pixelScale)
    }

    /// Draws a frame's commands into the surface (the raster phase).
    public func draw(_ commands: [DrawCommand], clear: CGColor) { canvas.draw(commands, clear: clear) }

    /// Finishes the frame: every queued drawing call reaches the surface (the present phase).
    public func present() { SDL_RenderFlush(renderer) }

    deinit {
        canvas = nil  // its cached textures go before the renderer
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// The pixels drawn so far (RGBA8, straight alpha as stored). Call before any present.
    public func snapshot() -> CGImage {
        var pixels = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        SDL_SetRenderTarget(renderer, nil)
        pixels.withUnsafeMutableBytes {
            _ = SDL_RenderReadPixels(renderer, nil, SDLPixels.rgbaFormat, $0.baseAddress, Int32(pixelWidth * 4))
        }
        return CGImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// Writes the current pixels as PNG (byte-identical for identical frames).
    public func writePNG(to path: String) throws {
        SDL_RenderFlush(renderer)
        guard IMG_SavePNG(surface, path) == 0 else { throw SDLError.current("IMG_SavePNG", path: path) }
    }
}

/// Pixel-format constants shared by the host.
enum SDLPixels {
    /// R, G, B, A bytes in memory (SDL_PIXELFORMAT_RGBA32) on this little-endian platform.
    static let rgbaFormat: UInt32 = {
        #if _endian(little)
        return SDL_PIXELFORMAT_ABGR8888.rawValue
        #else
        return SDL_PIXELFORMAT_RGBA8888.rawValue
        #endif
    }()
}
