import Foundation

/// iOS 14's cell accessories: disclosure indicator, checkmark, detail (ⓘ), outline disclosure, label,
/// custom view, delete, insert, reorder and multiselect — drawn as shapes or views at a list cell's
/// edges.
///
/// Each accessory shows in the editing states its `displayed` says (`.always`, `.whenEditing`,
/// `.whenNotEditing`), following the cell's editing state (the collection view's `isEditing`). The
/// defaults are Apple's: `.delete`, `.insert`, `.reorder` and `.multiselect` show only while editing,
/// the others always. System accessories have a fixed placement whatever the array's order (Apple:
/// their placement cannot be customised): leading, from the edge inwards, multiselect, delete, insert;
/// trailing, from the edge inwards, reorder, disclosure indicator / outline disclosure, detail,
/// checkmark, label; custom views sit inside them on their side.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Equatable, Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
        var isLeading: Bool { if case .leading = self { return true } else { return false } }
        var displayed: DisplayedState {
            switch self { case .leading(let d), .trailing(let d): return d }
        }
    }
    public enum OutlineDisclosureStyle: Int, Sendable { case automatic, header, cell }
    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style; self.tintColor = tintColor; self.isHidden = isHidden
        }
    }
    public struct DisclosureIndicatorOptions {
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) { self.tintColor = tintColor; self.isHidden = isHidden }
    }
    public struct CheckmarkOptions {
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) { self.tintColor = tintColor; self.isHidden = isHidden }
    }
    /// iOS 14's detail accessory options (the ⓘ button).
    public struct DetailOptions {
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) { self.tintColor = tintColor; self.isHidden = isHidden }
    }
    /// iOS 14's multiselect accessory options (the selection circle).
    public struct MultiselectOptions {
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.tintColor = tintColor; self.backgroundColor = backgroundColor; self.isHidden = isHidden
        }
    }
    public struct LabelOptions {
        public var font: UIFont
        public var tintColor: UIColor?
        public var isHidden: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.tintColor = tintColor; self.isHidden = isHidden
        }
    }
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = false) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden; self.tintColor = tintColor
        }
    }
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.tintColor = tintColor
        }
    }
    public struct InsertOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.tintColor = tintColor
        }
    }
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden; self.tintColor = tintColor
        }
    }

    enum Kind {
        case disclosureIndicator(UIColor?), checkmark(UIColor?), detail(UIColor?), delete(UIColor?), insert(UIColor?), reorder(UIColor?)
        case multiselect(MultiselectOptions), outlineDisclosure(OutlineDisclosureOptions), label(String, LabelOptions), custom(CustomViewConfiguration)
    }
    let kind: Kind
    /// In which editing states the accessory shows.
    let displayed: DisplayedState
    /// `isHidden` from the options: hidden, but its place kept.
    let isHidden: Bool
    /// Run when the accessory is tapped (delete, insert, detail, outline disclosure).
    let actionHandler: (() -> Void)?

    init(kind: Kind, displayed: DisplayedState, isHidden: Bool? = nil, actionHandler: (() -> Void)? = nil) {
        self.kind = kind; self.displayed = displayed; self.isHidden = isHidden ?? false; self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options.tintColor), displayed: displayed, isHidden: options.isHidden)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(options.tintColor), displayed: displayed, isHidden: options.isHidden)
    }
    /// The ⓘ button; `actionHandler` runs when it is tapped (the item is not selected).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail(options.tintColor), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(options.tintColor), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert(options.tintColor), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(options.tintColor), displayed: displayed, isHidden: options.isHidden)
    }
    /// The selection circle of multiple selection: empty, or filled with a checkmark while the cell is
    /// selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect(options), displayed: displayed, isHidden: options.isHidden)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options), displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, options), displayed: displayed, isHidden: options.isHidden)
    }
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .custom(configuration), displayed: configuration.placement.displayed, isHidden: configuration.isHidden)
    }

    /// Whether the accessory shows in the editing state `editing`.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    var isOutline: Bool { if case .outlineDisclosure = kind { return true } else { return false } }
    var isMultiselect: Bool { if case .multiselect = kind { return true } else { return false } }
    var outlineStyle: OutlineDisclosureStyle? { if case .outlineDisclosure(let o) = kind { return o.style } else { return nil } }
    var placement: PlacementSide {
        switch kind {
        case .delete, .insert, .multiselect: return .leading
        case .custom(let c): return c.placement.isLeading ? .leading : .trailing
        default: return .trailing
        }
    }
    enum PlacementSide { case leading, trailing }

    /// The fixed order on the accessory's side, from the cell's edge inwards.
    var orderFromEdge: Int {
        switch kind {
        case .multiselect: return 0
        case .delete: return 1
        case .insert: return 2
        case .reorder: return 0
        case .disclosureIndicator, .outlineDisclosure: return 1
        case .detail: return 2
        case .checkmark: return 3
        case .label: return 4
        case .custom: return 5
        }
    }

    /// The accessory's view: a chevron, checkmark, ⓘ, circle, three bars, a label or the custom view.
    func makeView(tint: UIColor) -> UIView {
        switch kind {
        case .disclosureIndicator(let c):
            return AccessoryShapes.chevron(color: c ?? .systemGray3)
        case .checkmark(let c):
            return AccessoryShapes.checkmark(color: c ?? tint)
        case .detail(let c):
            return AccessoryShapes.info(color: c ?? tint)
        case .outlineDisclosure(let o):
            return AccessoryShapes.shape(CGSize(width: 14, height: 14), color: o.tintColor ?? tint) {
                $0.move(to: CGPoint(x: 4.5, y: 2)); $0.addLine(to: CGPoint(x: 9.5, y: 7)); $0.addLine(to: CGPoint(x: 4.5, y: 12))
            }
        case .delete(let c):
            return AccessoryShapes.editingDisc(color: c ?? .systemRed, plus: false)
        case .insert(let c):
            return AccessoryShapes.editingDisc(color: c ?? .systemGreen, plus: true)
        case .multiselect(let o):
            return MultiselectAccessoryView(tint: o.tintColor ?? tint, fill: o.backgroundColor)
        case .reorder(let c):
            return AccessoryShapes.shape(CGSize(width: 18, height: 12), color: c ?? .systemGray, width: 1.5) {
                for y in [1.0, 6.0, 11.0] { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: 18, y: y)) }
            }
        case .label(let text, let o):
            let l = UILabel()
            l.text = text
            l.font = o.font
            l.textColor = o.tintColor ?? .secondaryLabel
            l.sizeToFit()
            return l
        case .custom(let c):
            if c.customView.bounds.size == .zero { c.customView.sizeToFit() }
            if let t = c.tintColor { c.customView.tintColor = t }
            return c.customView
        }
    }
}

/// The selection circle of `.multiselect`: a grey ring, or a disc in the tint with a white checkmark
/// while its cell is selected.
final class MultiselectAccessoryView: UIView {
    private let ring = CAShapeLayer()
    private let tick = CAShapeLayer()
    private let tint: UIColor
    private let fill: UIColor?
    var isChecked = false { didSet { if isChecked != oldValue { restyle() } } }

    init(tint: UIColor, fill: UIColor?) {
        self.tint = tint
        self.fill = fill
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        ring.path = CGPath(ellipseIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5), transform: nil)
        ring.lineWidth = 1.5
        let t = CGMutablePath()
        t.move(to: CGPoint(x: 6.5, y: 11.5)); t.addLine(to: CGPoint(x: 9.5, y: 14.5)); t.addLine(to: CGPoint(x: 15.5, y: 7.5))
        tick.path = t
        tick.strokeColor = UIColor.white.cgColor
        tick.fillColor = nil
        tick.lineWidth = 2
        tick.lineCap = .round
        tick.lineJoin = .round
        layer.addSublayer(ring)
        layer.addSublayer(tick)
        restyle()
    }

    required init?(coder: NSCoder) {
        tint = .systemBlue
        fill = nil
        super.init(coder: coder)
    }

    private func restyle() {
        ring.strokeColor = (isChecked ? tint : UIColor.systemGray3).cgColor
        ring.fillColor = isChecked ? tint.cgColor : fill?.cgColor
        tick.isHidden = !isChecked
    }
}

/// The shapes of list accessories (also the table cell's detail button).
enum AccessoryShapes {
    static func shape(_ size: CGSize, color: UIColor, width: CGFloat = 2, _ draw: (CGMutablePath) -> Void) -> UIView {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        let layer = CAShapeLayer()
        let path = CGMutablePath()
        draw(path)
        layer.path = path
        layer.strokeColor = color.cgColor
        layer.fillColor = nil
        layer.lineWidth = width
        layer.lineCap = .round
        layer.lineJoin = .round
        v.layer.addSublayer(layer)
        return v
    }

    static func chevron(color: UIColor) -> UIView {
        shape(CGSize(width: 8, height: 14), color: color) {
            $0.move(to: CGPoint(x: 1.5, y: 1.5)); $0.addLine(to: CGPoint(x: 6.5, y: 7)); $0.addLine(to: CGPoint(x: 1.5, y: 12.5))
        }
    }

    static func checkmark(color: UIColor) -> UIView {
        shape(CGSize(width: 14, height: 14), color: color) {
            $0.move(to: CGPoint(x: 1, y: 7.5)); $0.addLine(to: CGPoint(x: 5, y: 12)); $0.addLine(to: CGPoint(x: 13, y: 2))
        }
    }

    /// The ⓘ of a detail button: a 22-point ring with an "i" (a dot over a stem) in `color`.
    static func info(color: UIColor) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        v.layer.addSublayer(infoLayer(color: color, origin: .zero))
        return v
    }

    /// The ⓘ as one layer with its top-left corner at `origin` (22 × 22 points).
    static func infoLayer(color: UIColor, origin: CGPoint) -> CALayer {
        let host = CALayer()
        host.frame = CGRect(origin: origin, size: CGSize(width: 22, height: 22))
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5), transform: nil)
        ring.strokeColor = color.cgColor
        ring.fillColor = nil
        ring.lineWidth = 1.5
        let glyph = CAShapeLayer()
        let p = CGMutablePath()
        p.addEllipse(in: CGRect(x: 9.6, y: 5, width: 2.8, height: 2.8))
        p.addRect(CGRect(x: 9.9, y: 9.5, width: 2.2, height: 7.5))
        glyph.path = p
        glyph.fillColor = color.cgColor
        glyph.strokeColor = nil
        host.addSublayer(ring)
        host.addSublayer(glyph)
        return host
    }

    /// The round editing control: a disc with a white minus (delete) or plus (insert).
    static func editingDisc(color: UIColor, plus: Bool) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        v.backgroundColor = color
        v.layer.cornerRadius = 11
        let bar = UIView(frame: CGRect(x: 5, y: 10, width: 12, height: 2))
        bar.backgroundColor = .white
        v.addSubview(bar)
        if plus {
            let stem = UIView(frame: CGRect(x: 10, y: 5, width: 2, height: 12))
            stem.backgroundColor = .white
            v.addSubview(stem)
        }
        return v
    }
}
