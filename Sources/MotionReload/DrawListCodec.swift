import Foundation
import MotionGeometry
import MotionRender

/// Sends draw lists from the preview process to the window process. Images go once each (by id) and
/// are released when the preview lets go of them, so a frame costs its commands, not its pixels.
public final class DrawListEncoder {
    private struct Sent { weak var image: CGImage?; let id: UInt32 }
    private var sent: [ObjectIdentifier: Sent] = [:]
    private var nextID: UInt32 = 1
    public init() {}

    /// The messages for one frame: new images, released images, then the frame itself.
    public func encode(_ commands: [DrawCommand], clear: CGColor) -> [PreviewLink.Message] {
        var messages: [PreviewLink.Message] = []
        var w = WireWriter()
        w.color(clear)
        w.int(commands.count)
        func image(_ i: CGImage) -> UInt32 {
            let key = ObjectIdentifier(i)
            if let s = sent[key], s.image === i { return s.id }
            let id = nextID; nextID &+= 1
            sent[key] = Sent(image: i, id: id)
            messages.append(.image(id: id, width: i.width, height: i.height, pixels: i.pixels))
            return id
        }
        for c in commands {
            switch c {
            case let .fill(size, transform, color, radius, opacity):
                w.u8(0); w.size(size); w.transform(transform); w.color(color); w.cg(radius); w.cg(opacity)
            case let .image(i, size, transform, opacity, radius):
                let id = image(i)
                w.u8(1); w.u32(id); w.size(size); w.transform(transform); w.cg(opacity); w.cg(radius)
            case let .border(size, transform, width, color, radius, opacity):
                w.u8(2); w.size(size); w.transform(transform); w.cg(width); w.color(color); w.cg(radius); w.cg(opacity)
            case let .pushClip(size, transform):
                w.u8(3); w.size(size); w.transform(transform)
            case .popClip:
                w.u8(4)
            case let .beginGroup(size, transform, opacity):
                w.u8(5); w.size(size); w.transform(transform); w.cg(opacity)
            case .endGroup:
                w.u8(6)
            case let .mask(i, size, transform):
                let id = image(i)
                w.u8(7); w.u32(id); w.size(size); w.transform(transform)
            case let .blur(sigma, opaque):
                w.u8(8); w.cg(sigma); w.u8(opaque ? 1 : 0)
            case let .shadow(sigma, offset, color, opacity):
                w.u8(9); w.cg(sigma); w.size(offset); w.color(color); w.cg(opacity)
            }
        }
        // Images the preview no longer holds.
        var gone: [UInt32] = []
        for (key, s) in sent where s.image == nil { gone.append(s.id); sent[key] = nil }
        if !gone.isEmpty { messages.append(.releaseImages(gone)) }
        messages.append(.frame(w.bytes))
        return messages
    }
}

/// The window process's side: the images received so far and the frames they draw.
public final class DrawListDecoder {
    private var images: [UInt32: CGImage] = [:]
    public init() {}

    public var imageCount: Int { images.count }

    public func addImage(id: UInt32, width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else {
            throw WireReader.Failure.bad("image \(id): \(pixels.count) bytes for \(width)×\(height)")
        }
        images[id] = CGImage(width: width, height: height, pixels: pixels)
    }

    public func release(_ ids: [UInt32]) { for id in ids { images[id] = nil } }

    public func decode(_ bytes: [UInt8]) throws -> (commands: [DrawCommand], clear: CGColor) {
        var r = WireReader(bytes)
        let clear = try r.color()
        let n = try r.int()
        guard n <= bytes.count else { throw WireReader.Failure.bad("\(n) commands in \(bytes.count) bytes") }
        var out: [DrawCommand] = []
        out.reserveCapacity(n)
        func image(_ id: UInt32) throws -> CGImage {
            guard let i = images[id] else { throw WireReader.Failure.bad("frame uses unknown image \(id)") }
            return i
        }
        for _ in 0..<n {
            switch try r.u8() {
            case 0: out.append(.fill(size: try r.size(), transform: try r.transform(), color: try r.color(), cornerRadius: try r.cg(), opacity: try r.cg()))
            case 1:
                let i = try image(try r.u32())
                out.append(.image(i, size: try r.size(), transform: try r.transform(), opacity: try r.cg(), cornerRadius: try r.cg()))
            case 2: out.append(.border(size: try r.size(), transform: try r.transform(), width: try r.cg(), color: try r.color(),
                                       cornerRadius: try r.cg(), opacity: try r.cg()))
            case 3: out.append(.pushClip(size: try r.size(), transform: try r.transform()))
            case 4: out.append(.popClip)
            case 5: out.append(.beginGroup(size: try r.size(), transform: try r.transform(), opacity: try r.cg()))
            case 6: out.append(.endGroup)
            case 7:
                let i = try image(try r.u32())
                out.append(.mask(i, size: try r.size(), transform: try r.transform()))
            case 8: out.append(.blur(sigma: try r.cg(), opaque: try r.u8() != 0))
            case 9: out.append(.shadow(sigma: try r.cg(), offset: try r.size(), color: try r.color(), opacity: try r.cg()))
            case let k: throw WireReader.Failure.bad("unknown draw command \(k)")
            }
        }
        return (out, clear)
    }
}
