import CSDL2
import Foundation
import MotionOutput

/// The old PNG path through SDL_image, kept as `FrameWriter.Encoding.sdlImage` for comparisons.
enum SDLPNGFile {
    /// Writes through `OutputFile` like every frame (staged: SDL_image writes by name).
    static func write(rgba pixels: UnsafeRawBufferPointer, width: Int, height: Int, to path: String) throws {
        let file = try OutputFile(path: path, staged: true, durable: false)
        guard let staging = file.stagingPath else { return }
        try withSurface(pixels, width: width, height: height, path: path) { try PNGWriteError.save($0, to: staging, named: path) }
        try file.commit()
    }

    static func withSurface<R>(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, path: String,
                               _ body: (UnsafeMutablePointer<SDL_Surface>) throws -> R) throws -> R {
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: pixels.baseAddress),
                                                               Int32(width), Int32(height), 32, Int32(width * 4),
                                                               SDLPixels.rgbaFormat) else {
            throw OutputError(action: "write", target: path, reason: "SDL_CreateRGBSurfaceWithFormatFrom: \(currentSDLError())")
        }
        defer { SDL_FreeSurface(surface) }
        return try body(surface)
    }

    static func currentSDLError() -> String { SDL_GetError().map { String(cString: $0) } ?? "" }
}

extension SDLOffscreenTarget {
    /// The pixels drawn so far, straight from the surface (RGBA8, rows top-down, no copy when the surface's
    /// pitch is `width * 4`, as for every 32-bit surface). Valid only inside `body`; call before any present.
    public func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        SDL_RenderFlush(renderer)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let rowBytes = pixelWidth * 4, pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels else { return try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
        if pitch == rowBytes {
            return try body(UnsafeRawBufferPointer(start: base, count: rowBytes * pixelHeight))
        }
        var packed = [UInt8](repeating: 0, count: rowBytes * pixelHeight)
        packed.withUnsafeMutableBytes { out in
            for row in 0..<pixelHeight { memcpy(out.baseAddress! + row * rowBytes, base + row * pitch, rowBytes) }
        }
        return try packed.withUnsafeBytes(body)
    }
}

extension FrameWriter {
    /// A writer sized for `target`.
    public convenience init(for target: SDLOffscreenTarget, encoding: Encoding = .spng(.fast)) {
        self.init(width: target.pixelWidth, height: target.pixelHeight, encoding: encoding)
    }

    /// Queues the target's current frame to be written to `path` (with `.sdlImage`: writes it now through
    /// `IMG_SavePNG`, exactly the old path).
    public func submit(_ target: SDLOffscreenTarget, to path: String) throws {
        if encoding == .sdlImage {
            try target.writePNG(to: path)
            state_countSynchronous(path: path)
            return
        }
        try target.withPixels { try submit(rgba: $0, to: path) }
    }
}
