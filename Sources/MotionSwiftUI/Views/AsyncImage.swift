import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import MotionLab
import MotionSwiftUIAnimation

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case .success(let i) = self { return i }; return nil }
    public var error: (any Error)? { if case .failure(let e) = self { return e }; return nil }
}

/// Why an `AsyncImage` has no image: the URL's bytes are not an image the decoder reads, or there is
/// no decoder (no preview host).
public struct AsyncImageError: Error, CustomStringConvertible {
    public let url: URL
    public let reason: String
    public var description: String { "AsyncImage: \(url.absoluteString): \(reason)" }
}

/// An image loaded from a URL (iOS 15): empty (the placeholder) until the load ends, then the image or
/// the failure. A `file:` URL loads at the view's first update's task (the next frame); an `http(s):`
/// URL through `URLSession` — on a machine without network (CI) its phase is the failure, as on an
/// offline iPhone. The bytes go through the preview host's image decoder (PNG, JPEG). The image is
/// drawn at `scale` (1: one pixel a point).
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let content: (AsyncImagePhase) -> Content
    @State private var phase: AsyncImagePhase = .empty

    /// The image, or a grey placeholder filling the space offered while loading or after a failure.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, Color> {
        self.url = url; self.scale = scale; transaction = Transaction()
        content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: image) }
            return ViewBuilder.buildEither(second: Color(uiColor: .secondarySystemFill))
        }
    }

    /// `content` of the loaded image, `placeholder` until then (and after a failure).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url; self.scale = scale; transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// `content` of each phase; the change of phase animates with `transaction`'s animation.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale; self.transaction = transaction; self.content = content
    }

    public var body: some View {
        let url = self.url, scale = self.scale, transaction = self.transaction
        let phase = $phase
        content(self.phase)
            .task(id: url) {
                let loaded = await AsyncImageLoader.load(url, scale: scale)
                withTransaction(transaction) { phase.wrappedValue = loaded }
            }
    }
}

enum AsyncImageLoader {
    static func load(_ url: URL?, scale: CGFloat) async -> AsyncImagePhase {
        guard let url else { return .empty }
        // A load ends in a later frame than the one that starts it, even from a file (iOS loads through
        // URLSession either way): the first frame shows the placeholder.
        try? await Task.sleep(nanoseconds: 1_000_000)
        do {
            let data: Data
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else {
                let (bytes, response) = try await URLSession.shared.data(from: url)
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    return .failure(AsyncImageError(url: url, reason: "HTTP status \(http.statusCode)"))
                }
                data = bytes
            }
            return .success(try decode(data, url: url, scale: scale))
        } catch {
            return .failure(error)
        }
    }

    /// The image in `data` (the host's decoder reads files, so the bytes go through a temporary one).
    static func decode(_ data: Data, url: URL, scale: CGFloat) throws -> Image {
        guard let decoder = UIServices.imageDecoder else { throw AsyncImageError(url: url, reason: "no image decoder (no preview host)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("motionlab-asyncimage-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let cg = try? decoder.decode(contentsOf: file.path) else {
            throw AsyncImageError(url: url, reason: "not an image the decoder reads (\(data.count) bytes)")
        }
        let s = scale.isFinite && scale > 0 ? scale : 1
        return Image(uiImage: UIImage(cgImage: cg, scale: s))
    }
}
