import Foundation

/// UIKit's photo and camera picker, as a preview without a camera and with an empty photo library (a
/// fresh simulator's, minus its sample photos) has it:
///
/// - `isSourceTypeAvailable(.camera)` is false (no camera), `.photoLibrary` and `.savedPhotosAlbum` are
///   true; `availableMediaTypes(for:)` is `["public.image", "public.movie"]` for those, nil for the camera.
/// - Presented, it is a navigation controller showing "Photos" with "No Photos or Videos" and Cancel;
///   Cancel calls the delegate's `imagePickerControllerDidCancel(_:)`, whose default (UIKit's behaviour
///   when the delegate does not implement it) dismisses the picker. Nothing can be picked, so
///   `imagePickerController(_:didFinishPickingMediaWithInfo:)` is never called.
/// - With `sourceType = .camera` UIKit raises an exception; a preview must not crash on it, so it shows
///   "No Camera" instead, with the same Cancel.
open class UIImagePickerController: UINavigationController {
    /// UIKit's source types (raw values UIKit's).
    public enum SourceType: Int, Sendable { case photoLibrary = 0, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable { case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the info dictionary a pick reports.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Where the media come from (UIKit's default: the photo library).
    open var sourceType: SourceType = .photoLibrary { didSet { if sourceType != oldValue { showContent() } } }
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    public static func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    public init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .automatic
        showContent()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        showContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        showContent()
    }

    /// The delegate as the picker's (UIKit declares `delegate` as both protocols; any object assigned
    /// to `delegate` that adopts `UIImagePickerControllerDelegate` is asked).
    var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    /// The empty screen of the source.
    var contentController: SystemSheetContentViewController? { viewControllers.first as? SystemSheetContentViewController }

    private func showContent() {
        let content: SystemSheetContentViewController
        if sourceType == .camera {
            content = SystemSheetContentViewController(title: "Camera", message: "No Camera",
                                                       detail: "This preview has no camera.") { [weak self] in self?.cancel() }
        } else {
            content = SystemSheetContentViewController(title: "Photos", message: "No Photos or Videos",
                                                       detail: "The preview's photo library is empty.") { [weak self] in self?.cancel() }
        }
        setViewControllers([content], animated: false)
    }

    /// What Cancel does: the delegate's `imagePickerControllerDidCancel(_:)`, else dismissal.
    func cancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
    }
}

/// UIKit's picker delegate. Both methods are optional: a delegate that does not implement
/// `imagePickerControllerDidCancel(_:)` gets UIKit's behaviour, the picker dismissing itself.
@MainActor @preconcurrency public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
