import CSDL2
import Foundation
import MotionGeometry
import MotionRender

/// One stretch of text in one style, for `SDLTextRasterizer.measure(_:…)`/`render(_:…)` with spans
/// (an attributed string's runs, concatenated SwiftUI `Text`).
public struct StyledSpan {
    public var text: String
    /// Points.
    public var fontSize: CGFloat
    public var bold: Bool
    public var italic: Bool
    public var monospaced: Bool
    /// Straight alpha.
    public var color: CGColor
    public var underline: Bool
    public var strikethrough: Bool
    /// Points added after each character (UIKit's `.kern`).
    public var kern: CGFloat
    /// Points between lines; the first span's applies to the whole text.
    public var lineSpacing: CGFloat = 0
    /// An inline image drawn for each of the span's characters (straight RGBA), `imageSize` points, its
    /// bottom `imageBaselineOffset` points above the baseline.
    public var image: CGImage?
    public var imageSize: CGSize = .zero
    public var imageBaselineOffset: CGFloat = 0
    /// Filled behind the span's part of each line (straight alpha).
    public var backgroundColor: CGColor?
    /// Points the glyphs sit above the baseline (negative: below).
    public var baselineOffset: CGFloat = 0

    public init(_ text: String, fontSize: CGFloat, bold: Bool = false, italic: Bool = false, monospaced: Bool = false,
                color: CGColor, underline: Bool = false, strikethrough: Bool = false, kern: CGFloat = 0) {
        self.text = text
        self.fontSize = fontSize
        self.bold = bold
        self.italic = italic
        self.monospaced = monospaced
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
    }
}

/// Text in several styles, laid out as `measure`/`render` lay out one style (paragraphs at "\n", wrapping
/// at spaces, a word wider than a line broken between characters, the last line cut with "…"), with the
/// spans side by side on each line: each line's baseline is the largest ascent of the faces it uses and
/// its height holds their descents (lines of mixed sizes differ in height, as in UIKit). Each span draws
/// in its own face, colour and decorations; the ellipsis takes the style of the character before it.
extension SDLTextRasterizer {
    /// A character and the index of its span's style.
    struct StyledCharacter {
        let character: Character
        let style: Int
    }

    /// A span's faces at the drawn size, and how it draws.
    struct SpanStyle {
        let faces: Faces
        let pixelSize: Int
        let color: CGColor
        let underline: Bool
        let strikethrough: Bool
        /// Pixels after each character (fractional: placed by rounding the running sum); 0: the face's spacing.
        let kern: Double
        /// An inline image (each character draws it): its pixels, its size and its bottom's height above the
        /// baseline, in pixels.
        var image: (pixels: CGImage, width: Int, height: Int, offset: Int)? = nil
        var background: CGColor? = nil
        /// Pixels the glyphs sit above the baseline.
        var shift = 0
    }

    /// Pixels between lines: the first span's `lineSpacing` at `scale` (finite, 0…`maxImageSide`).
    static func lineGap(_ spans: [StyledSpan], _ scale: CGFloat) -> Int {
        guard let spacing = spans.first?.lineSpacing, spacing.isFinite, spacing > 0 else { return 0 }
        return Int(min(Double(spacing * scale), Double(maxImageSide)).rounded())
    }

    /// Characters beyond this many are not laid out: more than any text image can show (16,384 pixels
    /// on a side) at a pixel per character.
    static let maxStyledCharacters = 1 << 20

    /// The size of `spans` laid out together, in points (width: the widest line, or `maxWidth` when given).
    public func measure(_ spans: [StyledSpan], maxWidth: CGFloat?, numberOfLines: Int, scale: CGFloat = 1) -> CGSize {
        let scale = Self.sanitizedScale(scale)
        guard let (text, styles) = try? styled(spans, scale: scale), !text.isEmpty else { return .zero }
        let lines = styledLayout(text, styles, maxWidth: Self.pixelWidth(maxWidth, scale: scale), numberOfLines: numberOfLines)
        let widest = min(lines.map { lineWidth($0.characters, styles) }.max() ?? 0, Self.maxImageSide)
        let height = lines.reduce(0) { $0 + lineMetrics($1, styles).lineSkip } + Self.lineGap(spans, scale) * max(0, lines.count - 1)
        return CGSize(width: CGFloat(widest) / scale, height: CGFloat(height) / scale)
    }

    /// `spans` drawn together at `scale` pixels per point, each in its face, colour (straight alpha) and
    /// decorations. The image is `maxWidth × scale` pixels wide when `maxWidth` is given (lines aligned
    /// inside it), else as wide as the widest line; its height is the lines' heights.
    public func render(_ spans: [StyledSpan], maxWidth: CGFloat?, alignment: TextAlignment, numberOfLines: Int,
                       scale: CGFloat) throws -> CGImage {
        let scale = Self.sanitizedScale(scale)
        let (text, styles) = try styled(spans, scale: scale)
        let maxPixels = Self.pixelWidth(maxWidth, scale: scale).map { min($0, Self.maxImageSide) }
        var lines = styledLayout(text, styles, maxWidth: maxPixels, numberOfLines: numberOfLines)
        // Only what fits the largest image is drawn: a longer line is cut to the prefix that fits.
        for i in lines.indices where lineWidth(lines[i].characters, styles) > Self.maxImageSide {
            let characters = lines[i].characters
            let k = Self.longestFittingPrefix(characters.count) { lineWidth(Array(characters[..<$0]), styles) <= Self.maxImageSide }
            lines[i].characters = Array(characters[..<k])
        }
        let widths = lines.map { lineWidth($0.characters, styles) }
        let imageWidth = max(0, maxPixels ?? (widths.max() ?? 0))
        let metrics = lines.map { lineMetrics($0, styles) }
        let gap = Self.lineGap(spans, scale)
        var visible = 0, imageHeight = 0
        for m in metrics {
            let added = m.lineSkip + (visible > 0 ? gap : 0)
            if visible > 0, imageHeight + added > Self.maxImageSide + 4096 || (imageWidth > 0 && (imageHeight + added) * imageWidth > Self.maxImagePixels) { break }
            imageHeight += added
            visible += 1
        }
        var pixels = [UInt8](repeating: 0, count: imageWidth * imageHeight * 4)
        var top = 0
        for (index, line) in lines.prefix(visible).enumerated() {
            defer { top += metrics[index].lineSkip + gap }
            var x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = (imageWidth - widths[index]) / 2
            case .right: x = imageWidth - widths[index]
            }
            let lineBaseline = top + metrics[index].baseline
            for (segment, s) in segments(line.characters) {
                let style = styles[s]
                let start = x
                let baseline = lineBaseline - style.shift
                // A background behind the segment's part of the line, under what the segment draws.
                defer {
                    if let background = style.background {
                        fillBehind(&pixels, width: imageWidth, height: imageHeight, x0: start, x1: x, y0: top,
                                   y1: top + metrics[index].lineSkip, color: background)
                    }
                }
                let a = Double(min(max(style.color.alpha, 0), 1))
                if let image = style.image {
                    for _ in segment {
                        blitImage(image.pixels, into: &pixels, width: imageWidth, height: imageHeight,
                                  x: x, y: baseline - image.offset - image.height, size: (image.width, image.height))
                        x += image.width
                    }
                    continue
                }
                // Kerned text: character by character, each at its advance plus the kerning so far.
                let runs: [(Faces.Run, Int?)]
                if style.kern != 0 {
                    var placed: [(Faces.Run, Int?)] = []
                    _ = kernedAdvance(segment, style) { run, offset in placed.append((run, x + offset)) }
                    runs = placed
                } else {
                    runs = style.faces.runs(segment).map { ($0, nil) }
                }
                for (run, at) in runs {
                    if let at { x = at }
                    if run.text == "\t" { x = style.faces.nextTabStop(after: x); continue }
                    if run.face == style.faces.emoji {
                        x += try drawEmoji(run.text, style.faces, into: &pixels, width: imageWidth, height: imageHeight,
                                           x: x, baseline: baseline, alpha: a)
                        continue
                    }
                    try withRenderedRun(run) { surface in
                        blitColor(surface, into: &pixels, width: imageWidth, height: imageHeight,
                                  x: x, y: baseline - Int(TTF_FontAscent(run.face)), color: style.color)
                    }
                    x += style.faces.size(run)
                }
                if style.kern != 0 { x = start + kernedAdvance(segment, style) { _, _ in } }
                // Decorations across the span's part of the line (spaces included, as UIKit draws them).
                let thickness = max(1, Int((Double(style.pixelSize) * 0.06).rounded()))
                if style.underline {
                    fillRect(&pixels, width: imageWidth, height: imageHeight, x0: start, x1: x,
                             y: baseline + max(1, Int((Double(style.pixelSize) * 0.1).rounded())), thickness: thickness, color: style.color)
                }
                if style.strikethrough {
                    fillRect(&pixels, width: imageWidth, height: imageHeight, x0: start, x1: x,
                             y: baseline - Int((Double(style.pixelSize) * 0.27).rounded()), thickness: thickness, color: style.color)
                }
            }
        }
        return CGImage(width: imageWidth, height: imageHeight, pixels: pixels)
    }

    // MARK: - Layout

    /// A laid-out line: its characters, and the style of an empty line (the newline's span's).
    struct StyledLine {
        var characters: [StyledCharacter]
        var emptyStyle: Int
    }

    /// The spans' characters (normalised as one style's text is, at most `maxStyledCharacters`) and
    /// their styles. Throws when a face cannot be opened.
    func styled(_ spans: [StyledSpan], scale: CGFloat) throws -> ([StyledCharacter], [SpanStyle]) {
        var characters: [StyledCharacter] = []
        var styles: [SpanStyle] = []
        for span in spans {
            guard characters.count < Self.maxStyledCharacters else { break }
            let text = Self.normalized(span.text)
            guard !text.isEmpty else { continue }
            let size = pixelSize(span.fontSize, scale)
            let faces = try faces(pixelSize: size, bold: span.bold, italic: span.italic, monospaced: span.monospaced, scale: scale)
            // Kerning up to the size of the text (a hostile 1e9 would only push glyphs off every image).
            let kern = span.kern.isFinite ? min(max(Double(span.kern * scale), -Double(size)), Double(Self.maxImageSide)) : 0
            var style = SpanStyle(faces: faces, pixelSize: size, color: span.color, underline: span.underline,
                                  strikethrough: span.strikethrough, kern: kern)
            style.background = span.backgroundColor
            if span.baselineOffset.isFinite, span.baselineOffset != 0 {
                style.shift = Int(min(max(span.baselineOffset * scale, -4096), 4096).rounded())
            }
            if let image = span.image, image.width > 0, image.height > 0 {
                // At most the largest image's side; at least a pixel.
                func pixels(_ v: CGFloat) -> Int { v.isFinite ? Int(min(max((v * scale).rounded(), 1), Double(Self.maxImageSide))) : 1 }
                let offset = span.imageBaselineOffset.isFinite ? Int(min(max(span.imageBaselineOffset * scale, -4096), 4096).rounded()) : 0
                style.image = (image, pixels(span.imageSize.width), pixels(span.imageSize.height), offset)
            }
            styles.append(style)
            let s = styles.count - 1
            for c in text.prefix(Self.maxStyledCharacters - characters.count) { characters.append(StyledCharacter(character: c, style: s)) }
        }
        return (characters, styles)
    }

    /// Stretches of consecutive characters of one style.
    func segments(_ line: [StyledCharacter]) -> [(String, Int)] {
        var out: [(String, Int)] = []
        var current = "", style = -1
        for c in line {
            if c.style != style, !current.isEmpty { out.append((current, style)); current = "" }
            style = c.style
            current.append(c.character)
        }
        if !current.isEmpty { out.append((current, style)) }
        return out
    }

    /// A line's width in pixels: its segments side by side (tabs advance to the next stop from the line's start).
    func lineWidth(_ line: [StyledCharacter], _ styles: [SpanStyle]) -> Int {
        var x = 0
        for (text, s) in segments(line) {
            let faces = styles[s].faces
            bytesMeasured += text.utf8.count
            if let image = styles[s].image {
                x += image.width * text.count
                if x > Self.maxImageSide * 2 { return x }
                continue
            }
            if styles[s].kern != 0 {
                x += kernedAdvance(text, styles[s]) { _, _ in }
                if x > Self.maxImageSide * 2 { return x }
                continue
            }
            for run in faces.runs(text) {
                x = run.text == "\t" ? faces.nextTabStop(after: x) : x + faces.size(run)
                if x > Self.maxImageSide * 2 { return x }
            }
        }
        return x
    }

    /// The advance of kerned `text` in `style` (pixels): each character's own advance plus the kerning
    /// after each (the running sum rounded where a character is placed). `place` gets each character's runs
    /// and where each starts, in pixels from the text's start (a tab advances to the next stop, unplaced).
    func kernedAdvance(_ text: String, _ style: SpanStyle, _ place: (Faces.Run, Int) -> Void) -> Int {
        var advance = 0, count = 0
        for character in text {
            let kerning = Int((style.kern * Double(count)).rounded())
            for run in style.faces.runs(String(character)) {
                if run.text == "\t" { advance = style.faces.nextTabStop(after: advance + kerning) - kerning; continue }
                place(run, advance + kerning)
                advance += style.faces.size(run)
            }
            count += 1
            if advance > Self.maxImageSide * 2 { break }
        }
        return advance + Int((style.kern * Double(count)).rounded())
    }

    /// A line's height (at least each face's own line skip) and baseline below its top (the largest ascent
    /// of the faces it draws with).
    func lineMetrics(_ line: StyledLine, _ styles: [SpanStyle]) -> (lineSkip: Int, baseline: Int) {
        var used = Set(line.characters.map(\.style))
        if used.isEmpty { used.insert(line.emptyStyle) }
        var skip = 1, ascent = 0, descent = 0
        for s in used where styles.indices.contains(s) {
            if let image = styles[s].image {
                ascent = max(ascent, image.height + image.offset)
                descent = max(descent, -image.offset)
            }
            let faces = styles[s].faces
            let text = String(line.characters.filter { $0.style == s }.map(\.character))
            let (faceSkip, faceBaseline) = faces.lineMetrics([text])
            let shift = styles[s].shift
            skip = max(skip, faceSkip)
            ascent = max(ascent, faceBaseline + shift)
            descent = max(descent, faceSkip - faceBaseline - shift)
        }
        return (max(skip, ascent + descent), ascent)
    }

    /// Lines after wrapping at `maxWidth` pixels and truncating to `numberOfLines` (0: unlimited), as
    /// `layout` does for one style. Stops once more lines exist than can show.
    func styledLayout(_ text: [StyledCharacter], _ styles: [SpanStyle], maxWidth: Int?, numberOfLines: Int) -> [StyledLine] {
        guard !styles.isEmpty else { return [] }
        let smallestSkip = max(1, styles.map { Int(TTF_FontLineSkip($0.faces.primary)) }.min() ?? 1)
        let lineCap = max(1, Self.maxImageSide / smallestSkip)
        let keep = numberOfLines > 0 ? min(numberOfLines + 1, lineCap + 1) : lineCap + 1
        var lines: [StyledLine] = []
        var paragraph: [StyledCharacter] = []
        var paragraphStyle = text.first?.style ?? 0
        func emit(_ characters: [StyledCharacter]) -> Bool {
            lines.append(StyledLine(characters: characters, emptyStyle: characters.first?.style ?? paragraphStyle))
            return lines.count < keep
        }
        func wrap(_ characters: [StyledCharacter]) -> Bool {
            guard let maxWidth else { return emit(characters) }
            var current: [StyledCharacter] = []
            var currentWidth = 0
            var word: [StyledCharacter] = []
            var space: StyledCharacter?
            func place() -> Bool {
                guard !word.isEmpty else { return true }
                let added = current.isEmpty ? word : [space ?? word[0]] + word
                let candidate = current + added
                // The line's width grows by the word's (the whole line measured again only near the limit,
                // where kerning across the join could decide, or when a tab's stop depends on where it is):
                // a long paragraph costs its length, not its length times its words.
                var width = currentWidth + lineWidth(added, styles)
                if abs(width - maxWidth) <= 2 || added.contains(where: { $0.character == "\t" }) { width = lineWidth(candidate, styles) }
                if width <= maxWidth { current = candidate; currentWidth = width; word = []; return true }
                if !current.isEmpty {
                    guard emit(current) else { return false }
                    current = []
                    currentWidth = 0
                }
                // The word alone: broken between characters while it is too wide.
                var piece: [StyledCharacter] = []
                for c in word {
                    if !piece.isEmpty, lineWidth(piece + [c], styles) > maxWidth {
                        if Self.noLineStart.contains(c.character), piece.count > 1, let last = piece.last {
                            piece.removeLast()
                            guard emit(piece) else { return false }
                            piece = [last]
                        } else {
                            guard emit(piece) else { return false }
                            piece = []
                        }
                    }
                    piece.append(c)
                }
                current = piece
                currentWidth = lineWidth(piece, styles)
                word = []
                return true
            }
            for c in characters {
                if c.character == " " {
                    guard place() else { return false }
                    if !current.isEmpty { space = c }
                } else {
                    word.append(c)
                }
            }
            guard place() else { return false }
            return emit(current)
        }
        for c in text {
            if c.character == "\n" {
                guard wrap(paragraph) else { break }
                paragraph = []
                paragraphStyle = c.style
            } else {
                if paragraph.isEmpty { paragraphStyle = c.style }
                paragraph.append(c)
            }
        }
        if lines.count < keep { _ = wrap(paragraph) }
        if numberOfLines <= 0 || numberOfLines > lineCap { return Array(lines.prefix(lineCap)) }
        guard lines.count > numberOfLines else { return lines }
        // The last line shown holds the rest of the text, cut to fit with "…" (only the next line can reach it).
        var rest = lines[numberOfLines - 1].characters
        let next = lines[numberOfLines].characters
        if let first = next.first { rest.append(StyledCharacter(character: " ", style: rest.last?.style ?? first.style)) }
        rest += next
        var kept = Array(lines.prefix(numberOfLines - 1))
        kept.append(StyledLine(characters: truncated(rest, styles, maxWidth: maxWidth), emptyStyle: lines[numberOfLines - 1].emptyStyle))
        return kept
    }

    /// `line` cut at the tail so that it plus "…" (in the style of the character before it) fits `maxWidth`.
    func truncated(_ line: [StyledCharacter], _ styles: [SpanStyle], maxWidth: Int?) -> [StyledCharacter] {
        func candidate(_ count: Int) -> [StyledCharacter] {
            var kept = Array(line[..<count])
            while let last = kept.last, last.character == " " { kept.removeLast() }
            let style = kept.last?.style ?? line.first?.style ?? 0
            return kept + [StyledCharacter(character: "…", style: style)]
        }
        guard let maxWidth else { return candidate(line.count) }
        return candidate(Self.longestFittingPrefix(line.count) { lineWidth(candidate($0), styles) <= maxWidth })
    }

    // MARK: - Pixels

    /// Writes an RGBA32 surface's coverage into `pixels` at (x, y) in `color` (straight): a pixel takes the
    /// colour of the more opaque of what is there and this glyph's (spans do not overlap but at their edges).
    func blitColor(_ surface: UnsafeMutablePointer<SDL_Surface>, into pixels: inout [UInt8], width: Int, height: Int,
                   x: Int, y: Int, color: CGColor) {
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard let source = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue), alpha = Double(min(max(color.alpha, 0), 1))
        for row in max(0, -y)..<max(max(0, -y), min(sh, height - y)) {
            let ty = y + row
            for column in max(0, -x)..<max(max(0, -x), min(sw, width - x)) {
                let coverage = UInt8((Double(source[row * pitch + column * 4 + 3]) * alpha).rounded())
                let i = (ty * width + x + column) * 4
                if coverage > pixels[i + 3] {
                    pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b; pixels[i + 3] = coverage
                }
            }
        }
    }

    /// `image` scaled to `size` pixels with its top-left at (x, y): each pixel the average of the image's pixels
    /// it covers (premultiplied), a pixel taking the colour of the more opaque of what is there and the image.
    /// Only the part inside the text's image is walked.
    func blitImage(_ image: CGImage, into pixels: inout [UInt8], width: Int, height: Int, x: Int, y: Int, size: (Int, Int)) {
        let (dw, dh) = size, sw = image.width, sh = image.height
        guard dw > 0, dh > 0, sw > 0, sh > 0 else { return }
        let fx = Double(sw) / Double(dw), fy = Double(sh) / Double(dh)
        image.pixels.withUnsafeBufferPointer { source in
            for row in max(0, -y)..<max(max(0, -y), min(dh, height - y)) {
                let y0 = min(sh - 1, Int(Double(row) * fy)), y1 = max(y0 + 1, min(sh, Int((Double(row + 1) * fy).rounded(.up))))
                for column in max(0, -x)..<max(max(0, -x), min(dw, width - x)) {
                    let x0 = min(sw - 1, Int(Double(column) * fx)), x1 = max(x0 + 1, min(sw, Int((Double(column + 1) * fx).rounded(.up))))
                    var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                    for sy in y0..<y1 {
                        for sx in x0..<x1 {
                            let o = (sy * sw + sx) * 4
                            let pa = Double(source[o + 3])
                            r += Double(source[o]) * pa; g += Double(source[o + 1]) * pa; b += Double(source[o + 2]) * pa; a += pa
                        }
                    }
                    guard a > 0 else { continue }
                    let coverage = UInt8(min(255, (a / Double((y1 - y0) * (x1 - x0))).rounded()))
                    let i = ((y + row) * width + x + column) * 4
                    if coverage > pixels[i + 3] {
                        pixels[i] = UInt8(min(255, (r / a).rounded())); pixels[i + 1] = UInt8(min(255, (g / a).rounded()))
                        pixels[i + 2] = UInt8(min(255, (b / a).rounded())); pixels[i + 3] = coverage
                    }
                }
            }
        }
    }

    /// `color` composited behind what `pixels` hold in columns x0..<x1, rows y0..<y1 (destination over: the
    /// text stays on top of its highlight).
    func fillBehind(_ pixels: inout [UInt8], width: Int, height: Int, x0: Int, x1: Int, y0: Int, y1: Int, color: CGColor) {
        let ba = Double(min(max(color.alpha, 0), 1))
        guard ba > 0 else { return }
        let channels = [color.red, color.green, color.blue].map { Double(min(max($0, 0), 1)) * 255 }
        for ty in max(0, y0)..<max(max(0, y0), min(height, y1)) {
            for tx in max(0, x0)..<max(max(0, x0), min(width, x1)) {
                let i = (ty * width + tx) * 4
                let da = Double(pixels[i + 3]) / 255
                let out = da + ba * (1 - da)
                for k in 0..<3 {
                    pixels[i + k] = UInt8(min(255, ((Double(pixels[i + k]) * da + channels[k] * ba * (1 - da)) / out).rounded()))
                }
                pixels[i + 3] = UInt8(min(255, (out * 255).rounded()))
            }
        }
    }

    /// A decoration line: columns x0..<x1, rows y..<y + thickness, in `color`.
    func fillRect(_ pixels: inout [UInt8], width: Int, height: Int, x0: Int, x1: Int, y: Int, thickness: Int, color: CGColor) {
        let r = byte(color.red), g = byte(color.green), b = byte(color.blue), a = byte(color.alpha)
        for ty in max(0, y)..<max(max(0, y), min(height, y + thickness)) {
            for tx in max(0, x0)..<max(max(0, x0), min(width, x1)) {
                let i = (ty * width + tx) * 4
                if a >= pixels[i + 3] { pixels[i] = r; pixels[i + 1] = g; pixels[i + 2] = b; pixels[i + 3] = a }
            }
        }
    }
}
