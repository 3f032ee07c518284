import Foundation

/// UIKit's document picker, as a preview with no documents and no Files providers has it: presented,
/// it shows "Browse" with "No Documents" and Cancel; Cancel calls the delegate's
/// `documentPickerWasCancelled(_:)` and dismisses the picker (UIKit dismisses it itself). Nothing can
/// be picked, so `documentPicker(_:didPickDocumentsAt:)` is never called. The iOS 14 initialisers
/// taking `UTType`s are absent: UniformTypeIdentifiers does not exist on Linux; the string-typed ones
/// (`documentTypes:in:`, `url:in:`/`urls:in:`) are here.
open class UIDocumentPickerViewController: UIViewController {
    /// UIKit's (deprecated) modes (raw values UIKit's).
    public enum Mode: Int, Sendable { case `import` = 0, open, exportToService, moveToService }

    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    public let documentPickerMode: Mode
    /// The document types asked for (uniform type identifiers, e.g. "public.pdf").
    public let documentTypes: [String]
    let navigation: UINavigationController
    let content: SystemSheetContentViewController

    public init(documentTypes allowedUTIs: [String], in mode: Mode) {
        documentPickerMode = mode
        documentTypes = allowedUTIs
        var cancel: () -> Void = {}
        content = SystemSheetContentViewController(title: "Browse", message: "No Documents",
                                                   detail: "The preview has no files to pick.") { cancel() }
        navigation = UINavigationController(rootViewController: content)
        super.init(nibName: nil, bundle: nil)
        cancel = { [weak self] in self?.cancelPicking() }
    }

    public convenience init(url: URL, in mode: Mode) { self.init(documentTypes: [], in: mode) }
    public convenience init(urls: [URL], in mode: Mode) { self.init(documentTypes: [], in: mode) }

    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    /// What Cancel does.
    func cancelPicking() {
        delegate?.documentPickerWasCancelled(self)
        dismiss(animated: true)
    }
}

/// UIKit's document picker delegate (every method optional).
@MainActor @preconcurrency public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
