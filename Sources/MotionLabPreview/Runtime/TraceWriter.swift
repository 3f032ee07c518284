import Foundation
import MotionOutput
import MotionGeometry
import MotionRender
import MotionHost

/// Writes one JSON object per rendered frame (JSON Lines):
/// `{"frame":n,"t":seconds,"layers":{NAME:{"position":[x,y],"bounds":[x,y,w,h],"anchorPoint":[x,y],
/// "opacity":o,"zPosition":z,"transform":[m11…m44],"hidden":b,"windowFrame":[x,y,w,h]}}}`
/// (shape layers add `"strokeStart":s,"strokeEnd":e`, their presentation values) with layers in name
/// order and numbers in their shortest round-tripping form, so runs are byte-identical.
///
/// The file is written through the path as given (`OutputFile`): a symbolic link keeps pointing at
/// its target, which receives the trace; `/dev/null`, `/dev/stdout` or a FIFO are written, never
/// replaced; a regular file is replaced only by `finish()`, so a run that fails part-way leaves the
/// previous trace intact. Every write is checked: `cannot write trace.jsonl: No space left on device`.
public final class TraceWriter {
    private let file: OutputFile
    public let path: String

    /// - Throws: `OutputError` when the trace cannot be created (a folder, a missing parent, no permission).
    public init(path: String) throws {
        file = try OutputFile(path: path)
        self.path = path
    }

    /// Appends one frame's line. - Throws: `OutputError` (a full disk, a closed pipe).
    public func write(frame: Int, time: Double, layers: [String: TracedLayer], layoutFrames: [String: CGRect] = [:]) throws {
        try file.write(TraceWriter.line(frame: frame, time: time, layers: layers, layoutFrames: layoutFrames))
    }

    /// Completes the trace (see the type's notes); without it the partial trace is discarded.
    public func finish() throws {
        try file.commit()
    }

    /// `layoutFrames`: for views placed by Auto Layout, the frame as laid out (in the superview, the
    /// model — what the presentation animates to), written as `"layoutFrame":[x,y,w,h]` after the
    /// layer's values; layers without one are written exactly as before.
    public static func line(frame: Int, time: Double, layers: [String: TracedLayer], layoutFrames: [String: CGRect] = [:]) -> String {
        var s = "{\"frame\":\(frame),\"t\":\(num(time)),\"layers\":{"
        for (i, name) in layers.keys.sorted().enumerated() {
            let l = layers[name]!
            if i > 0 { s += "," }
            let m = l.transform
            let mv = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
            s += "\(JSONText.string(name)):{\"position\":[\(num(l.position.x)),\(num(l.position.y))],"
            s += "\"bounds\":[\(num(l.bounds.origin.x)),\(num(l.bounds.origin.y)),\(num(l.bounds.width)),\(num(l.bounds.height))],"
            s += "\"anchorPoint\":[\(num(l.anchorPoint.x)),\(num(l.anchorPoint.y))],\"opacity\":\(num(Double(l.opacity))),"
            s += "\"zPosition\":\(num(l.zPosition)),\"transform\":[\(mv.map { num($0) }.joined(separator: ","))],"
            s += "\"hidden\":\(l.hidden),\"windowFrame\":[\(num(l.windowFrame.origin.x)),\(num(l.windowFrame.origin.y)),\(num(l.windowFrame.width)),\(num(l.windowFrame.height))]"
            if let stroke = l.stroke { s += ",\"strokeStart\":\(num(stroke.start)),\"strokeEnd\":\(num(stroke.end))" }
            if let f = layoutFrames[name] {
                s += ",\"layoutFrame\":[\(num(f.origin.x)),\(num(f.origin.y)),\(num(f.width)),\(num(f.height))]"
            }
            s += "}"
        }
        return s + "}}\n"
    }

    static func num(_ v: CGFloat) -> String { num(Double(v)) }

    /// Shortest round-tripping decimal; non-finite values (never expected) become null, keeping the JSON valid.
    static func num(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }
}
