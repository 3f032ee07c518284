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
    /// Noto Color Emoji's file, or nil when it is not installed (or fallback is turned off): then emoji
    /// draw as boxes.
    public let emojiFontPath: String?
    /// Open fonts per (pixel size, bold, fallback, italic, monospaced).
    private var fonts: [Int: OpaquePointer] = [:]
    /// The oblique and monospaced faces' files per style (nil inside: not installed).
    private var styledFacePaths: [Int: String?] = [:]
    /// The emoji face, opened once: its glyphs are colour bitmaps of one size (Noto's 109-pixel strike),
    /// scaled to the text's size when drawn. Nil when absent or it failed to open.
    private lazy var emojiFont: OpaquePointer? = emojiFontPath.flatMap { TTF_OpenFont($0, 109) }
    /// UTF-8 bytes measured so far (for tests: layout cost is bounded by what can show).
    var bytesMeasured = 0

    /// - Parameter fontFallback: look up the fallback face (WenQuanYi Micro Hei); false draws with
    ///   DejaVu Sans alone.
    public init(fontFallback: Bool = true) throws {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw SDLError.current("TTF_Init") }
        regularFontPath = try SDLTextRasterizer.locateFont(bold: false)
        boldFontPath = try SDLTextRasterizer.locateFont(bold: true)
        fallbackFontPath = fontFallback ? SDLTextRasterizer.locateFallbackFont() : nil
        emojiFontPath = fontFallback ? SDLTextRasterizer.locateEmojiFont() : nil
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        if let emojiFont { TTF_CloseFont(emojiFont) }
    }

    /// Size of the laid-out text in points (width = widest line, or `maxWidth` when given).
    /// Pass the `scale` you will render at so line breaks match exactly.
    public func measure(_ text: String, fontSize: CGFloat, bold: Bool, maxWidth: CGFloat?,
                        numberOfLines: Int, scale: CGFloat = 1) -> CGSize {
        let scale = Self.sanitizedScale(scale)
        guard let font = try? faces(pixelSize: pixelSize(fontSize, scale), bold: bold, scale: scale) else { return .zero }
        let lines = layout(Self.normalized(text), font: font, maxWidth: Self.pixelWidth(maxWidth, scale: scale),
                           numberOfLines: numberOfLines)
        let widest = min(lines.map { cappedWidth($0, font) }.max() ?? 0, Self.maxImageSide)
        return CGSize(width: CGFloat(widest) / scale,
                      height: CGFloat(lines.count * font.lineMetrics(lines).lineSkip) / scale)
    }

    /// Renders `text` in `color` (straight alpha) at `scale` pixels per point.
    /// The image is `maxWidth × scale` pixels wide when `maxWidth` is given (lines aligned inside
    /// it), else as wide as the widest line; its height is lines × line skip.
    public func render(_ text: String, fontSize: CGFloat, bold: Bool, color: CGColor, maxWidth: CGFloat?,
                       alignment: TextAlignment, numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        let scale = Self.sanitizedScale(scale)
        let font = try faces(pixelSize: pixelSize(fontSize, scale), bold: bold, scale: scale)
        let maxPixels = Self.pixelWidth(maxWidth, scale: scale).map { min($0, Self.maxImageSide) }
        // Only what fits the largest image is drawn: a longer line is cut (by a search, not
        // character by character) to the prefix that fits `maxImageSide` pixels.
        let lines = layout(Self.normalized(text), font: font, maxWidth: maxPixels, numberOfLines: numberOfLines)
            .map { line in
                let w = cappedWidth(line, font)
                guard w > Self.maxImageSide else { return (line, w) }
                let characters = Array(line)
                let k = Self.longestFittingPrefix(characters.count) { width(String(characters[..<$0]), font) <= Self.maxImageSide }
                let cut = String(characters[..<k])
                return (cut, width(cut, font))
            }
        let widths = lines.map(\.1)
        let imageWidth = max(0, maxPixels ?? (widths.max() ?? 0))
        let (lineSkip, baseline) = font.lineMetrics(lines.map(\.0))
        let visibleLines = imageWidth == 0 ? lines.count : min(lines.count, max(1, Self.maxImagePixels / imageWidth / max(1, lineSkip)))
        let imageHeight = min(lines.count, visibleLines) * lineSkip
        var pixels = [UInt8](repeating: 0, count: imageWidth * imageHeight * 4)
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue), a = Double(min(max(color.alpha, 0), 1))
        for i in 0..<imageHeight * imageWidth {
            pixels[i * 4] = r; pixels[i * 4 + 1] = g; pixels[i * 4 + 2] = b
        }
        for (index, (line, _)) in lines.prefix(visibleLines).enumerated() where !line.isEmpty {
            var x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = (imageWidth - widths[index]) / 2
            case .right: x = imageWidth - widths[index]
            }
            for run in font.runs(line) {
                // A tab is an advance to the next tab stop, not a glyph.
                if run.text == "\t" { x = font.nextTabStop(after: x); continue }
                if run.face == font.emoji {
                    // Colour glyphs, in their own colours, scaled from the strike to the text's size.
                    x += try drawEmoji(run.text, font, into: &pixels, width: imageWidth, height: imageHeight,
                                       x: x, baseline: index * lineSkip + baseline, alpha: a)
                    continue
                }
                try withRenderedRun(run) { surface in
                    // Each face's surface has its baseline at its own ascent: align it to the line's.
                    blitAlpha(surface, into: &pixels, width: imageWidth, height: imageHeight,
                              x: x, y: index * lineSkip + baseline - Int(TTF_FontAscent(run.face)), alpha: a)
                }
                x += Self.size(run.text, run.face)
            }
        }
        return CGImage(width: imageWidth, height: imageHeight, pixels: pixels)
    }

    // MARK: - Fonts

    /// The font's size in pixels, at least 1; a NaN, infinite or absurd size is clamped (SDL_ttf
    /// then fails to open it, or draws it huge but bounded by `maxImageSide`), never a trap.
    func pixelSize(_ fontSize: CGFloat, _ scale: CGFloat) -> Int {
        let pixels = Double(fontSize * scale)
        guard pixels.isFinite else { return 1 }
        return max(1, Int(min(pixels, Self.maxFontPixels).rounded()))
    }

    /// DejaVu Sans at `pixelSize` (bold or not; italic, monospaced) and, when installed, the fallback face
    /// at the same size.
    func faces(pixelSize: Int, bold: Bool, italic: Bool = false, monospaced: Bool = false, scale: CGFloat) throws -> Faces {
        let primary = try font(pixelSize: pixelSize, bold: bold, fallback: false, italic: italic, monospaced: monospaced)
        // A fallback that fails to open leaves DejaVu alone (boxes), as without the package.
        let fallback = fallbackFontPath == nil ? nil : try? font(pixelSize: pixelSize, bold: bold, fallback: true, italic: italic)
        // Emoji as tall as the primary face's ascent plus descent (Noto's strike is too: 128 pixels for 109
        // to the em, as DejaVu's 1.164 em), so an emoji sits in a line as on iOS, about 1.2 em wide.
        let emoji = emojiFont
        // At most 8 × the strike (an emoji about 1,000 pixels tall): larger would only magnify the bitmap,
        // at a cost growing with its area.
        let emojiScale = emoji.map { e in
            min(Double(TTF_FontAscent(primary) - TTF_FontDescent(primary)) / Double(max(1, TTF_FontAscent(e) - TTF_FontDescent(e))), 8)
        } ?? 1
        return Faces(primary: primary, fallback: fallback, emoji: emoji, emojiScale: emojiScale,
                     tabInterval: max(1, Int((Self.tabInterval * Double(scale)).rounded())))
    }

    private func font(pixelSize: Int, bold: Bool, fallback: Bool, italic: Bool = false, monospaced: Bool = false) throws -> OpaquePointer {
        let key = pixelSize * 16 + (bold ? 1 : 0) + (fallback ? 2 : 0) + (italic ? 4 : 0) + (monospaced && !fallback ? 8 : 0)
        if let font = fonts[key] { return font }
        var slant = false
        let path: String
        if fallback {
            path = fallbackFontPath ?? regularFontPath
            slant = italic
        } else if italic || monospaced {
            // DejaVu's oblique and mono faces (fonts-dejavu-extra has the obliques): the upright face,
            // slanted by SDL_ttf, when the file is not there.
            if let styled = styledFacePath(bold: bold, italic: italic, monospaced: monospaced) {
                path = styled
            } else if italic, monospaced, let mono = styledFacePath(bold: bold, italic: false, monospaced: true) {
                path = mono
                slant = true
            } else {
                path = bold ? boldFontPath : regularFontPath
                slant = italic
            }
        } else {
            path = bold ? boldFontPath : regularFontPath
        }
        // SDL_ttf's default 72 DPI makes the point size equal to pixels.
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { throw SDLError.current("TTF_OpenFont", path: path) }
        // WenQuanYi Micro Hei has no bold face: SDL_ttf emboldens it.
        var style: Int32 = 0
        if fallback, bold { style |= TTF_STYLE_BOLD }
        if slant { style |= TTF_STYLE_ITALIC }
        if style != 0 { TTF_SetFontStyle(font, style) }
        fonts[key] = font
        return font
    }

    /// DejaVu Sans's oblique or DejaVu Sans Mono's face for a style, found beside the regular face (or
    /// in Debian's directory); nil when not installed. Looked up once per style.
    private func styledFacePath(bold: Bool, italic: Bool, monospaced: Bool) -> String? {
        let key = (bold ? 1 : 0) + (italic ? 2 : 0) + (monospaced ? 4 : 0)
        if let known = styledFacePaths[key] { return known }
        let suffix = bold ? (italic ? "-BoldOblique" : "-Bold") : (italic ? "-Oblique" : "")
        let name = (monospaced ? "DejaVuSansMono" : "DejaVuSans") + suffix + ".ttf"
        let directories = [(regularFontPath as NSString).deletingLastPathComponent, "/usr/share/fonts/truetype/dejavu"]
        let found = directories.map { ($0 as NSString).appendingPathComponent(name) }.first { FileManager.default.fileExists(atPath: $0) }
        styledFacePaths[key] = .some(found)
        return found
    }

    /// WenQuanYi Micro Hei (a TrueType collection; SDL_ttf opens its first face, the proportional
    /// one) via fontconfig, else the Debian path; nil when not installed.
    static func locateFallbackFont() -> String? {
        try? locateFont(named: "wqy-microhei.ttc", fontconfigPattern: "WenQuanYi Micro Hei",
                        directory: "/usr/share/fonts/truetype/wqy/")
    }

    /// Noto Color Emoji (Debian's fonts-noto-color-emoji) via fontconfig, else the Debian path; nil when
    /// not installed.
    static func locateEmojiFont() -> String? {
        try? locateFont(named: "NotoColorEmoji.ttf", fontconfigPattern: "Noto Color Emoji",
                        directory: "/usr/share/fonts/truetype/noto/")
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

    /// Width in pixels of `text` laid out in runs: the sum of the runs' widths (a tab advances to
    /// the next tab stop).
    func width(_ text: String, _ font: Faces) -> Int {
        bytesMeasured += text.utf8.count
        return font.runs(text).reduce(0) { $1.text == "\t" ? font.nextTabStop(after: $0) : $0 + font.size($1) }
    }

    /// `width`, but a line longer than 256 bytes is measured by doubling prefixes and stops once
    /// a prefix is wider than `limit` (then the result is that prefix's width: more than the
    /// limit, not the whole line's). Exact whenever the line fits the limit.
    func cappedWidth(_ line: String, _ font: Faces, limit: Int = maxImageSide) -> Int {
        var k = 256
        while line.utf8.count > k {
            let prefix = String(line.prefix(k))
            if prefix.utf8.count >= line.utf8.count { break }
            let w = width(prefix, font)
            if w > limit { return w }
            k *= 2
        }
        return width(line, font)
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
    static let noLineStart: Set<Character> = Set("、。，．：；？！）］｝〕〉》」』】〗〙〟・")

    /// The lines `render` draws for `text` (for tests: where lines break).
    func lines(_ text: String, fontSize: CGFloat, bold: Bool, maxWidth: CGFloat?, numberOfLines: Int,
               scale: CGFloat = 1) throws -> [String] {
        let scale = Self.sanitizedScale(scale)
        let font = try faces(pixelSize: pixelSize(fontSize, scale), bold: bold, scale: scale)
        return layout(Self.normalized(text), font: font, maxWidth: Self.pixelWidth(maxWidth, scale: scale),
                      numberOfLines: numberOfLines)
    }

    /// Lines after wrapping at `maxWidth` pixels and truncating to `numberOfLines`.
    ///
    /// Cost is bounded by what can show, not by the text's length: wrapping stops once the lines
    /// past the last one kept are wider than two lines (all the truncated last line can hold) or
    /// once `maxImageSide` pixels of lines exist; the cut is found by a search.
    private func layout(_ text: String, font: Faces, maxWidth: Int?, numberOfLines: Int) -> [String] {
        var lines: [String] = []
        var restWidth = 0      // pixel width of the lines from index numberOfLines - 1 on
        let lineSkip = max(1, Int(TTF_FontLineSkip(font.primary)))
        let lineCap = max(1, Self.maxImageSide / lineSkip)
        /// Adds a line; false when enough lines exist for what can show.
        func emit(_ line: String) -> Bool {
            lines.append(line)
            if numberOfLines > 0, lines.count >= numberOfLines, let maxWidth {
                restWidth += width(line, font)
                if lines.count > numberOfLines, restWidth > 2 * maxWidth + 2 * lineSkip { return false }
            }
            return numberOfLines > 0 && numberOfLines <= lineCap ? true : lines.count < lineCap + 1
        }
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth else {
                if !emit(String(paragraph)) { break paragraphs }
                continue
            }
            // Spaces only (`Text(" ")`, the space of a letter-by-letter title): as wide as its spaces,
            // as Core Text measures a line of them, rather than an empty line.
            if !paragraph.isEmpty, paragraph.allSatisfy({ $0 == " " }) {
                if !emit(cappedWidth(String(paragraph), font, limit: maxWidth) <= maxWidth ? String(paragraph) : " ") { break paragraphs }
                continue
            }
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if cappedWidth(candidate, font, limit: maxWidth) <= maxWidth {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    if !emit(current) { break paragraphs }
                    current = ""
                }
                // The word alone: break between characters while it is too wide.
                var piece = ""
                for character in word {
                    if !piece.isEmpty, width(piece + String(character), font) > maxWidth {
                        // CJK line breaking (kinsoku): closing punctuation never starts a line;
                        // the character before it moves down with it.
                        if Self.noLineStart.contains(character), piece.count > 1, let last = piece.last {
                            piece.removeLast()
                            if !emit(piece) { break paragraphs }
                            piece = String(last)
                        } else {
                            if !emit(piece) { break paragraphs }
                            piece = ""
                        }
                    }
                    piece.append(character)
                }
                current = piece
            }
            if !emit(current) { break paragraphs }
        }
        if numberOfLines <= 0 || numberOfLines > lineCap {
            // Lines below `maxImageSide` pixels are never drawn: dropped, as a clip would.
            return Array(lines.prefix(lineCap))
        }
        guard lines.count > numberOfLines else { return lines }
        let rest = lines[(numberOfLines - 1)...].joined(separator: " ")
        var kept = Array(lines.prefix(numberOfLines - 1))
        kept.append(truncated(rest, font: font, maxWidth: maxWidth))
        return kept
    }

    /// `text` cut at the tail so that it plus "…" fits `maxWidth` (always ends in "…"): the longest
    /// such prefix, found by a doubling then binary search (widths grow with the prefix).
    private func truncated(_ text: String, font: Faces, maxWidth: Int?) -> String {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            String(characters[..<count]).trimmingCharacters(in: .whitespaces) + "…"
        }
        guard let maxWidth else { return candidate(characters.count) }
        let count = Self.longestFittingPrefix(characters.count) { width(candidate($0), font) <= maxWidth }
        return candidate(count)
    }

    /// The largest `k` in 0...n with `fits(k)` (`fits` true up to some k, false after; `fits(0)` is
    /// assumed): doubling from 16 then bisecting, so a text far longer than what fits costs
    /// O(log) measurements of at most twice the fitting prefix.
    static func longestFittingPrefix(_ n: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = min(n, 16)
        while fits(high) {
            low = high
            if high == n { return n }
            high = min(n, high * 2)
        }
        // fits(low), !fits(high)
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }

    // MARK: - Input hygiene

    /// The largest image side drawn, in pixels (a GPU texture's usual limit): lines past it and
    /// line parts beyond it are not laid out or drawn. No screen shows that much at once.
    static let maxImageSide = 16_384
    /// The most pixels one text image holds (64 Mpx = 256 MB RGBA at worst): a wide image keeps
    /// fewer lines.
    static let maxImagePixels = 1 << 26
    /// Font sizes above this many pixels are clamped (SDL_ttf cannot open them usefully anyway).
    static let maxFontPixels = 4_096.0
    /// UIKit's default tab stops (NSParagraphStyle's `defaultTabInterval`): every 28 points.
    static let tabInterval = 28.0

    /// A wrap width in whole pixels, or nil for "no limit": nil, NaN, infinite and enormous widths
    /// (`.greatestFiniteMagnitude`, UIKit's "unbounded" idiom) all mean no wrapping; negative is 0.
    static func pixelWidth(_ maxWidth: CGFloat?, scale: CGFloat) -> Int? {
        guard let maxWidth else { return nil }
        let pixels = Double(maxWidth * scale)
        guard pixels.isFinite, pixels < Double(1 << 40) else { return nil }
        return max(0, Int(pixels.rounded(.down)))
    }

    /// A usable pixels-per-point: NaN, infinite, zero or negative scales are 1; huge ones are 16.
    static func sanitizedScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return min(scale, 16)
    }

    /// The text as SDL_ttf can take it: NULs (which end a C string, blanking the rest) are dropped;
    /// "\r\n", "\r", U+2028 and U+2029 become "\n" (a line break, as in UIKit). Tabs stay: the
    /// layout turns them into tab-stop advances. Ordinary text comes back unchanged (same storage).
    static func normalized(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0 || $0 == 13 || $0 == 0xE2 }) else { return text }
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\0": continue
            case "\n": if !previousWasCR { out.append("\n") }
            case "\r", "\u{2028}", "\u{2029}": out.append("\n")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    // MARK: - Pixels

    func byte(_ v: CGFloat) -> UInt8 { UInt8((min(max(Double(v), 0), 1) * 255).rounded()) }

    /// Draws a run of emoji: rendered in colour at the strike's size, shrunk by the faces' `emojiScale` (each
    /// pixel the average of the strike's pixels it covers, in premultiplied colour), its baseline on the
    /// line's; written in its own colours, its alpha times `alpha`. Returns its advance (`Faces.size`).
    func drawEmoji(_ text: String, _ font: Faces, into pixels: inout [UInt8], width: Int, height: Int,
                           x: Int, baseline: Int, alpha: Double) throws -> Int {
        guard let face = font.emoji else { return 0 }
        let advance = font.size(Faces.Run(text: text, face: face))
        guard let rendered = TTF_RenderUTF8_Blended(face, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw SDLError.current("TTF_RenderUTF8_Blended")
        }
        defer { SDL_FreeSurface(rendered) }
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDLPixels.rgbaFormat, 0) else {
            throw SDLError.current("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        let k = font.emojiScale
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let dw = max(1, Int((Double(sw) * k).rounded())), dh = max(1, Int((Double(sh) * k).rounded()))
        let top = baseline - Int((Double(TTF_FontAscent(face)) * k).rounded())
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self), sw > 0, sh > 0 else { return advance }
        let fx = Double(sw) / Double(dw), fy = Double(sh) / Double(dh)
        // Only the rows and columns inside the image (a huge font's emoji is cut, not walked whole).
        let rows = max(0, -top)..<max(max(0, -top), min(dh, height - top))
        let columns = max(0, -x)..<max(max(0, -x), min(dw, width - x))
        for row in rows {
            let ty = top + row
            let y0 = Int(Double(row) * fy), y1 = max(y0 + 1, min(sh, Int((Double(row + 1) * fy).rounded(.up))))
            for column in columns {
                let tx = x + column
                let x0 = Int(Double(column) * fx), x1 = max(x0 + 1, min(sw, Int((Double(column + 1) * fx).rounded(.up))))
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                for sy in y0..<y1 {
                    for sx in x0..<x1 {
                        let o = sy * pitch + sx * 4
                        let pa = Double(source[o + 3])
                        r += Double(source[o]) * pa; g += Double(source[o + 1]) * pa; b += Double(source[o + 2]) * pa; a += pa
                    }
                }
                guard a > 0 else { continue }
                let n = Double((y1 - y0) * (x1 - x0))
                let coverage = a / n * alpha
                let i = (ty * width + tx) * 4
                // Straight colour (the image's), over whatever glyph edge is there.
                if coverage >= Double(pixels[i + 3]) {
                    pixels[i] = UInt8(min(255, (r / a).rounded())); pixels[i + 1] = UInt8(min(255, (g / a).rounded()))
                    pixels[i + 2] = UInt8(min(255, (b / a).rounded()))
                    pixels[i + 3] = UInt8(min(255, coverage.rounded()))
                }
            }
        }
        return advance
    }

    /// `run` drawn white by SDL_ttf in its face, as an RGBA32 surface handed to `body` (freed after).
    func withRenderedRun(_ run: Faces.Run, _ body: (UnsafeMutablePointer<SDL_Surface>) -> Void) throws {
        guard let rendered = TTF_RenderUTF8_Blended(run.face, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            throw SDLError.current("TTF_RenderUTF8_Blended")
        }
        defer { SDL_FreeSurface(rendered) }
        guard let surface = SDL_ConvertSurfaceFormat(rendered, SDLPixels.rgbaFormat, 0) else {
            throw SDLError.current("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(surface) }
        body(surface)
    }

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
struct Faces {
    /// A stretch of a line drawn in one face.
    struct Run {
        var text: String
        var face: OpaquePointer
    }

    let primary: OpaquePointer
    let fallback: OpaquePointer?
    /// The colour emoji face (its glyphs drawn `emojiScale` times their strike's size), when installed.
    let emoji: OpaquePointer?
    let emojiScale: Double
    /// Pixels between tab stops.
    let tabInterval: Int

    /// A run's advance in pixels (an emoji run's scaled from its strike).
    func size(_ run: Run) -> Int {
        let w = SDLTextRasterizer.size(run.text, run.face)
        return run.face == emoji ? Int((Double(w) * emojiScale).rounded()) : w
    }

    /// Whether `scalar` is drawn as a colour emoji: a scalar whose default presentation is emoji (👍,
    /// 🎉, ❤️'s heart only with its variation selector), when the emoji face has it.
    func isEmoji(_ scalar: Unicode.Scalar, followedBy next: Unicode.Scalar?) -> Bool {
        guard let emoji, scalar.value > 0x7F else { return false }
        let presentation = scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && next?.value == 0xFE0F)
        return presentation && TTF_GlyphIsProvided32(emoji, scalar.value) != 0
    }

    /// Where a tab at `x` pixels ends: the next tab stop strictly after `x`.
    func nextTabStop(after x: Int) -> Int { (x / tabInterval + 1) * tabInterval }

    /// `line` split where the face changes: a scalar goes to the primary face when it provides it,
    /// else to the fallback when that provides it; a scalar neither provides (or a joiner, a
    /// variation selector) stays in the run it follows. One primary run when the primary covers the
    /// line (or there is no fallback): the text exactly as before fallback existed.
    /// A tab is a run of its own ("\t", an advance to the next tab stop).
    func runs(_ line: String) -> [Run] {
        guard !line.isEmpty else { return [Run(text: line, face: primary)] }
        guard fallback != nil || emoji != nil || line.utf8.contains(9) else { return [Run(text: line, face: primary)] }
        var runs: [Run] = []
        var current = ""
        var currentFace = primary
        let scalars = Array(line.unicodeScalars)
        for (k, scalar) in scalars.enumerated() {
            if scalar == "\t" {
                if !current.isEmpty { runs.append(Run(text: current, face: currentFace)); current = "" }
                runs.append(Run(text: "\t", face: currentFace))
                continue
            }
            let face: OpaquePointer
            if let emoji, isEmoji(scalar, followedBy: k + 1 < scalars.count ? scalars[k + 1] : nil) {
                face = emoji
            } else if scalar.value == 0xFE0F || scalar.value == 0x200D || (0x1F3FB...0x1F3FF).contains(scalar.value) {
                // Variation selectors, joiners and skin tones stay with what they follow.
                face = currentFace
            } else if TTF_GlyphIsProvided32(primary, scalar.value) != 0 {
                face = primary
            } else if let fallback, TTF_GlyphIsProvided32(fallback, scalar.value) != 0 {
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
        if !current.isEmpty || runs.isEmpty { runs.append(Run(text: current, face: currentFace)) }
        return runs
    }

    /// Line skip and baseline (pixels below the line's top) for `lines`: the primary face's when
    /// no line uses the fallback; else the baseline is the larger ascent and the skip holds both
    /// faces' ascents and descents (and is at least either face's own line skip).
    func lineMetrics(_ lines: [String]) -> (lineSkip: Int, baseline: Int) {
        let primarySkip = Int(TTF_FontLineSkip(primary)), primaryAscent = Int(TTF_FontAscent(primary))
        guard let fallback, lines.contains(where: { line in runs(line).contains { $0.face == fallback } }) else {
            // Emoji are scaled to the primary face's ascent and descent: its metrics hold them.
            return (primarySkip, primaryAscent)
        }
        let baseline = max(primaryAscent, Int(TTF_FontAscent(fallback)))
        let descent = max(-Int(TTF_FontDescent(primary)), -Int(TTF_FontDescent(fallback)))
        return (max(primarySkip, Int(TTF_FontLineSkip(fallback)), baseline + descent), baseline)
    }
}
