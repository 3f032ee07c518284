import Foundation

/// The files of a target's `iOS/` folder that are not Swift or IB documents but that the app looks up
/// by name: asset catalogs' `Contents.json` files, loose PNG/JPEG images, `Info.plist`.
public struct AssetInputs: Sendable {
    /// Every `Contents.json` inside an `.xcassets` folder (absolute paths).
    public var catalogContents: [String]
    /// PNG and JPEG files outside asset catalogs.
    public var looseImages: [String]
    public var infoPlists: [String]
    /// `*.lproj/*.strings` tables (Base internationalization: see `BaseLocalization`).
    public var localizedStrings: [String]
    /// The files the app's bundle holds (see `BundleResources`), absolute paths under the app folder.
    public var bundleResources: [String]
    /// Where the `ib` command copies them, laid out as the app's bundle: `Bundle.main` in the app's
    /// module (nil: no bundle folder, Foundation's `Bundle.main` stays).
    public var bundleFolder: String?
    /// The app folder (`iOS/`) the resources' bundle paths are relative to.
    public var appFolder: String?
    public init(catalogContents: [String] = [], looseImages: [String] = [], infoPlists: [String] = [], localizedStrings: [String] = [],
                bundleResources: [String] = [], bundleFolder: String? = nil, appFolder: String? = nil) {
        self.catalogContents = catalogContents
        self.looseImages = looseImages
        self.infoPlists = infoPlists
        self.localizedStrings = localizedStrings
        self.bundleResources = bundleResources
        self.bundleFolder = bundleFolder
        self.appFolder = appFolder
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
    /// The storyboards compiled with these assets (by name), when known: `UIMainStoryboardFile` naming
    /// another is a warning (UIStoryboard.main would stop the program).
    var storyboardNames: Set<String>?
    /// The names registered (image sets, loose images) and those of vector-only image sets (warned
    /// about already): what a document's `<image name=…>` may name.
    private(set) var imageNames: Set<String> = []

    init(inputs: AssetInputs) { self.inputs = inputs }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// Whether the regular file at `path` starts as a PNG (`89 50 4E 47 0D 0A 1A 0A`) or a JPEG
    /// (`FF D8 FF`) does: random bytes named `junk.png` are not registered as an image.
    static func hasImageSignature(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 8)
        let n = head.withUnsafeMutableBytes { read(fd, $0.baseAddress, 8) }
        guard n >= 3 else { return false }
        if n == 8 && head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] { return true }
        return head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF
    }

    mutating func registrations() throws -> [String] {
        var lines: [String] = []
        // Loose images: "name.png", "name@2x.png" → name with its scales.
        var loose: [String: [(String, Int)]] = [:]
        for path in inputs.looseImages.sorted() {
            let file = (path as NSString).lastPathComponent
            let ext = (file as NSString).pathExtension.lowercased()
            guard Self.imageExtensions.contains(ext) else { continue }
            // A loose image that is not a file (a FIFO, a folder) would block or fail when the app opens it.
            var st = stat()
            guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
                warnings.append(IBWarning(path: path, line: 1, message: "not a regular file; not registered as an image"))
                continue
            }
            var stem = (file as NSString).deletingPathExtension
            var scale = 1
            for s in [2, 3] where stem.hasSuffix("@\(s)x") { scale = s; stem = String(stem.dropLast(3)) }
            if let tilde = stem.range(of: "~", options: .backwards) { stem = String(stem[..<tilde.lowerBound]) }   // ~iphone
            guard Self.hasImageSignature(path) else {
                warnings.append(IBWarning(path: path, line: 1, message: "not a PNG or JPEG file (its first bytes are neither); not registered as an image"))
                continue
            }
            guard !stem.isEmpty else {
                warnings.append(IBWarning(path: path, line: 1, message: "an image file name without a name (not registered)"))
                continue
            }
            loose[stem, default: []].append((path, scale))
        }
        for (name, files) in loose.sorted(by: { $0.key < $1.key }) {
            imageNames.insert(name)
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
                if let known = storyboardNames, !known.contains(name) {
                    warnings.append(IBWarning(path: plist, line: 1, message: "main storyboard \"\(name.prefix(80))\" is not among this target's storyboards\(known.isEmpty ? "" : " (\(known.sorted().joined(separator: ", ")))"): UIStoryboard.main stops the program"))
                }
                lines.append("InterfaceBuilderRegistry.mainStoryboardName = \(SwiftLiteral.string(name))")
            }
            if statusBarIsAppBased(plist) {
                lines.append("InterfaceBuilderRegistry.viewControllerBasedStatusBarAppearance = false")
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
        if let listed = json["images"], !(listed is [[String: Any]]) {
            warnings.append(IBWarning(path: contents, line: 1, message: "\"images\" is not a list of images (image set ignored)"))
        }
        let images = json["images"] as? [[String: Any]] ?? []
        var files: [(String, Int)] = []
        var vector = false
        // An entry listed again (same file, same scale) adds nothing: folded before any file is read, so a
        // Contents.json repeating one entry 300,000 times is not 300,000 reads and registrations.
        var listed: Set<[String]> = []
        var repeated = 0
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            guard listed.insert([file, image["scale"] as? String ?? "1x", image["idiom"] as? String ?? "",
                                 (image["appearances"] as? [[String: Any]])?.description ?? ""]).inserted else {
                repeated += 1
                continue
            }
            if let appearances = image["appearances"] as? [[String: Any]], appearances.contains(where: { $0["value"] as? String == "dark" }) { continue }
            if let idiom = image["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            let ext = (file as NSString).pathExtension.lowercased()
            let path = (folder as NSString).appendingPathComponent(file)
            if ext == "pdf" || ext == "svg" { vector = true; continue }
            guard Self.imageExtensions.contains(ext) else { continue }
            // Xcode keeps an image set's files inside its folder; a path out of it, or a file that is not
            // there, would be a missing image at run time (UIImage(named:) returns nil).
            if file.contains("/") {
                warnings.append(IBWarning(path: contents, line: 1, message: "image \"\(file.prefix(80))\" is not a file of the image set's folder (ignored)"))
                continue
            }
            var st = stat()
            guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG else {
                warnings.append(IBWarning(path: contents, line: 1, message: "image \(file.prefix(80)) is not in \(assetName(folder)).imageset (ignored)"))
                continue
            }
            guard Self.hasImageSignature(path) else {
                warnings.append(IBWarning(path: contents, line: 1, message: "image \(file.prefix(80)) is not a PNG or JPEG file (ignored)"))
                continue
            }
            // Image sets name 1x, 2x or 3x (the Asset Catalog Format Reference's scale values).
            let scaleText = image["scale"] as? String ?? "1x"
            var scale = 1
            if let s = ["1x": 1, "2x": 2, "3x": 3][scaleText] { scale = s } else {
                warnings.append(IBWarning(path: contents, line: 1, message: "image \(file): scale \"\(scaleText.prefix(40))\" is not 1x, 2x or 3x (1x used)"))
            }
            files.append((path, scale))
        }
        if repeated > 0 {
            warnings.append(IBWarning(path: contents, line: 1, message: "\(repeated) image \(repeated == 1 ? "entry repeats" : "entries repeat") an earlier one (same file, scale and idiom; ignored)"))
        }
        imageNames.insert(assetName(folder))
        if files.isEmpty {
            if vector {
                warnings.append(IBWarning(path: contents, line: 1, message: "vector (PDF/SVG) images are not rendered by MotionLab: export PNGs of \(assetName(folder)) (UIImage(named:) returns nil)"))
            }
            return nil
        }
        var mode = ""
        if let props = json["properties"] as? [String: Any], let intent = props["template-rendering-intent"] {
            switch intent as? String {
            case "template": mode = ", renderingMode: .alwaysTemplate"
            case "original": mode = ", renderingMode: .alwaysOriginal"
            default:
                warnings.append(IBWarning(path: contents, line: 1, message: "template-rendering-intent \"\(String(describing: intent).prefix(40))\" is not template or original (the image renders as .automatic)"))
            }
        }
        return "InterfaceBuilderRegistry.registerImage(\(SwiftLiteral.string(assetName(folder))), files: [\(files.map { "(\(SwiftLiteral.string($0.0)), \($0.1))" }.joined(separator: ", "))]\(mode))"
    }

    mutating func colorSet(_ folder: String, _ contents: String) -> String? {
        guard let json = Self.json(contents), let colors = json["colors"] as? [[String: Any]] else {
            warnings.append(IBWarning(path: contents, line: 1, message: "not a readable colour set Contents.json (ignored)"))
            return nil
        }
        // The any/light appearance, and the dark one when the set has it (Xcode's Appearances ▸ Any, Dark:
        // an entry with `"appearances": [{"appearance": "luminosity", "value": "dark"}]`); high-contrast
        // entries are not read.
        func appearance(_ c: [String: Any]) -> [String] {
            (c["appearances"] as? [[String: Any]] ?? []).filter { $0["appearance"] as? String ?? "luminosity" == "luminosity" }.compactMap { $0["value"] as? String }
        }
        func usable(_ c: [String: Any]) -> Bool {
            (c["idiom"] as? String ?? "universal") != "mac"
                && !(c["appearances"] as? [[String: Any]] ?? []).contains { $0["appearance"] as? String == "contrast" }
        }
        let entry = colors.first { c in usable(c) && appearance(c).allSatisfy { $0 == "light" } } ?? colors.first
        guard let color = entry?["color"] as? [String: Any], let light = colorExpression(color, contents) else { return nil }
        let name = SwiftLiteral.string(assetName(folder))
        if let darkEntry = colors.first(where: { usable($0) && appearance($0) == ["dark"] }),
           let darkColor = darkEntry["color"] as? [String: Any], let dark = colorExpression(darkColor, contents) {
            return "InterfaceBuilderRegistry.registerColor(\(name), \(light), dark: \(dark))"
        }
        return "InterfaceBuilderRegistry.registerColor(\(name), \(light))"
    }

    /// The Swift expression of one appearance's colour of a colour set (`Contents.json`'s `color`): a
    /// system colour reference or its components; nil (with a warning) when it has neither.
    private mutating func colorExpression(_ color: [String: Any], _ contents: String) -> String? {
        if let reference = color["reference"] as? String {
            let bare = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if DocumentCompiler.namedSystemColors.contains(bare) {
                return "UIColor.\(bare)"
            }
            warnings.append(IBWarning(path: contents, line: 1, message: "colour reference \(reference) is not a colour MotionLab knows (ignored)"))
            return nil
        }
        let components = color["components"] as? [String: Any] ?? [:]
        // Apple's Asset Catalog Format Reference (Named Color Type): each component is "a number from
        // 0 to 1". Xcode's colour panel also writes red, green, blue and white in its 8-bit ("255") and
        // hexadecimal ("0xFF") input methods, so for those a whole number without a decimal point is
        // 0–255; alpha is always written as a fraction ("1.000"), so "1" is opaque, not 1/255.
        // Anything else, or out of range, is a warning and clamped as UIColor clamps.
        var problems: [String] = []
        func value(_ key: String) -> Double? {
            let eightBit = key != "alpha"
            var v: Double
            let raw: String
            if let s = components[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = components[key] as? NSNumber { raw = n.stringValue }
            else if components[key] == nil { return nil }
            else { problems.append("\(key) is not a number"); return nil }
            if raw.lowercased().hasPrefix("0x"), let n = Int(raw.dropFirst(2), radix: 16) {
                v = Double(n) / 255
                if n > 255 { problems.append("\(key) \(raw) is over 0xFF") }
            } else if eightBit, !raw.contains("."), !raw.lowercased().contains("e"), let n = Int(raw) {
                v = Double(n) / 255
                if n < 0 || n > 255 { problems.append("\(key) \(raw) is outside 0…255") }
            } else if let d = Double(raw), d.isFinite {
                v = d
                if d < 0 || d > 1 { problems.append("\(key) \(raw) is outside 0…1") }
            } else {
                problems.append("\(key) \"\(raw.prefix(40))\" is not a number")
                return nil
            }
            v = min(max(v, 0), 1)
            return v
        }
        defer {
            if !problems.isEmpty {
                warnings.append(IBWarning(path: contents, line: 1, message: "colour components: \(problems.joined(separator: "; ")) (out-of-range values clamped to 0…1)"))
            }
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        // The reference's colour spaces; calibrated and device ones are drawn as sRGB (README).
        let known: Set<String> = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "extended-range-srgb",
                                  "gray-gamma-22", "extended-gray", "extended-linear-gray", "calibrated-rgb", "device-rgb",
                                  "calibrated-white", "device-white", "generic-gray-gamma-2.2", "p3"]
        if !known.contains(space) {
            warnings.append(IBWarning(path: contents, line: 1, message: "color-space \"\(space.prefix(40))\" is not an asset catalog colour space (sRGB used)"))
        }
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
        return expression
    }

    /// Whether the plist sets `UIViewControllerBasedStatusBarAppearance` to NO (the app, not its
    /// controllers, styles the status bar). Unreadable files were reported by `mainStoryboard(_:)`.
    func statusBarIsAppBased(_ path: String) -> Bool {
        guard let data = RegularFile.read(path),
              let plist = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
        else { return false }
        return (plist["UIViewControllerBasedStatusBarAppearance"] as? Bool) == false
    }

    /// `UIMainStoryboardFile`, or the first scene configuration's `UISceneStoryboardFile`.
    mutating func mainStoryboard(_ path: String) -> String? {
        guard let data = RegularFile.read(path) else {
            warnings.append(IBWarning(path: path, line: 1, message: "not a readable file: \(RegularFile.whyUnreadable(path)) (ignored)"))
            return nil
        }
        guard let plist = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] else {
            warnings.append(IBWarning(path: path, line: 1, message: "not a readable property list (ignored)"))
            return nil
        }
        if let value = plist["UIMainStoryboardFile"], !(value is String) {
            warnings.append(IBWarning(path: path, line: 1, message: "UIMainStoryboardFile is not a string (ignored)"))
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
