import Foundation

/// The coder a storyboard or xib object is made with — what UIKit's `UINibDecoder` is on iOS — so
/// `init?(coder:)` is the initialiser storyboard-made objects run, as on iOS. The MotionLabPort plugin
/// compiled the XML into Swift, so nothing is decoded by key: `UIView.init?(coder:)` takes the frame
/// from it (a custom view's own `init?(coder:)` sees its storyboard size), the rest of the XML's
/// attributes are set right after the initialiser returns, and subviews are added below any its
/// initialiser added (decoding adds them first on iOS). Keyed lookups (`decodeObject(forKey:)`,
/// `containsValue(forKey:)`…) find nothing, as for a key the nib does not hold.
public final class InterfaceBuilderCoder: NSCoder {
    /// The view's frame in the XML (`<rect key="frame">`).
    public let frame: CGRect?
    /// A button's `buttonType` raw value (`UIButton.ButtonType`).
    public let buttonType: Int?
    /// The storyboard a controller is instantiated from (its `storyboard` property).
    public let storyboard: UIStoryboard?
    /// What lists decode in their initialisers on iOS (their `let`s): a table view's style
    /// (`UITableView.Style` raw value), a cell's style (`UITableViewCell.CellStyle`) and reuse
    /// identifier, a collection view's layout.
    public let tableViewStyle: Int?
    public let cellStyle: Int?
    public let reuseIdentifier: String?
    public let collectionViewLayout: UICollectionViewLayout?
    /// A page view controller scene's Transition Style, Navigation, Spine Location, Page Spacing and
    /// Double Sided (what `UIPageViewController.init?(coder:)` decodes into its `let`s on iOS).
    public let pageViewController: PageViewControllerAttributes?

    /// The attributes of a storyboard's `<pageViewController>`, UIKit's raw values.
    public struct PageViewControllerAttributes: Sendable {
        public var transitionStyle: Int
        public var navigationOrientation: Int
        public var spineLocation: Int
        /// Points between pages (`pageSpacing`).
        public var interPageSpacing: Double
        public var isDoubleSided: Bool
        public init(transitionStyle: Int = 0, navigationOrientation: Int = 0, spineLocation: Int = 1,
                    interPageSpacing: Double = 0, isDoubleSided: Bool = false) {
            self.transitionStyle = transitionStyle
            self.navigationOrientation = navigationOrientation
            self.spineLocation = spineLocation
            self.interPageSpacing = interPageSpacing
            self.isDoubleSided = isDoubleSided
        }
    }

    public init(frame: CGRect? = nil, buttonType: Int? = nil, storyboard: UIStoryboard? = nil, tableViewStyle: Int? = nil,
                cellStyle: Int? = nil, reuseIdentifier: String? = nil, collectionViewLayout: UICollectionViewLayout? = nil,
                pageViewController: PageViewControllerAttributes? = nil) {
        self.frame = frame
        self.buttonType = buttonType
        self.storyboard = storyboard
        self.tableViewStyle = tableViewStyle
        self.cellStyle = cellStyle
        self.reuseIdentifier = reuseIdentifier
        self.collectionViewLayout = collectionViewLayout
        self.pageViewController = pageViewController
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    public override func decodeObject() -> Any? { nil }
    public override func decodeValue(ofObjCType type: UnsafePointer<Int8>, at data: UnsafeMutableRawPointer) {}
    public override func decodeData() -> Data? { nil }
    public override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }
}
