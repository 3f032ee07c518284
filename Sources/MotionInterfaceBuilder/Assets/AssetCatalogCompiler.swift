import Foundation

/// The files of a target's `iOS/` folder that are not Swift or IB documents but that the app looks up
/// by name: asset catalogs' `Contents.json` files, loose PNG/JPEG images, `Info.plist`.
public struct AssetInputs: Sendable {
    /// Every `Contents.json` inside an `.xcassets` folder (absolute paths).
    public var catalogContents: [String]
    /// PNG and JPEG files outside asset catalogs.
    public var looseImages: [String]
    public var infoPlists: [String]
    public init(catalogContents: [String] = [], looseImages: [String] = [], infoPlists: [String] = []) {
        self.catalogContents = catalogContents
        self.looseImages = looseImages
        self.infoPlists = infoPlists
    }
}

/// Asset catalogs and images → registrations the shared generated file runs at load: each image name
/// with its files' absolute paths and scales, each colour set's sRGB value, the main storyboard's name.
///
/// A build-tool plugin cannot add resources to a SwiftPM target (only generated sources), so images
/// stay where they are in the package and the program reads them from the paths recorded at build
/// time — the same files Xcode would copy into the app. A program moved away from its package's
/// sources finds them through `UIServices.resourceDirectories` as before, if they are copied there.
struct AssetCatalogCompiler {
    let inputs: AssetInputs
    private(set) var warnings: [IBWarning] = []

    init(inputs: AssetInputs) { self.inputs = inputs }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    mutating func registrations() throws -> [String] {
        var lines: [String] = []
        // Loose images: "name.png", "name@2x.png" → name with its scales.
        var loose: [String: [(String, Int)]] = [:]
        for path in inputs.looseImages.sorted() {
            let file = (path as NSString).lastPathComponent
            let ext = (file as NSString).pathExtension.lowercased()
            guard Self.imageExtensions.contains(ext) else { continue }
            var stem = (file as NSString).deletingPathExtension
            var scale = 1
            for s in [2, 3] where stem.hasSuffix("@\(s)x") { scale = s; stem = String(stem.dropLast(3)) }
            if let tilde = stem.range(of: "~", options: .backwards) { stem = String(stem[..<tilde.lowerBound]) }   // ~iphone
            loose[stem, default: []].append((path, scale))
        }
        for (name, files) in loose.sorted(by: { $0.key < $1.key }) {
            lines.append("InterfaceBuilderRegistry.registerImage(\(SwiftLiteral.string(name)), files: [\(files.map { "(\(SwiftLiteral.string($0.0)), \($0.1))" }.joined(separator: ", "))])")
        }
        for contents in inputs.catalogContents.sorted() {
            let folder = (contents as NSString).deletingLastPathComponent
            let ext = (folder as NSString).pathExtension
            switch ext {
            case "imageset": if let l = imageSet(folder, contents) { lines.append(l) }
            case "colorset": if let l = colorSet(folder, contents) { lines.append(l) }
            case "appiconset", "launchimage", "xcassets", "": break
            case "symbolset", "dataset", "imagestack", "brandassets", "textureset", "spriteatlas", "arresourcegroup", "cubetextureset", "mipmapset":
                warnings.append(IBWarning(path: contents, line: 1, message: "asset catalog .\(ext) sets are not mapped (ignored)"))
            default: break
            }
        }
        for plist in inputs.infoPlists.sorted() {
            if let name = mainStoryboard(plist) {
                lines.append("InterfaceBuilderRegistry.mainStoryboardName = \(SwiftLiteral.string(name))")
            }
        }
        return lines
    }

    /// The set's name: its folder name, after the names of enclosing folders that provide a namespace.
    func assetName(_ folder: String) -> String {
        var name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        var parent = (folder as NSString).deletingLastPathComponent
        while !parent.hasSuffix(".xcassets"), parent.count > 1 {
            let contents = (parent as NSString).appendingPathComponent("Contents.json")
            if let json = Self.json(contents), let props = json["properties"] as? [String: Any], props["provides-namespace"] as? Bool == true {
                name = (parent as NSString).lastPathComponent + "/" + name
            }
            parent = (parent as NSString).deletingLastPathComponent
        }
        return name
    }

    static func json(_ path: String) -> [String: Any]? {
        guard let data = RegularFile.read(path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    mutating func imageSet(_ folder: String, _ contents: String) -> String? {
        guard let json = Self.json(contents) else {
            warnings.append(IBWarning(path: contents, line: 1, message: "not a readable asset catalog Contents.json (image set ignored)"))
            return nil
        }
        let images = json["images"] as? [[String: Any]] ?? []
        var files: [(String, Int)] = []
        var vector = false
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            if let appearances = image["appearances"] as? [[String: Any]], appearances.contains(where: { $0["value"] as? String == "dark" }) { continue }
            if let idiom = image["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            let ext = (file as NSString).pathExtension.lowercased()
            let path = (folder as NSString).appendingPathComponent(file)
            if ext == "pdf" || ext == "svg" { vector = true; continue }
            guard Self.imageExtensions.contains(ext) else { continue }
            let scale = Int((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            files.append((path, scale))
        }
        if files.isEmpty {
            if vector {
                warnings.append(IBWarning(path: contents, line: 1, message: "vector (PDF/SVG) images are not rendered by MotionLab: export PNGs of \(assetName(folder)) (UIImage(named:) returns nil)"))
            }
            return nil
        }
        return "InterfaceBuilderRegistry.registerImage(\(SwiftLiteral.string(assetName(folder))), files: [\(files.map { "(\(SwiftLiteral.string($0.0)), \($0.1))" }.joined(separator: ", "))])"
    }

    mutating func colorSet(_ folder: String, _ contents: String) -> String? {
        guard let json = Self.json(contents), let colors = json["colors"] as? [[String: Any]] else {
            warnings.append(IBWarning(path: contents, line: 1, message: "not a readable colour set Contents.json (ignored)"))
            return nil
        }
        // The any/light appearance (MotionLab draws light mode only).
        let entry = colors.first { c in
            let appearances = c["appearances"] as? [[String: Any]] ?? []
            return appearances.allSatisfy { $0["value"] as? String == "light" } && (c["idiom"] as? String ?? "universal") != "mac"
        } ?? colors.first
        guard let color = entry?["color"] as? [String: Any] else { return nil }
        if let reference = color["reference"] as? String {
            let bare = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if DocumentCompiler.namedSystemColors.contains(bare) {
                return "InterfaceBuilderRegistry.registerColor(\(SwiftLiteral.string(assetName(folder))), UIColor.\(bare))"
            }
            warnings.append(IBWarning(path: contents, line: 1, message: "colour reference \(reference) is not a colour MotionLab knows (ignored)"))
            return nil
        }
        let components = color["components"] as? [String: Any] ?? [:]
        func value(_ key: String) -> Double? {
            let raw: String
            if let s = components[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = components[key] as? NSNumber { return n.doubleValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let n = Int(raw.dropFirst(2), radix: 16) { return Double(n) / 255 }
            if raw.contains("."), let d = Double(raw) { return d }
            if let n = Int(raw) { return Double(n) / 255 }
            return Double(raw)
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        let expression: String
        if let white = value("white") {
            expression = "UIColor(white: \(white), alpha: \(alpha))"
        } else if let r = value("red"), let g = value("green"), let b = value("blue") {
            expression = space.contains("p3")
                ? "UIColor(displayP3Red: \(r), green: \(g), blue: \(b), alpha: \(alpha))"
                : "UIColor(red: \(r), green: \(g), blue: \(b), alpha: \(alpha))"
        } else {
            warnings.append(IBWarning(path: contents, line: 1, message: "colour set without components (ignored)"))
            return nil
        }
        return "InterfaceBuilderRegistry.registerColor(\(SwiftLiteral.string(assetName(folder))), \(expression))"
    }

    /// `UIMainStoryboardFile`, or the first scene configuration's `UISceneStoryboardFile`.
    mutating func mainStoryboard(_ path: String) -> String? {
        guard let data = RegularFile.read(path) else {
            warnings.append(IBWarning(path: path, line: 1, message: "not a readable file (ignored)"))
            return nil
        }
        guard let plist = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] else {
            warnings.append(IBWarning(path: path, line: 1, message: "not a readable property list (ignored)"))
            return nil
        }
        if let name = plist["UIMainStoryboardFile"] as? String { return name }
        if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any],
           let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
           let name = roles.first?["UISceneStoryboardFile"] as? String {
            return name
        }
        return nil
    }
}
