import Foundation

/// A scene whose animations can be exported as code with the tuned values (`motionlab export`, and
/// the window's copy-to-clipboard key). Static, so no scene has to be built to export it.
public protocol MotionExporting {
    /// Every animation of the scene, with `settings` applied, described neutrally.
    static func motionExport(settings: TunableValues) -> MotionExport
}

/// The output formats of `motionlab export`.
public enum MotionExportFormat: String, CaseIterable {
    /// UIKit / Core Animation calls (`UIView.animate`, `CASpringAnimation`, JNWSpringAnimation, …).
    case uikit
    /// SwiftUI `Animation`s (`.spring(response:dampingFraction:)`, `.interpolatingSpring`, `.timingCurve`).
    case swiftui
    /// CSS transitions and animations (`linear()` spring stops, `cubic-bezier()`, `@keyframes`).
    case css
    /// Every parameter as JSON, in a fixed key order.
    case json

    /// The text of `export` in this format.
    public func text(_ export: MotionExport) -> String {
        switch self {
        case .uikit: return UIKitExporter().text(export)
        case .swiftui: return SwiftUIExporter().text(export)
        case .css: return CSSExporter().text(export)
        case .json: return JSONExporter().text(export)
        }
    }
}

/// Why a preview could not be exported.
public struct MotionExportUnavailable: Error, CustomStringConvertible, Equatable {
    public let preview: String
    public var description: String {
        let exportable = MotionExportUnavailable.exportable
        return "scene '\(preview)' has no export (its type does not conform to MotionExporting); "
            + (exportable.isEmpty ? "no preview of this app exports (a Scene type conforming to MotionExporting does)"
                                  : "exportable: \(exportable.joined(separator: ", "))")
    }
    static var exportable: [String] {
        PreviewCatalog.all.filter { $0.sceneType is MotionExporting.Type }.map(\.name)
    }
}

extension Preview {
    /// The neutral export of this preview's scene with `settings`, or nil when its scene is not
    /// `MotionExporting` (or the preview is not a scene).
    public func motionExport(settings: TunableValues) -> MotionExport? {
        (sceneType as? MotionExporting.Type)?.motionExport(settings: settings)
    }

    /// The scene's animations as code to paste, with the tuned values: what `motionlab export` prints
    /// and what the window copies to the clipboard.
    /// - Throws: `MotionExportUnavailable` when the scene does not export.
    public func exportText(settings: TunableValues, format: MotionExportFormat = .uikit) throws -> String {
        guard let export = motionExport(settings: settings) else { throw MotionExportUnavailable(preview: name) }
        return format.text(export)
    }
}

extension Preview {
    /// For the window's copy-to-clipboard key: the export text to put on the clipboard (nil when the
    /// scene has no export) and a one-line notice for the HUD saying what happened.
    ///
    ///     let (text, notice) = preview.exportForClipboard(settings: values)
    ///     if let text { SDL_SetClipboardText(text) }   // then show `notice` in the HUD
    public func exportForClipboard(settings: TunableValues, format: MotionExportFormat = .uikit) -> (text: String?, notice: String) {
        guard let export = motionExport(settings: settings) else {
            return (nil, "\(name) has no code export")
        }
        let text = format.text(export)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let label: String
        switch format {
        case .uikit: label = "UIKit"
        case .swiftui: label = "SwiftUI"
        case .css: label = "CSS"
        case .json: label = "JSON"
        }
        return (text, "Copied \(name) as \(label) code (\(lines) lines) to the clipboard")
    }
}
