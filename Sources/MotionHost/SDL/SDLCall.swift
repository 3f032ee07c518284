import CSDL2
import MotionRender
import Foundation

/// One low-level SDL operation with every argument precomputed (pixels, colours, texture),
/// so a recorded frame can be replayed with no geometry work at all.
///
/// Texture pointers belong to the `SDLCanvas` that recorded them: they stay valid until a later
/// `draw` evicts them (textures unused for `SDLCanvas.evictionAge` frames), so replay a frame's
/// calls before drawing many further frames.
public enum SDLCall {
    /// `SDL_SetRenderTarget`; nil = the renderer's default target.
    case setTarget(OpaquePointer?)
    /// `SDL_SetRenderDrawColor` + `SDL_RenderClear` (ignores the clip rectangle).
    case clear(SDL_Color)
    /// The pixels of a rect set to a colour (draw blend mode NONE + `SDL_RenderFillRect`): a clear
    /// limited to the rect (`SDL_RenderClear` ignores the clip), as a partial redraw needs.
    case clearRect(SDL_Rect, SDL_Color)
    /// `SDL_RenderSetClipRect` in target pixels; nil = no clip.
    case setClip(SDL_Rect?)
    /// `SDL_SetRenderDrawColor` + `SDL_RenderFillRectF` (draw blend mode BLEND).
    case fillRect(SDL_FRect, SDL_Color)
    /// Colour/alpha mod + `SDL_RenderCopyF` of the whole texture.
    case copy(OpaquePointer, dst: SDL_FRect, mod: SDL_Color)
    /// Colour/alpha mod + `SDL_RenderCopyExF` of the whole texture about the centre of `dst`;
    /// `angle` in degrees clockwise.
    case copyEx(OpaquePointer, dst: SDL_FRect, angle: Double, flip: SDL_RendererFlip, mod: SDL_Color)
    /// `SDL_RenderGeometry` over a slice of the list's vertex and index buffers;
    /// a nil texture draws coloured triangles.
    case geometry(OpaquePointer?, vertexStart: Int32, vertexCount: Int32, indexStart: Int32, indexCount: Int32)
    /// Reads back the current target `texture` (ARGB8888, `width` × `height`), multiplies each pixel by
    /// `alpha` (0…255; all four channels when the target holds premultiplied colour, else only alpha)
    /// and writes it back: a layer mask applied to its group.
    case maskTarget(OpaquePointer, width: Int32, height: Int32, alpha: [UInt8], premultiplied: Bool)
    /// Reads back the current target `texture` (ARGB8888, `width` × `height`), blurs it with a Gaussian of
    /// `sigma` pixels in premultiplied colour (`SDLCallList.blur`) and writes it back: a layer blur.
    case blurTarget(OpaquePointer, width: Int32, height: Int32, sigma: Float, opaque: Bool, premultiplied: Bool)
    /// Reads back the current target `texture` (ARGB8888, premultiplied), puts the shadow its alpha casts
    /// beneath it (`GroupShadow`: offset and σ in pixels, colour straight 0…1) and writes it back: the
    /// shadow of a layer cast by all it composites.
    case shadowTarget(OpaquePointer, width: Int32, height: Int32, sigma: Float, offset: (Float, Float),
                      color: (Float, Float, Float, Float), opacity: Float)
    /// Reads back the current target `texture` (ARGB8888, `width` × `height`), which blending into it
    /// filled with premultiplied colour, divides the colour by the alpha and writes it back, so that the
    /// straight-alpha blend that composites it does not multiply by the alpha a second time (renderers
    /// without premultiplied blending: SDL's software renderer, the headless one).
    case unpremultiplyTarget(OpaquePointer, width: Int32, height: Int32)
}

/// A recorded frame: the calls plus the vertex and index storage that `.geometry` calls slice.
/// A value type (copy-on-write arrays): keeping a copy is safe and costs nothing until the
/// canvas reuses its buffers.
public struct SDLCallList {
    public internal(set) var calls: [SDLCall] = []
    public internal(set) var vertices: [SDL_Vertex] = []
    public internal(set) var indices: [Int32] = []

    public init() {}

    mutating func removeAll() {
        calls.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}

extension SDLCallList {
    /// Runs the calls on `renderer`, in order, with no further computation.
    func execute(on renderer: OpaquePointer) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        vertices.withUnsafeBufferPointer { vertexBuffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                for call in calls {
                    switch call {
                    case .setTarget(let texture):
                        SDL_SetRenderTarget(renderer, texture)
                    case .clear(let c):
                        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                        SDL_RenderClear(renderer)
                    case .clearRect(var rect, let c):
                        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                        SDL_RenderFillRect(renderer, &rect)
                        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                    case .setClip(let rect):
                        if var rect {
                            SDL_RenderSetClipRect(renderer, &rect)
                        } else {
                            SDL_RenderSetClipRect(renderer, nil)
                        }
                    case .fillRect(var rect, let c):
                        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
                        SDL_RenderFillRectF(renderer, &rect)
                    case .copy(let texture, var dst, let m):
                        SDL_SetTextureColorMod(texture, m.r, m.g, m.b)
                        SDL_SetTextureAlphaMod(texture, m.a)
                        SDL_RenderCopyF(renderer, texture, nil, &dst)
                    case .copyEx(let texture, var dst, let angle, let flip, let m):
                        SDL_SetTextureColorMod(texture, m.r, m.g, m.b)
                        SDL_SetTextureAlphaMod(texture, m.a)
                        SDL_RenderCopyExF(renderer, texture, nil, &dst, angle, nil, flip)
                    case .geometry(let texture, let vStart, let vCount, let iStart, let iCount):
                        SDL_RenderGeometry(renderer, texture,
                                           vertexBuffer.baseAddress! + Int(vStart), vCount,
                                           indexBuffer.baseAddress! + Int(iStart), iCount)
                    case .maskTarget(let texture, let w, let h, let alpha, let premultiplied):
                        SDLCallList.multiply(renderer, texture, Int(w), Int(h), alpha, premultiplied: premultiplied)
                    case .blurTarget(let texture, let w, let h, let sigma, let opaque, let premultiplied):
                        SDLCallList.blur(renderer, texture, Int(w), Int(h), sigma: sigma, opaque: opaque, premultiplied: premultiplied)
                    case .shadowTarget(let texture, let w, let h, let sigma, let offset, let color, let opacity):
                        SDLCallList.shadow(renderer, texture, Int(w), Int(h), sigma: sigma, offset: offset, color: color,
                                           opacity: opacity)
                    case .unpremultiplyTarget(let texture, let w, let h):
                        SDLCallList.unpremultiply(renderer, texture, Int(w), Int(h))
                    }
                }
            }
        }
    }
}

extension SDLCallList {
    /// The `.maskTarget` call: the current target's pixels read back, multiplied by the mask, written back.
    static func multiply(_ renderer: OpaquePointer, _ texture: OpaquePointer, _ w: Int, _ h: Int, _ alpha: [UInt8],
                         premultiplied: Bool) {
        guard w > 0, h > 0, alpha.count == w * h else { return }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let read = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, format, $0.baseAddress, Int32(w * 4)) }
        guard read == 0 else { return }
        // ARGB8888 is a 32-bit value with alpha in the top byte: bytes B, G, R, A in little-endian memory.
        let a = 1.littleEndian == 1 ? 3 : 0
        pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<(w * h) {
                let m = UInt32(alpha[i])
                if m == 255 { continue }
                let o = i * 4
                if premultiplied {
                    for c in 0..<4 { p[o + c] = UInt8((UInt32(p[o + c]) * m + 127) / 255) }
                } else {
                    p[o + a] = UInt8((UInt32(p[o + a]) * m + 127) / 255)
                }
            }
        }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(w * 4)) }
    }
}

extension SDLCallList {
    /// The `.unpremultiplyTarget` call: the current target's premultiplied pixels read back, made straight
    /// (colour ÷ alpha, rounded), written back.
    static func unpremultiply(_ renderer: OpaquePointer, _ texture: OpaquePointer, _ w: Int, _ h: Int) {
        guard w > 0, h > 0 else { return }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let read = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, format, $0.baseAddress, Int32(w * 4)) }
        guard read == 0 else { return }
        // ARGB8888 is a 32-bit value with alpha in the top byte: bytes B, G, R, A in little-endian memory.
        let a = 1.littleEndian == 1 ? 3 : 0
        var changed = false
        pixels.withUnsafeMutableBufferPointer { p in
            for i in 0..<(w * h) {
                let o = i * 4
                let alpha = UInt32(p[o + a])
                if alpha == 255 || alpha == 0 { continue }
                changed = true
                for c in 0..<4 where c != a { p[o + c] = UInt8(min(255, (UInt32(p[o + c]) * 255 + alpha / 2) / alpha)) }
            }
        }
        if changed { pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(w * 4)) } }
    }
}

extension SDLCallList {
    /// The `.shadowTarget` call: the current target's pixels read back, the shadow they cast put beneath
    /// them (`GroupShadow`), written back.
    static func shadow(_ renderer: OpaquePointer, _ texture: OpaquePointer, _ w: Int, _ h: Int, sigma: Float,
                       offset: (Float, Float), color: (Float, Float, Float, Float), opacity: Float) {
        guard w > 0, h > 0 else { return }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let read = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, format, $0.baseAddress, Int32(w * 4)) }
        guard read == 0 else { return }
        // ARGB8888 in little-endian memory: B, G, R, A (big-endian: A, R, G, B).
        let little = 1.littleEndian == 1
        GroupShadow.apply(&pixels, width: w, height: h, alphaIndex: little ? 3 : 0,
                          colorIndices: little ? (r: 2, g: 1, b: 0) : (r: 1, g: 2, b: 3), sigma: sigma,
                          dx: offset.0, dy: offset.1, color: (r: color.0, g: color.1, b: color.2, a: color.3), opacity: opacity)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(w * 4)) }
    }
}

extension SDLCallList {
    /// The `.blurTarget` call: the current target's pixels read back, blurred (`GroupBlur`), written back.
    static func blur(_ renderer: OpaquePointer, _ texture: OpaquePointer, _ w: Int, _ h: Int, sigma: Float, opaque: Bool,
                     premultiplied: Bool) {
        guard w > 0, h > 0 else { return }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        let read = pixels.withUnsafeMutableBytes { SDL_RenderReadPixels(renderer, nil, format, $0.baseAddress, Int32(w * 4)) }
        guard read == 0 else { return }
        // ARGB8888 in little-endian memory: B, G, R, A.
        GroupBlur.blur(&pixels, width: w, height: h, alphaIndex: 1.littleEndian == 1 ? 3 : 0, sigma: sigma,
                       opaque: opaque, premultiplied: premultiplied)
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(w * 4)) }
    }
}
