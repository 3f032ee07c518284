import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// Textures the canvas builds on the CPU, cached across frames and evicted when unused for
/// `evictionAge` frames (or when their source image has been deallocated), so a long run does
/// not leak. Image entries hold the image weakly and compare identity, so a new image that reuses
/// a freed image's address never gets the stale texture.
final class SDLTextureCache {
    enum Key: Hashable {
        case image(ObjectIdentifier)
        /// Image (resampled to width×height) alpha-masked with elliptical corners; radii in pixels × 4.
        case roundedImage(ObjectIdentifier, width: Int, height: Int, rx4: Int, ry4: Int)
        /// White rounded rect; colour comes from the texture mod / vertex colour.
        case roundedFill(width: Int, height: Int, rx4: Int, ry4: Int)
        /// White rounded ring; border widths in pixels × 4.
        case ring(width: Int, height: Int, rx4: Int, ry4: Int, bx4: Int, by4: Int)
        /// A 1×1 white texture for rotated or projected solid fills.
        case white
        /// Render-target textures for groups: the n-th group of this pixel size in a frame.
        case target(width: Int, height: Int, ordinal: Int)
    }

    private struct Entry {
        weak var image: CGImage?
        let needsImage: Bool
        let texture: OpaquePointer
        var lastUsed: Int
    }

    let renderer: OpaquePointer
    /// Frames an unused texture survives.
    var evictionAge = 3
    private var entries: [Key: Entry] = [:]
    private(set) var frame = 0
    /// Blend mode for group render targets (premultiplied "over" when the renderer supports it).
    let groupBlendMode: SDL_BlendMode
    let groupsArePremultiplied: Bool

    init(renderer: OpaquePointer) {
        self.renderer = renderer
        // Premultiplied over: rgb = src + dst·(1 − srcA). Not supported by the software renderer,
        // which then falls back to straight BLEND (semi-transparent group pixels come out darker).
        let premultiplied = SDL_ComposeCustomBlendMode(
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
            SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        var supported = false
        if let probe = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                         Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 1, 1) {
            supported = SDL_SetTextureBlendMode(probe, premultiplied) == 0
            SDL_DestroyTexture(probe)
        }
        groupsArePremultiplied = supported
        groupBlendMode = supported ? premultiplied : SDL_BLENDMODE_BLEND
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    var count: Int { entries.count }

    /// Starts a frame: evicts entries unused for `evictionAge` frames or whose image is gone.
    func beginFrame() {
        frame += 1
        var dead: [Key] = []
        for (key, entry) in entries
        where frame - entry.lastUsed > evictionAge || (entry.needsImage && entry.image == nil) {
            dead.append(key)
        }
        for key in dead {
            SDL_DestroyTexture(entries[key]!.texture)
            entries[key] = nil
        }
    }

    /// The cached texture for `key`, or one built by `make` (nil when it cannot be built).
    func texture(_ key: Key, image: CGImage? = nil, make: () -> OpaquePointer?) -> OpaquePointer? {
        if var entry = entries[key], !entry.needsImage || entry.image === image {
            entry.lastUsed = frame
            entries[key] = entry
            return entry.texture
        }
        if let stale = entries[key] {
            SDL_DestroyTexture(stale.texture)
            entries[key] = nil
        }
        guard let texture = make() else { return nil }
        entries[key] = Entry(image: image, needsImage: image != nil, texture: texture, lastUsed: frame)
        return texture
    }

    // MARK: Builders

    /// A static BLEND texture from straight-alpha RGBA8 bytes.
    func makeTexture(width: Int, height: Int, rgba: [UInt8]) -> OpaquePointer? {
        guard width > 0, height > 0,
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              Int32(width), Int32(height)) else { return nil }
        _ = rgba.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        // Scaled images filter linearly, whatever the global render-scale hint says, so the window
        // and headless frames agree.
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    func imageTexture(_ image: CGImage) -> OpaquePointer? {
        texture(.image(ObjectIdentifier(image)), image: image) {
            makeTexture(width: image.width, height: image.height, rgba: image.pixels)
        }
    }

    /// `image` resampled (nearest) to width×height pixels with rounded corners of rx×ry of those
    /// pixels. Masks are built at no less than the on-screen size so upscaled images keep a smooth arc.
    func roundedImageTexture(_ image: CGImage, width: Int, height: Int, rx: Double, ry: Double) -> OpaquePointer? {
        let key = Key.roundedImage(ObjectIdentifier(image), width: width, height: height,
                                   rx4: Int((rx * 4).rounded()), ry4: Int((ry * 4).rounded()))
        return texture(key, image: image) {
            let source = width == image.width && height == image.height
                ? image.pixels : CoverageMask.resampled(image, width: width, height: height)
            let pixels = CoverageMask.masked(source, width: width, height: height, rx: rx, ry: ry)
            return makeTexture(width: width, height: height, rgba: pixels)
        }
    }

    func roundedFillTexture(width: Int, height: Int, rx: Double, ry: Double) -> OpaquePointer? {
        let key = Key.roundedFill(width: width, height: height, rx4: Int((rx * 4).rounded()), ry4: Int((ry * 4).rounded()))
        return texture(key) {
            makeTexture(width: width, height: height,
                        rgba: CoverageMask.whiteMask(width: width, height: height, rx: rx, ry: ry))
        }
    }

    func ringTexture(width: Int, height: Int, rx: Double, ry: Double, bx: Double, by: Double) -> OpaquePointer? {
        let key = Key.ring(width: width, height: height, rx4: Int((rx * 4).rounded()), ry4: Int((ry * 4).rounded()),
                           bx4: Int((bx * 4).rounded()), by4: Int((by * 4).rounded()))
        return texture(key) {
            makeTexture(width: width, height: height,
                        rgba: CoverageMask.whiteMask(width: width, height: height, rx: rx, ry: ry, border: (bx, by)))
        }
    }

    func whiteTexture() -> OpaquePointer? {
        texture(.white) { makeTexture(width: 1, height: 1, rgba: [255, 255, 255, 255]) }
    }

    func targetTexture(width: Int, height: Int, ordinal: Int) -> OpaquePointer? {
        texture(.target(width: width, height: height, ordinal: ordinal)) {
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                                  Int32(width), Int32(height)) else { return nil }
            SDL_SetTextureBlendMode(texture, groupBlendMode)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            return texture
        }
    }
}
