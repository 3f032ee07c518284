import XCTest
import MotionLab
import MotionRender
@testable import MotionLabPreview

/// The trace line format: shape layers add their stroke values after the common fields; other layers
/// keep exactly the common fields.
final class TraceWriterTests: XCTestCase {
    func layer(stroke: (start: CGFloat, end: CGFloat)?) -> TracedLayer {
        TracedLayer(position: CGPoint(x: 1, y: 2), bounds: CGRect(x: 0, y: 0, width: 3, height: 4),
                    anchorPoint: CGPoint(x: 0.5, y: 0.5), opacity: 1, zPosition: 0, transform: CATransform3DIdentity,
                    hidden: false, windowFrame: CGRect(x: 5, y: 6, width: 3, height: 4), stroke: stroke)
    }

    func testShapeLayersAddStrokeStartAndEnd() throws {
        let line = TraceWriter.line(frame: 7, time: 0.5, layers: ["arc": layer(stroke: (0.25, 0.75)), "box": layer(stroke: nil)])
        XCTAssertTrue(line.contains("\"windowFrame\":[5,6,3,4],\"strokeStart\":0.25,\"strokeEnd\":0.75}"), line)
        XCTAssertTrue(line.hasSuffix("\"box\":{\"position\":[1,2],\"bounds\":[0,0,3,4],\"anchorPoint\":[0.5,0.5],\"opacity\":1,"
            + "\"zPosition\":0,\"transform\":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],\"hidden\":false,\"windowFrame\":[5,6,3,4]}}}\n"), line)
        let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        let arc = (obj["layers"] as! [String: [String: Any]])["arc"]!
        XCTAssertEqual((arc["strokeEnd"] as! NSNumber).doubleValue, 0.75)
    }

    /// Layer names come from the user's code (`name`, `accessibilityIdentifier`): quotes, backslashes and
    /// control characters are escaped, so every trace line stays one valid JSON object.
    func testNamesWithQuotesAndControlCharactersStayValidJSON() throws {
        let names = ["say \"hi\"", "back\\slash", "two\nlines", "tab\there", "bell\u{07}", "café ✓"]
        let line = TraceWriter.line(frame: 0, time: 0, layers: Dictionary(uniqueKeysWithValues: names.map { ($0, layer(stroke: nil)) }))
        XCTAssertEqual(line.filter { $0 == "\n" }.count, 1, "one line")
        let obj = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
        XCTAssertEqual(Set((obj["layers"] as! [String: Any]).keys), Set(names))
    }
}
