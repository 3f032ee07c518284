import CSDL2
import MotionOutput
import Foundation
import MotionGeometry
import MotionRender

/// Horizontal placement of lines inside the text's layout width.
public enum TextAlignment: Equatable {
    case left, center, right
}

/// Text → `CGImage` with SDL_ttf and DejaVu Sans (anti-aliased "blended" rendering).
///
/// Layout (UILabel-like, tail truncation): paragraphs split at "\n", wrapped at word boundaries
/// to `maxWidth` (a word wider than a line is broken between characters); when `numberOfLines`
/// (0 = unlimited) runs out, the last line holds the rest of the text cut to fit, ending in "…".
/// Line height is the font's line skip. Sizes are in points; pixels = points × scale.
///
/// Per-character fallback: scalars DejaVu Sans lacks (Chinese, Japanese, Korean…) are drawn with
/// WenQuanYi Micro Hei when it is installed (`fonts-wqy-microhei`). Each line is split into runs by
/// which face provides each scalar; runs sit side by side on a common baseline (the larger ascent),
/// and widths, wrapping, truncation and line height all use the same runs, so layout matches
/// drawing. A line DejaVu fully covers is one run in DejaVu: exactly what it was without fallback.
public final class SDLTextRasterizer {
    public let regularFontPath: String
    public let boldFontPath: String
    /// WenQuanYi Micro Hei's file, or nil when it is not installed (or fallback is turned off):
    /// then missing characters draw as DejaVu's missing-glyph boxes.
    public let fallbackFontPath: String?
    /// Open fonts per (pixel size, bold, fallback).
    private var fonts: [Int: OpaquePointer] = [:]

    /// - Parameter fontFallback: look up the fallback face (WenQuanYi Micro Hei); false draws with
    ///   DejaVu Sans alone.
    public init(fontFallback: Bool = true) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.current("TTF_Init") }
        regularFontPath = try SDLTextRasterizer.locateFont(bold: false)
        boldFontPath = try SDLTextRasterizer.locateFont(bold: true)
        fallbackFontPath = fontFallback ? SDLTextRasterizer.locateFallbackFont() : nil
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// Size of the laid-out text in points (width = widest line, or `maxWidth` when given).
    /// Pass the `scale` you will render at so line breaks match exactly.
    public func measure(_ text: String, fontSize: CGFloat, bold: Bool, maxWidth: CGFloat?,
                        numberOfLines: Int, scale: CGFloat = 1) -> CGSize {
        guard let font = try? faces(pixelSize: pixelSize(fontSize, scale), bold: bold) else { return .zero }
        let lines = layout(text, font: font, maxWidth: maxWidth.map { Int((Double($0 * scale)).rounded(.down)) },
                           numberOfLines: numberOfLines)
        let widest = lines.map { width($0, font) }.max() ?? 0
        return CGSize(width: CGFloat(widest) / scale,
                      height: CGFloat(lines.count * font.lineMetrics(lines).lineSkip) / scale)
    }

    /// Renders `text` in `color` (straight alpha) at `scale` pixels per point.
    /// The image is `maxWidth × scale` pixels wide when `maxWidth` is given (lines aligned inside
    /// it), else as wide as the widest line; its height is lines × line skip.
    public func render(_ text: String, fontSize: CGFloat, bold: Bool, color: CGColor, maxWidth: CGFloat?,
                       alignment: TextAlignment, numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        let font = try faces(pixelSize: pixelSize(fontSize, scale), bold: bold)
        let maxPixels = maxWidth.map { Int((Double($0 * scale)).rounded(.down)) }
        let lines = layout(text, font: font, maxWidth: maxPixels, numberOfLines: numberOfLines)
        let widths = lines.map { width($0, font) }
        let imageWidth = maxPixels ?? (widths.max() ?? 0)
        let (lineSkip, baseline) = font.lineMetrics(lines)
        let imageHeight = lines.count * lineSkip
        var pixels = [UInt8](repeating: 0, count: imageWidth * imageHeight * 4)
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue), a = Double(min(max(color.alpha, 0), 1))
        for i in 0..<imageHeight * imageWidth {
            pixels[i * 4] = r; pixels[i * 4 + 1] = g; pixels[i * 4 + 2] = b
        }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            var x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = (imageWidth - widths[index]) / 2
            case .right: x = imageWidth - widths[index]
            }
            for run in font.runs(line) {
                guard let rendered = TTF_RenderUTF8_Blended(run.face, run.text, white) else {
                    throw SDLError.current("TTF_RenderUTF8_Blended")
                }
                defer { SDL_FreeSurface(rendered) }
                guard let surface = SDL_ConvertSurfaceFormat(rendered, SDLPixels.rgbaFormat, 0) else {
                    throw SDLError.current("SDL_ConvertSurfaceFormat")
                }
                defer { SDL_FreeSurface(surface) }
                // Each face's surface has its baseline at its own ascent: align it to the line's.
                blitAlpha(surface, into: &pixels, width: imageWidth, height: imageHeight,
                          x: x, y: index * lineSkip + baseline - Int(TTF_FontAscent(run.face)), alpha: a)
                x += Self.size(run.text, run.face)
            }
        }
        return CGImage(width: imageWidth, height: imageHeight, pixels: pixels)
    }

    // MARK: - Fonts

    private func pixelSize(_ fontSize: CGFloat, _ scale: CGFloat) -> Int {
        max(1, Int((Double(fontSize * scale)).rounded()))
    }

    /// DejaVu Sans at `pixelSize` (bold or not) and, when installed, the fallback face at the same size.
    private func faces(pixelSize: Int, bold: Bool) throws -> Faces {
        let primary = try font(pixelSize: pixelSize, bold: bold, fallback: false)
        // A fallback that fails to open leaves DejaVu alone (boxes), as without the package.
        let fallback = fallbackFontPath == nil ? nil : try? font(pixelSize: pixelSize, bold: bold, fallback: true)
        return Faces(primary: primary, fallback: fallback)
    }

    private func font(pixelSize: Int, bold: Bool, fallback: Bool) throws -> OpaquePointer {
        let key = pixelSize * 4 + (bold ? 1 : 0) + (fallback ? 2 : 0)
        if let font = fonts[key] { return font }
        let path = fallback ? (fallbackFontPath ?? regularFontPath) : bold ? boldFontPath : regularFontPath
        // SDL_ttf's default 72 DPI makes the point size equal to pixels.
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.current("TTF_OpenFont", path: path) }
        // WenQuanYi Micro Hei has no bold face: SDL_ttf emboldens it.
        if fallback, bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        fonts[key] = font
        return font
    }

    /// WenQuanYi Micro Hei (a TrueType collection; SDL_ttf opens its first face, the proportional
    /// one) via fontconfig, else the Debian path; nil when not installed.
    static func locateFallbackFont() -> String? {
        try? locateFont(named: "wqy-microhei.ttc", fontconfigPattern: "WenQuanYi Micro Hei",
                        directory: "/usr/share/fonts/truetype/wqy/")
    }

    /// DejaVu Sans (bold) via fontconfig, else the Debian path; an error says what is missing.
    static func locateFont(bold: Bool) throws -> String {
        try locateFont(named: bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf",
                       fontconfigPattern: bold ? "DejaVu Sans:bold" : "DejaVu Sans",
                       directory: "/usr/share/fonts/truetype/dejavu/")
    }

    /// The file `name` as found by `fc-match pattern` (only if fontconfig returns that very file,
    /// not a substitute) or in `directory`.
    static func locateFont(named name: String, fontconfigPattern: String?, directory: String) throws -> String {
        var candidates: [String] = []
        if let pattern = fontconfigPattern, let matched = fontconfigMatch(pattern) { candidates.append(matched) }
        candidates.append((directory as NSString).appendingPathComponent(name))
        for path in candidates where (path as NSString).lastPathComponent == name
            && FileManager.default.fileExists(atPath: path) {
            return path
        }
        throw SDLError(function: "SDLTextRasterizer.init", path: name,
                       sdlMessage: "\(name) not found via fc-match '\(fontconfigPattern ?? "")' or in \(directory)",
                       hint: "install the fonts-dejavu-core package")
    }

    /// `fc-match -f %{file} PATTERN`, run as a `ChildTool` (bounded: a stuck fontconfig cannot hang
    /// the app; 10 s without progress and it is stopped, and the directory is searched instead).
    private static func fontconfigMatch(_ pattern: String) -> String? {
        for tool in ["/usr/bin/fc-match", "/usr/local/bin/fc-match"] where ToolLookup.find(tool) != nil {
            guard let r = try? ChildTool.run(name: "fc-match", executable: tool, arguments: ["-f", "%{file}", pattern],
                                             stallTimeout: 10),
                  r.exit.succeeded else { return nil }
            return String(decoding: r.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    // MARK: - Layout

    /// Width in pixels of `text` laid out in runs: the sum of the runs' widths.
    private func width(_ text: String, _ font: Faces) -> Int {
        font.runs(text).reduce(0) { $0 + Self.size($1.text, $1.face) }
    }

    /// Width in pixels of `text` in one face.
    fileprivate static func size(_ text: String, _ face: OpaquePointer) -> Int {
        guard !text.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(face, text, &w, &h)
        return Int(w)
    }

    /// Full-width and CJK punctuation that may not begin a line (JIS X 4051's closing brackets,
    /// full stops, commas, middle dots). Only CJK characters: Latin breaking is unaffected.
    private static let noLineStart: Set<Character> = Set("、。，．：；？！）］｝〕〉》」』】〗〙〟・")

    /// The lines `render` draws for `text` (for tests: where lines break).
    func lines(_ text: String, fontSize: CGFloat, bold: Bool, maxWidth: CGFloat?, numberOfLines: Int,
               scale: CGFloat = 1) throws -> [String] {
        let font = try faces(pixelSize: pixelSize(fontSize, scale), bold: bold)
        return layout(text, font: font, maxWidth: maxWidth.map { Int((Double($0 * scale)).rounded(.down)) },
                      numberOfLines: numberOfLines)
    }

    /// Lines after wrapping at `maxWidth` pixels and truncating to `numberOfLines`.
    private func layout(_ text: String, font: Faces, maxWidth: Int?, numberOfLines: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else { lines.append(String(paragraph)); continue }
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if width(candidate, font) <= maxWidth {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current); current = "" }
                // The word alone: break between characters while it is too wide.
                var piece = ""
                for character in word {
                    if !piece.isEmpty, width(piece + String(character), font) > maxWidth {
                        // CJK line breaking (kinsoku): closing punctuation never starts a line;
                        // the character before it moves down with it.
                        if Self.noLineStart.contains(character), piece.count > 1, let last = piece.last {
                            piece.removeLast()
                            lines.append(piece)
                            piece = String(last)
                        } else {
                            lines.append(piece)
                            piece = ""
                        }
                    }
                    piece.append(character)
                }
                current = piece
            }
            lines.append(current)
        }
        guard numberOfLines > 0, lines.count > numberOfLines else { return lines }
        let rest = lines[(numberOfLines - 1)...].joined(separator: " ")
        var kept = Array(lines.prefix(numberOfLines - 1))
        kept.append(truncated(rest, font: font, maxWidth: maxWidth))
        return kept
    }

    /// `text` cut at the tail so that it plus "…" fits `maxWidth` (always ends in "…").
    private func truncated(_ text: String, font: Faces, maxWidth: Int?) -> String {
        var characters = Array(text)
        while true {
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if characters.isEmpty || maxWidth == nil || width(candidate, font) <= maxWidth! { return candidate }
            characters.removeLast()
        }
    }

    // MARK: - Pixels

    private func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(Double(v), 0), 1) * 255).rounded()) }

    /// Writes the coverage (alpha) of an RGBA32 surface into `pixels` at (x, y), scaled by `alpha`.
    private func blitAlpha(_ surface: UnsafeMutablePointer<SDL_Surface>, into pixels: inout [UInt8],
                           width: Int, height: Int, x: Int, y: Int, alpha: Double) {
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        for row in 0..<sh {
            let ty = y + row
            guard ty >= 0, ty < height else { continue }
            for column in 0..<sw {
                let tx = x + column
                guard tx >= 0, tx < width else { continue }
                let coverage = Double(source[row * pitch + column * 4 + 3]) * alpha
                let i = (ty * width + tx) * 4 + 3
                pixels[i] = max(pixels[i], UInt8(coverage.rounded()))
            }
        }
    }
}

/// The primary face (DejaVu Sans) and the optional fallback face (WenQuanYi Micro Hei) at one size.
private struct Faces {
    /// A stretch of a line drawn in one face.
    struct Run {
        var text: String
        var face: OpaquePointer
    }

    let primary: OpaquePointer
    let fallback: OpaquePointer?

    /// `line` split where the face changes: a scalar goes to the primary face when it provides it,
    /// else to the fallback when that provides it; a scalar neither provides (or a joiner, a
    /// variation selector) stays in the run it follows. One primary run when the primary covers the
    /// line (or there is no fallback): the text exactly as before fallback existed.
    func runs(_ line: String) -> [Run] {
        guard let fallback, !line.isEmpty else { return [Run(text: line, face: primary)] }
        var runs: [Run] = []
        var current = ""
        var currentFace = primary
        for scalar in line.unicodeScalars {
            let face: OpaquePointer
            if TTF_GlyphIsProvided32(primary, scalar.value) != 0 {
                face = primary
            } else if TTF_GlyphIsProvided32(fallback, scalar.value) != 0 {
                face = fallback
            } else {
                face = currentFace
            }
            if face != currentFace, !current.isEmpty {
                runs.append(Run(text: current, face: currentFace))
                current = ""
            }
            currentFace = face
            current.unicodeScalars.append(scalar)
        }
        runs.append(Run(text: current, face: currentFace))
        return runs
    }

    /// Line skip and baseline (pixels below the line's top) for `lines`: the primary face's when
    /// no line uses the fallback; else the baseline is the larger ascent and the skip holds both
    /// faces' ascents and descents (and is at least either face's own line skip).
    func lineMetrics(_ lines: [String]) -> (lineSkip: Int, baseline: Int) {
        let primarySkip = Int(TTF_FontLineSkip(primary)), primaryAscent = Int(TTF_FontAscent(primary))
        guard let fallback, lines.contains(where: { line in runs(line).contains { $0.face == fallback } }) else {
            return (primarySkip, primaryAscent)
        }
        let baseline = max(primaryAscent, Int(TTF_FontAscent(fallback)))
        let descent = max(-Int(TTF_FontDescent(primary)), -Int(TTF_FontDescent(fallback)))
        return (max(primarySkip, Int(TTF_FontLineSkip(fallback)), baseline + descent), baseline)
    }
}
