import Foundation

extension NSAttributedString {
    /// The string's runs as spans to draw: each run's `.font` and `.foregroundColor` (`defaultFont` and
    /// `defaultColor` where a run has none — a label's `font` and `textColor`, as UIKit fills them in),
    /// underline and strikethrough where their style is not `[]` (drawn single whatever the pattern) in the
    /// run's colour (`.underlineColor`/`.strikethroughColor` are not drawn separately: see README), `.kern`'s
    /// points after each character, `.backgroundColor` behind the run and `.baselineOffset`'s shift. A text
    /// attachment with an image is an image span; without one its character is dropped. Runs of the same
    /// look are merged.
    public func textSpans(defaultFont: UIFont, defaultColor: UIColor) -> [TextSpan] {
        var spans: [TextSpan] = []
        let ns = string as NSString
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            var text = ns.substring(with: range)
            let font = attributes[.font] as? UIFont ?? defaultFont
            let color = attributes[.foregroundColor] as? UIColor ?? defaultColor
            // An attachment with an image draws it inline, once per replacement character; without one
            // (or on other characters) the replacement character is dropped.
            if let attachment = attributes[.attachment] as? NSTextAttachment, let image = attachment.image,
               let span = TextSpan.attachment(image, size: attachment.bounds.size, baselineOffset: attachment.bounds.minY,
                                              font: font, color: color) {
                var plain = ""
                for c in text {
                    guard c == NSTextAttachment.character else { plain.append(c); continue }
                    if !plain.isEmpty { spans.append(TextSpan(plain, font: font, color: color)); plain = "" }
                    spans.append(span)
                }
                if !plain.isEmpty { spans.append(TextSpan(plain, font: font, color: color)) }
                return
            }
            if text.contains(NSTextAttachment.character) { text = text.filter { $0 != NSTextAttachment.character } }
            guard !text.isEmpty else { return }
            var span = TextSpan(text, font: font, color: color, underline: Self.isLineStyle(attributes[.underlineStyle]),
                                strikethrough: Self.isLineStyle(attributes[.strikethroughStyle]), kern: Self.points(attributes[.kern]))
            span.backgroundColor = attributes[.backgroundColor] as? UIColor
            let offset = Self.points(attributes[.baselineOffset])
            span.baselineOffset = offset.isFinite ? offset : 0
            if var last = spans.last, last.image == nil, last.font == span.font, last.color.cgColor == span.color.cgColor,
               last.underline == span.underline, last.strikethrough == span.strikethrough, last.kern == span.kern,
               last.backgroundColor?.cgColor == span.backgroundColor?.cgColor, last.baselineOffset == span.baselineOffset {
                last.text += span.text
                spans[spans.count - 1] = last
            } else {
                spans.append(span)
            }
        }
        // Line spacing is the paragraph's: the first run's paragraph style sets it for the text.
        if !spans.isEmpty, let style = attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle,
           style.lineSpacing.isFinite, style.lineSpacing > 0 {
            spans[0].lineSpacing = style.lineSpacing
        }
        return spans
    }

    /// A number attribute's value in points (`.kern` as a `CGFloat`, `Double`, `Int` or `NSNumber`); 0 otherwise.
    static func points(_ value: Any?) -> CGFloat {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let n as NSNumber: return CGFloat(n.doubleValue)
        default: return 0
        }
    }

    /// Whether an underline or strikethrough attribute's value draws a line: `NSUnderlineStyle` other than
    /// `[]`, or its raw value as an `Int` or `NSNumber` (how iOS code passes it: `.single.rawValue`).
    static func isLineStyle(_ value: Any?) -> Bool {
        switch value {
        case let style as NSUnderlineStyle: return style.rawValue != 0
        case let n as Int: return n != 0
        case let n as NSNumber: return n.intValue != 0
        default: return false
        }
    }
}
