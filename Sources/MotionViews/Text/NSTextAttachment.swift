import Foundation

/// UIKit's text attachment: an image inside an attributed string (the "icon in a label" idiom), held by
/// the `.attachment` attribute on the object replacement character U+FFFC.
///
/// The text service draws a string as one run of glyphs, so it cannot place images between them: a label
/// keeps the attachment in its `attributedText` (read back unchanged) and draws the text without the
/// replacement character (no box where the image would be); the image itself is not drawn inline.
/// `bounds` (zero: the image's size, UIKit's default) is kept.
open class NSTextAttachment: NSObject {
    /// The object replacement character an attachment stands on.
    public static let character: Character = "\u{FFFC}"

    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// Where the image sits relative to the baseline, points (zero rect: its own size on the baseline).
    open var bounds: CGRect = .zero

    public override init() { super.init() }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
}

extension NSAttributedString.Key {
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A one-character string holding `attachment` (UIKit's `init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }
}
