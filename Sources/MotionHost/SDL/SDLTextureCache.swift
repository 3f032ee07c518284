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
        /// The n-th turned quad of this pixel size in a frame, resampled on the CPU (`TurnedQuadResampler`).
        case turned(width: Int, height: Int, ordinal: Int)
    }

    /// A cached texture: the SDL texture and, for the static ones built here, the same pixels on the CPU
    /// (`SoftwareRasterizer` draws from them exactly what SDL's software renderer draws from the texture).
    final class Entry {
        weak var image: CGImage?
        let needsImage: Bool
        let texture: OpaquePointer
        let pixels: SoftwareTexture?
        /// Written on every lookup: no dynamic exclusivity check.
        @exclusivity(unchecked) var lastUsed: Int
        init(image: CGImage?, texture: OpaquePointer, pixels: SoftwareTexture?, lastUsed: Int) {
            self.image = image; needsImage = image != nil; self.texture = texture; self.pixels = pixels; self.lastUsed = lastUsed
        }
    }

    let renderer: OpaquePointer
    /// Frames an unused texture survives.
    var evictionAge = 3
    private var entries: [Key: Entry] = [:]
    /// The CPU pixels of every cached texture that has them, by texture (a turned quad is resampled
    /// from them).
    private var pixelsByTexture: [OpaquePointer: SoftwareTexture] = [:]
    /// Rounded fills by their key packed in one word: the lookup a particle field makes for every
    /// particle, without hashing an enum.
    private var roundedFills: [UInt64: Entry] = [:]
    /// Emptied whenever rounded fills are evicted, so it holds only live entries.
    @exclusivity(unchecked) private var recentRoundedFills = [(UInt64, Entry)?](repeating: nil, count: 64)
    @exclusivity(unchecked) private(set) var frame = 0
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
        for entry in roundedFills.values { SDL_DestroyTexture(entry.texture) }
    }

    var count: Int { entries.count + roundedFills.count }

    /// Starts a frame: evicts entries unused for `evictionAge` frames or whose image is gone.
    func beginFrame() {
        frame += 1
        let f = frame, age = evictionAge
        func dead(_ e: Entry) -> Bool { f - e.lastUsed > age || (e.needsImage && e.image == nil) }
        if entries.values.contains(where: dead) {
            for (key, entry) in entries where dead(entry) {
                destroy(entry)
                entries[key] = nil
            }
        }
        if roundedFills.values.contains(where: dead) {
            for (key, entry) in roundedFills where dead(entry) {
                destroy(entry)
                roundedFills[key] = nil
            }
            for i in recentRoundedFills.indices { recentRoundedFills[i] = nil }
        }
    }

    private func destroy(_ entry: Entry) {
        if entry.pixels != nil { pixelsByTexture[entry.texture] = nil }
        SDL_DestroyTexture(entry.texture)
    }

    /// The CPU copy of a cached texture's pixels (nil for render targets and textures not made here).
    func pixels(of texture: OpaquePointer) -> SoftwareTexture? { pixelsByTexture[texture] }

    /// The cached entry for `key`, or one built by `make` (nil when it cannot be built).
    func entry(_ key: Key, image: CGImage? = nil, make: () -> (OpaquePointer, SoftwareTexture?)?) -> Entry? {
        if let entry = entries[key], !entry.needsImage || entry.image === image {
            entry.lastUsed = frame
            return entry
        }
        if let stale = entries[key] {
            destroy(stale)
            entries[key] = nil
        }
        guard let (texture, pixels) = make() else { return nil }
        if let pixels { pixelsByTexture[texture] = pixels }
        let entry = Entry(image: image, texture: texture, pixels: pixels, lastUsed: frame)
        entries[key] = entry
        return entry
    }

    // MARK: Looking up without changing anything (from several threads at once)

    /// The entry for `key` if cached (and current for `image`); nil otherwise. Changes nothing — not even
    /// when it was last used (the caller notes that later, on one thread: `markUsed`) — so several threads
    /// may look up at once while nothing else uses the cache.
    func peek(_ key: Key, image: CGImage? = nil) -> Entry? {
        guard let entry = entries[key], !entry.needsImage || entry.image === image else { return nil }
        return entry
    }

    /// `roundedFillEntry`'s entry if cached, changing nothing (see `peek`).
    func peekRoundedFill(width: Int, height: Int, rx: Double, ry: Double) -> Entry? {
        let rx4 = Int(roundHalfAwayFromZero(rx * 4)), ry4 = Int(roundHalfAwayFromZero(ry * 4))
        guard width >= 0, width < 1 << 16, height >= 0, height < 1 << 16, rx4 >= 0, rx4 < 1 << 16, ry4 >= 0, ry4 < 1 << 16 else {
            return peek(.roundedFill(width: width, height: height, rx4: rx4, ry4: ry4))
        }
        let packed = UInt64(width) | UInt64(height) << 16 | UInt64(rx4) << 32 | UInt64(ry4) << 48
        let slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if let (key, entry) = recentRoundedFills[slot], key == packed { return entry }
        return roundedFills[packed]
    }

    static func roundedImageKey(_ image: CGImage, width: Int, height: Int, rx: Double, ry: Double) -> Key {
        .roundedImage(ObjectIdentifier(image), width: width, height: height,
                      rx4: Int((rx * 4).rounded()), ry4: Int((ry * 4).rounded()))
    }

    static func ringKey(width: Int, height: Int, rx: Double, ry: Double, bx: Double, by: Double) -> Key {
        .ring(width: width, height: height, rx4: Int((rx * 4).rounded()), ry4: Int((ry * 4).rounded()),
              bx4: Int((bx * 4).rounded()), by4: Int((by * 4).rounded()))
    }

    /// Notes `entry` used this frame (what a lookup does).
    @inline(__always)
    func markUsed(_ entry: Entry) { entry.lastUsed = frame }

    /// The cached texture for `key`, or one built by `make` (nil when it cannot be built).
    func texture(_ key: Key, image: CGImage? = nil, make: () -> OpaquePointer?) -> OpaquePointer? {
        entry(key, image: image) { make().map { ($0, nil) } }?.texture
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

    /// `makeTexture` with the same pixels kept on the CPU.
    private func makeEntryTexture(width: Int, height: Int, rgba: [UInt8]) -> (OpaquePointer, SoftwareTexture?)? {
        guard let texture = makeTexture(width: width, height: height, rgba: rgba) else { return nil }
        return (texture, SoftwareTexture(width: width, height: height, rgba: rgba))
    }

    func imageEntry(_ image: CGImage) -> Entry? {
        entry(.image(ObjectIdentifier(image)), image: image) {
            makeEntryTexture(width: image.width, height: image.height, rgba: image.pixels)
        }
    }

    func imageTexture(_ image: CGImage) -> OpaquePointer? { imageEntry(image)?.texture }

    /// `image` resampled (nearest) to width×height pixels with rounded corners of rx×ry of those
    /// pixels. Masks are built at no less than the on-screen size so upscaled images keep a smooth arc.
    func roundedImageEntry(_ image: CGImage, width: Int, height: Int, rx: Double, ry: Double) -> Entry? {
        return entry(SDLTextureCache.roundedImageKey(image, width: width, height: height, rx: rx, ry: ry), image: image) {
            let source = width == image.width && height == image.height
                ? image.pixels : CoverageMask.resampled(image, width: width, height: height)
            let pixels = CoverageMask.masked(source, width: width, height: height, rx: rx, ry: ry)
            return makeEntryTexture(width: width, height: height, rgba: pixels)
        }
    }

    func roundedImageTexture(_ image: CGImage, width: Int, height: Int, rx: Double, ry: Double) -> OpaquePointer? {
        roundedImageEntry(image, width: width, height: height, rx: rx, ry: ry)?.texture
    }

    func roundedFillEntry(width: Int, height: Int, rx: Double, ry: Double) -> Entry? {
        let rx4 = Int(roundHalfAwayFromZero(rx * 4)), ry4 = Int(roundHalfAwayFromZero(ry * 4))
        guard width >= 0, width < 1 << 16, height >= 0, height < 1 << 16, rx4 >= 0, rx4 < 1 << 16, ry4 >= 0, ry4 < 1 << 16 else {
            return entry(.roundedFill(width: width, height: height, rx4: rx4, ry4: ry4)) {
                makeEntryTexture(width: width, height: height, rgba: CoverageMask.whiteMask(width: width, height: height, rx: rx, ry: ry))
            }
        }
        let packed = UInt64(width) | UInt64(height) << 16 | UInt64(rx4) << 32 | UInt64(ry4) << 48
        // A few keys recur thousands of times a frame (a particle field's sizes): a small direct-mapped
        // table in front of the dictionary answers them without hashing.
        let slot = Int(truncatingIfNeeded: (packed &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if let (key, entry) = recentRoundedFills[slot], key == packed {
            entry.lastUsed = frame
            return entry
        }
        if let entry = roundedFills[packed] {
            entry.lastUsed = frame
            recentRoundedFills[slot] = (packed, entry)
            return entry
        }
        guard let (texture, pixels) = makeEntryTexture(width: width, height: height,
                                                       rgba: CoverageMask.whiteMask(width: width, height: height, rx: rx, ry: ry))
        else { return nil }
        if let pixels { pixelsByTexture[texture] = pixels }
        let entry = Entry(image: nil, texture: texture, pixels: pixels, lastUsed: frame)
        roundedFills[packed] = entry
        recentRoundedFills[slot] = (packed, entry)
        return entry
    }

    func roundedFillTexture(width: Int, height: Int, rx: Double, ry: Double) -> OpaquePointer? {
        roundedFillEntry(width: width, height: height, rx: rx, ry: ry)?.texture
    }

    func ringEntry(width: Int, height: Int, rx: Double, ry: Double, bx: Double, by: Double) -> Entry? {
        return entry(SDLTextureCache.ringKey(width: width, height: height, rx: rx, ry: ry, bx: bx, by: by)) {
            makeEntryTexture(width: width, height: height,
                             rgba: CoverageMask.whiteMask(width: width, height: height, rx: rx, ry: ry, border: (bx, by)))
        }
    }

    func ringTexture(width: Int, height: Int, rx: Double, ry: Double, bx: Double, by: Double) -> OpaquePointer? {
        ringEntry(width: width, height: height, rx: rx, ry: ry, bx: bx, by: by)?.texture
    }

    func whiteTexture() -> OpaquePointer? {
        texture(.white) { makeTexture(width: 1, height: 1, rgba: [255, 255, 255, 255]) }
    }

    /// A texture for the `ordinal`-th turned quad of this size this frame, holding `rgba` (straight
    /// alpha) — written now, so its calls must run (or be replayed) before it is asked for again.
    func turnedTexture(width: Int, height: Int, ordinal: Int, rgba: [UInt8]) -> OpaquePointer? {
        guard let texture = texture(.turned(width: width, height: height, ordinal: ordinal), make: {
            makeTexture(width: width, height: height, rgba: rgba)
        }) else { return nil }
        _ = rgba.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        return texture
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
