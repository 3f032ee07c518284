import Foundation

/// Compiles a target's Interface Builder files — storyboards, xibs, asset catalogs, loose images, string
/// tables — into
/// Swift at build time (the MotionLabPort plugin runs it through `motionlab-port ib`):
/// - one Swift file per storyboard or xib (`DocumentCompiler`): functions that make its scenes and
///   objects with UIKit's initialisers, never parsing XML at run time;
/// - one shared file that registers them all (and the images and colours) when the program loads, and
///   holds connectors for members the target's non-`iOS/` files declare;
/// - per `iOS/` Swift file, the connectors for members it declares (appended to its rewrite, so private
///   outlets and actions are reached from their own file).
public struct InterfaceBuilderCompiler {
    public struct Document {
        public var path: String
        public var data: Data
        public init(path: String, data: Data) {
            self.path = path
            self.data = data
        }
    }

    public struct Output {
        /// Generated Swift per input document, by the document's path.
        public var documents: [String: String] = [:]
        /// The shared file.
        public var shared: String = ""
        /// Connector text to append to each rewritten Swift file, by its path.
        public var appends: [String: String] = [:]
        public var warnings: [IBWarning] = []
        /// The bundle resources to copy (`from` an app-folder file, `to` its path in `assets.bundleFolder`).
        public var bundleCopies: [(from: String, to: String)] = []
    }

    public let index: SwiftTypeIndex
    public var assets: AssetInputs

    public init(index: SwiftTypeIndex, assets: AssetInputs = AssetInputs()) {
        self.index = index
        self.assets = assets
    }

    /// The kind of an IB file from its root element; throws naming the line when it is not one.
    static func kind(of root: IBElement, path: String) throws -> DocumentCompiler.Kind {
        guard root.name == "document" else {
            throw IBCompileError(path: path, line: root.line, message: "not an Interface Builder file: the root element is <\(root.name)>, not <document>")
        }
        switch root["type"] {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": return .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": return .xib
        case let t?:
            throw IBCompileError(path: path, line: root.line, message: "not an iOS Interface Builder file: document type \"\(t)\" (expected a Cocoa Touch storyboard or xib)")
        case nil:
            throw IBCompileError(path: path, line: root.line, message: "not an Interface Builder file: <document> has no type")
        }
    }

    /// Bundle's search order for a resource: 0 outside any `.lproj` folder, 1 in `Base.lproj`, 2 in another.
    static func lookupRank(_ path: String) -> Int {
        let folders = path.split(separator: "/").dropLast()
        if folders.contains(where: { $0 == "Base.lproj" }) { return 1 }
        return folders.contains(where: { $0.hasSuffix(".lproj") }) ? 2 : 0
    }

    public func compile(_ documents: [Document]) throws -> Output {
        var out = Output()
        let plan = ConnectorPlan(index: index)
        var registrations: [String] = []
        var storyboardNames: [String: String] = [:]
        var nibNames: [String: String] = [:]
        var namedImages: [String: [(String, Int)]] = [:]
        let allStoryboards = Set(documents.filter { $0.path.hasSuffix(".storyboard") }
            .map { (($0.path as NSString).lastPathComponent as NSString).deletingPathExtension })
        let region = assets.localizedStrings.isEmpty ? "en" : BaseLocalization.developmentRegion(infoPlists: assets.infoPlists)
        for d in documents.sorted(by: { (Self.lookupRank($0.path), $0.path) < (Self.lookupRank($1.path), $1.path) }) {
            let root = try IBXMLReader.read(d.data, path: d.path)
            let kind = try Self.kind(of: root, path: d.path)
            // Base internationalization: the development language's strings over the Base file.
            let tables = BaseLocalization.tables(for: d.path, among: assets.localizedStrings, region: region)
            if let table = tables.development {
                if let data = RegularFile.read(table) {
                    let parsed = BaseLocalization.parse(data, path: table)
                    if let w = parsed.warning { out.warnings.append(w) }
                    out.warnings += BaseLocalization.apply(parsed.entries, to: root, stringsPath: table)
                } else {
                    out.warnings.append(IBWarning(path: table, line: 1, message: "cannot read the strings file (not applied)"))
                }
            }
            for other in tables.others {
                out.warnings.append(IBWarning(path: other, line: 1, message: "the preview shows the development language (\(region)): this table is not applied"))
            }
            out.warnings += DocumentReferences.warnings(root: root, path: d.path, storyboardNames: allStoryboards)
            namedImages[d.path] = (root.child("resources")?.children("image") ?? [])
                .filter { $0["catalog"] == nil }.compactMap { e in e["name"].map { ($0, e.line) } }
            let compiler = DocumentCompiler(path: d.path, root: root, kind: kind, index: index, plan: plan)
            // Two files of one name: the one a bundle finds first is loaded — a global (non-localised) file,
            // then Base.lproj's, then the others in path order (Bundle's search order).
            var names = kind == .storyboard ? storyboardNames : nibNames
            if let other = names[compiler.name] {
                out.warnings.append(IBWarning(path: d.path, line: 1, message: "another \(kind == .storyboard ? "storyboard" : "xib") named \(compiler.name) (\(other)) is loaded by that name; this one is not"))
                continue
            }
            names[compiler.name] = d.path
            if kind == .storyboard { storyboardNames = names } else { nibNames = names }
            out.documents[d.path] = compiler.compile()
            out.warnings += compiler.warnings
            registrations.append("\(compiler.typeName).register()")
        }
        var assetCode = AssetCatalogCompiler(inputs: assets)
        assetCode.storyboardNames = allStoryboards
        let assetLines = try assetCode.registrations()
        out.warnings += assetCode.warnings
        // String tables (`Localizable.strings`): compiled into registrations, as images and colours are.
        let tables = StringTablesCompiler.registrations(strings: assets.localizedStrings, region: region, documents: documents.map(\.path))
        out.warnings += tables.warnings
        // Images a document names (its <resources>) that no image set or loose image of the target
        // provides: Interface Builder warns "Could not find image named …"; UIImage(named:) returns nil.
        for (path, images) in namedImages.sorted(by: { $0.key < $1.key }) {
            for (name, line) in images where !assetCode.imageNames.contains(name) {
                out.warnings.append(IBWarning(path: path, line: line, message: "image \"\(name.prefix(80))\" is not among this target's image sets or images: UIImage(named:) returns nil"))
            }
        }
        // The app's bundle resources: copied by the tool, `Bundle.main` declared as their folder in each
        // of the app's files (fileprivate: a test target's `@testable import` of the app sees no second
        // `main`, which would make its own `Bundle.main` ambiguous).
        var bundleDeclaration = "", sharedBundleDeclaration = ""
        if let folder = assets.bundleFolder, !assets.bundleResources.isEmpty {
            let bundle = BundleResources.plan(assets.bundleResources, root: assets.appFolder ?? "")
            out.bundleCopies = bundle.copies
            out.warnings += bundle.warnings
            bundleDeclaration = BundleResources.declaration
            sharedBundleDeclaration = BundleResources.sharedDeclaration(bundleFolder: folder)
        }
        for file in index.rewrittenFiles { out.appends[file] = plan.appendText(for: file) + bundleDeclaration }
        let symbols = AssetSymbols.declarations(catalogContents: assets.catalogContents, compiler: assetCode,
                                                swiftUI: AssetSymbols.importsSwiftUI(index.rewrittenFiles))
        out.shared = Self.sharedFile(registrations: registrations + assetLines + tables.lines,
                                     connectors: plan.sharedText + (tables.lines.isEmpty ? "" : StringTablesCompiler.declaration)
                                         + sharedBundleDeclaration + symbols)
        return out
    }

    /// The shared file: registration at load time through an ELF `.init_array` entry (Swift 6.3's
    /// `@used @section`, as the tunable literals' table registers), so `UIStoryboard(name:)` finds every
    /// storyboard without the user's `main.swift` naming any.
    static func sharedFile(registrations: [String], connectors: String) -> String {
        var s = "// Generated by the MotionLabPort plugin: this target's Interface Builder files, images and colours.\n"
        s += "// Do not edit: it is rewritten when they change.\n"
        s += "import UIKit\n\n"
        if !registrations.isEmpty {
            s += "#if compiler(>=6.3)\n"
            s += "@used @section(\".init_array\")\n"
            s += "private let motionLabInterfaceBuilderAtLoad: @convention(c) () -> Void = motionLabRegisterInterfaceBuilderFiles\n"
            s += "#endif\n\n"
            s += "private func motionLabRegisterInterfaceBuilderFiles() {\n"
            for r in registrations { s += "    \(r)\n" }
            s += "}\n\n"
        }
        s += connectors
        return s
    }
}
