import Foundation

/// Where the preview being watched comes from: its package (the folder holding Package.swift), and how
/// the running executable was built — its product name, SwiftPM scratch folder and configuration — so
/// a rebuild is `swift build --product P -c C --scratch-path S --package-path PKG`, the incremental build
/// of what runs, into the folder it was built in. Nothing is written into the package's sources.
public struct PackageLocation: Equatable {
    public var package: URL
    public var product: String
    public var scratch: URL
    public var configuration: String
    /// Where `swift build` puts the product.
    public var productPath: URL { scratch.appendingPathComponent(triple).appendingPathComponent(configuration).appendingPathComponent(product) }
    public var triple: String

    public enum Problem: Error, CustomStringConvertible, Equatable {
        case noPackage(String)
        case notAPackage(String)
        case notASwiftPMBuild(String)
        public var description: String {
            switch self {
            case .noPackage(let from): return "no Package.swift in \(from) or any folder above it; give the package with --package DIR"
            case .notAPackage(let dir): return "--package \(dir): no Package.swift there"
            case .notASwiftPMBuild(let exe):
                return "cannot tell how \(exe) was built: --watch rebuilds with swift build, so run a product built by swift build (.build/<triple>/debug|release/NAME)"
            }
        }
    }

    /// The package: `explicit` (--package) when given, else `home` (the checkout `motionlab` was built
    /// from) when given, else the nearest folder at or above `workingDirectory` with a Package.swift.
    public static func findPackage(explicit: String?, home: URL?, workingDirectory: URL) throws -> URL {
        let fm = FileManager.default
        if let explicit {
            let dir = URL(fileURLWithPath: explicit, relativeTo: workingDirectory).standardizedFileURL
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue,
                  fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) else { throw Problem.notAPackage(explicit) }
            return dir
        }
        if let home, fm.fileExists(atPath: home.appendingPathComponent("Package.swift").path) { return home.standardizedFileURL }
        var dir = workingDirectory.standardizedFileURL
        while true {
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { throw Problem.noPackage(workingDirectory.path) }
            dir = parent
        }
    }

    /// The product, scratch folder and configuration of the executable at `executable` (resolved):
    /// SwiftPM builds into `<scratch>/<triple>/<debug|release>/<product>`.
    public static func build(of executable: URL) throws -> (product: String, scratch: URL, triple: String, configuration: String) {
        let exe = executable.resolvingSymlinksInPath()
        let configDir = exe.deletingLastPathComponent()
        let tripleDir = configDir.deletingLastPathComponent()
        let configuration = configDir.lastPathComponent
        let triple = tripleDir.lastPathComponent
        guard ["debug", "release"].contains(configuration), triple.split(separator: "-").count >= 3 else {
            throw Problem.notASwiftPMBuild(exe.path)
        }
        return (exe.lastPathComponent, tripleDir.deletingLastPathComponent(), triple, configuration)
    }

    public static func locate(explicitPackage: String?, home: URL?, executable: URL, workingDirectory: URL) throws -> PackageLocation {
        let package = try findPackage(explicit: explicitPackage, home: home, workingDirectory: workingDirectory)
        let b = try build(of: executable)
        return PackageLocation(package: package, product: b.product, scratch: b.scratch, configuration: b.configuration, triple: b.triple)
    }

    /// The build command's arguments (after `swift`).
    public var buildArguments: [String] {
        ["build", "--product", product, "-c", configuration, "--scratch-path", scratch.path, "--package-path", package.path]
    }
}
