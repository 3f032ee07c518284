import Foundation

/// Which files `UIImage(named:)` tries, in order: "name@Nx.ext" for the screen's scale N, then the
/// higher scales, then the lower ones (@1x is plain "name.ext"); each scale in every resource
/// directory before the next scale. A name without an extension means ".png".
enum ImageLookup {
    struct Candidate: Equatable {
        var fileName: String
        var scale: Int
    }

    static func candidates(for name: String, screenScale: CGFloat) -> [Candidate] {
        let ns = name as NSString
        let ext = ns.pathExtension.isEmpty ? "png" : ns.pathExtension
        let base = ns.pathExtension.isEmpty ? name : ns.deletingPathExtension
        let preferred = min(max(Int(screenScale.rounded()), 1), 3)
        let order = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
            + Array(stride(from: preferred - 1, through: 1, by: -1))
        return order.map { s in Candidate(fileName: s == 1 ? "\(base).\(ext)" : "\(base)@\(s)x.\(ext)", scale: s) }
    }

    /// The scale a file name declares ("x@2x.png" → 2), 1 without a suffix.
    static func scale(ofFileNamed file: String) -> CGFloat {
        let base = (file as NSString).deletingPathExtension
        for s in [3, 2] where base.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }
}

extension UIImage {
    /// Loads an image by name from `UIServices.resourceDirectories`, choosing the variant for
    /// `UIServices.screenScale` (see `ImageLookup`): "app-bg" at scale 2 finds "app-bg@2x.png".
    /// - Throws: `UIServiceError` without a decoder; `UIImageError.notFound` naming every path tried;
    ///   `UIImageError.decodingFailed` naming the file when it is corrupt.
    public static func load(named name: String) throws -> UIImage {
        let decoder = try UIServices.requireImageDecoder(for: "UIImage(named: \"\(name)\")")
        if let files = InterfaceBuilderRegistry.imageFiles(named: name), !files.isEmpty {
            // An asset catalog's image set or a loose image of the target's iOS/ folder: the file of the
            // scale nearest the screen's (ImageLookup's order).
            let order = ImageLookup.candidates(for: "x", screenScale: UIServices.screenScale).map(\.scale)
            let file = order.lazy.compactMap { s in files.first { $0.scale == s } }.first ?? files[0]
            if let problem = UIImageError.notAFile(file.path) { throw problem }
            do {
                let image = UIImage(cgImage: try DecodedImageCache.shared.image(at: file.path, decoder: decoder), scale: CGFloat(file.scale))
                let mode = InterfaceBuilderRegistry.imageRenderingMode(named: name)   // the set's "Render As"
                return mode == .automatic ? image : image.withRenderingMode(mode)
            } catch {
                throw UIImageError.decodingFailed(path: file.path, underlying: error)
            }
        }
        let directories = UIServices.resourceDirectories
        var searched: [String] = []
        for candidate in ImageLookup.candidates(for: name, screenScale: UIServices.screenScale) {
            for directory in directories {
                let path = (directory as NSString).appendingPathComponent(candidate.fileName)
                searched.append(path)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                if let problem = UIImageError.notAFile(path) { throw problem }
                do {
                    return UIImage(cgImage: try DecodedImageCache.shared.image(at: path, decoder: decoder),
                                   scale: CGFloat(candidate.scale))
                } catch {
                    throw UIImageError.decodingFailed(path: path, underlying: error)
                }
            }
        }
        throw UIImageError.notFound(name: name, searched: searched, directories: directories)
    }
}

/// Decoded image files by path, kept while the file is unchanged (size and modification date), so
/// rebuilding a scene — a reset, a tuning key, scrubbing the timeline — does not decode its images
/// again. `CGImage` is immutable, so sharing one between scenes and sessions is safe.
final class DecodedImageCache {
    static let shared = DecodedImageCache()
    private struct Entry { let image: CGImage; let size: UInt64; let modified: Date; let decoder: ObjectIdentifier }
    private var entries: [String: Entry] = [:]
    private let lock = NSLock()
    /// Bounded, so a process previewing many images does not keep them all.
    private let capacity = 256

    func image(at path: String, decoder: ImageDecoding) throws -> CGImage {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = attributes?[.modificationDate] as? Date ?? .distantPast
        lock.lock()
        let id = ObjectIdentifier(decoder)
        if let e = entries[path], e.size == size, e.modified == modified, e.decoder == id { lock.unlock(); return e.image }
        lock.unlock()
        let image = try decoder.decode(contentsOf: path)
        lock.lock(); defer { lock.unlock() }
        if entries.count >= capacity { entries.removeAll() }
        entries[path] = Entry(image: image, size: size, modified: modified, decoder: id)
        return image
    }

    /// The images held now: shared by every scene that shows them, so a census of what a reset freed
    /// counts them as the cache's, not as a leak of the scene that first decoded them.
    var cachedImages: [CGImage] {
        lock.lock(); defer { lock.unlock() }
        return entries.values.map(\.image)
    }
}
