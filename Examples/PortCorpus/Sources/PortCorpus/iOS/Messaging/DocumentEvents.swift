import Foundation

extension Notification.Name {
    /// Posted by the editor when the document has been written to disk.
    static let documentDidSave = Notification.Name("DocumentDidSave")
}
