import Foundation
import MotionViews

/// Installs the SDL-backed services the views need (text through SDL_ttf, images through SDL_image)
/// and finds the Resources folder.
public enum HostServices {
    private static var text: TextRasterizerAdapter?
    private static let images = ImageDecoderAdapter()
    private static var resources: String?

    /// Installs the SDL text and image services and the Resources folder (replacing whatever was
    /// installed, e.g. a test's fakes); fonts and the folder are found once and kept.
    /// - Throws: when no font can be found (naming the font and the package that provides it) or no
    ///   Resources folder exists.
    public static func install(screenScale: CGFloat = 2) throws {
        UIServices.screenScale = screenScale
        if text == nil { text = try TextRasterizerAdapter(SDLTextRasterizer()) }
        if resources == nil { resources = try ResourceLocator.resourcesDirectory() }
        UIServices.textRasterizer = text
        UIServices.imageDecoder = images
        UIServices.resourceDirectories = [resources!]
    }
}

/// Bridges `SDLTextRasterizer` to the views' `TextRasterizing`.
final class TextRasterizerAdapter: TextRasterizing {
    let sdl: SDLTextRasterizer
    init(_ sdl: SDLTextRasterizer) { self.sdl = sdl }

    func measure(_ text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        sdl.measure(text, fontSize: font.pointSize, bold: font.isBold, maxWidth: maxWidth,
                    numberOfLines: numberOfLines, scale: UIServices.screenScale)
    }

    func render(_ text: String, font: UIFont, color: UIColor, maxWidth: CGFloat?, alignment: NSTextAlignment,
                numberOfLines: Int, scale: CGFloat) throws -> CGImage {
        let a: TextAlignment
        switch alignment {
        case .center: a = .center
        case .right: a = .right
        default: a = .left
        }
        return try sdl.render(text, fontSize: font.pointSize, bold: font.isBold, color: color.cgColor, maxWidth: maxWidth,
                              alignment: a, numberOfLines: numberOfLines, scale: scale)
    }
}

/// Bridges `SDLImageDecoder` to the views' `ImageDecoding`.
final class ImageDecoderAdapter: ImageDecoding {
    func decode(contentsOf path: String) throws -> CGImage { try SDLImageDecoder.decode(contentsOf: path) }
}

/// Finds the folder of images and data the scenes use: `$MOTIONLAB_RESOURCES`, else a `Resources`
/// folder holding `flights.json` next to or above the executable or the working directory.
public enum ResourceLocator {
    public struct NotFound: Error, CustomStringConvertible {
        public let searched: [String]
        public var description: String {
            "no Resources folder (with flights.json) found; looked in: \(searched.joined(separator: ", ")); set MOTIONLAB_RESOURCES to the folder"
        }
    }

    public static func resourcesDirectory() throws -> String {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["MOTIONLAB_RESOURCES"], !env.isEmpty {
            guard fm.fileExists(atPath: env + "/flights.json") else { throw NotFound(searched: [env]) }
            return env
        }
        var starts = [fm.currentDirectoryPath]
        if let exe = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: exe).resolvingSymlinksInPath().deletingLastPathComponent().path) }
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)
        var searched: [String] = []
        for start in starts {
            var dir = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Resources").path
                searched.append(candidate)
                if fm.fileExists(atPath: candidate + "/flights.json") { return candidate }
                dir.deleteLastPathComponent()
            }
        }
        throw NotFound(searched: Array(Set(searched)).sorted())
    }
}
