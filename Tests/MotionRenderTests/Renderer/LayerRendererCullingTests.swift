import XCTest
import MotionLab
@testable import MotionRender

/// Culling (`DrawListBuilder+Culling`): a layer wholly outside the clips it is drawn under is left out of
/// the list — never one that shows. Checked against the list that keeps every layer: the culled list is
/// that list with some commands taken out, and every command taken out draws only outside its clips. A
/// scrolled list patched frame after frame (rows entering and leaving the clip splice the list) draws
/// exactly what a fresh renderer draws.
final class LayerRendererCullingTests: RenderTestCase {
    /// A clipping "scroll view" 300 × 400 at (10, 40) whose content is `rows` rows 44 high, each with a
    /// label-like sublayer, some with parts reaching out of the row.
    @discardableResult
    func makeScroller(rows: Int, in parent: CALayer? = nil, _ configureRow: (Int, CALayer) -> Void = { _, _ in }) -> CALayer {
        let scroller = layer(CGRect(x: 10, y: 40, width: 300, height: 400), Self.green, in: parent) { $0.masksToBounds = true }
        for i in 0..<rows {
            let row = layer(CGRect(x: 0, y: CGFloat(i) * 44, width: 300, height: 44), Self.red, in: scroller, name: "row\(i)")
            layer(CGRect(x: 16, y: 12, width: 120, height: 20), Self.blue, in: row)
            configureRow(i, row)
        }
        return scroller
    }

    func reference(at dt: CFTimeInterval = 0) -> [DrawCommand] {
        let r = LayerRenderer(keepsFrames: false)
        r.cullsClippedLayers = false
        return r.render(root: root, at: t0 + dt)
    }

    /// The commands of `full` missing from `culled` (which must be `full` with some taken out), with the
    /// clip each was drawn under (nil: none), in the coordinates of the target it was drawn into. A clip
    /// or group left out is one command (what it covers), its inside skipped.
    func dropped(_ full: [DrawCommand], _ culled: [DrawCommand], file: StaticString = #filePath, line: UInt = #line) -> [(DrawCommand, CGRect?)] {
        var out: [(DrawCommand, CGRect?)] = []
        var clips: [CGRect?] = [nil]
        var j = 0
        var i = 0
        while i < full.count {
            let c = full[i]
            let kept = j < culled.count && IncrementalEvaluationTests.same(c, culled[j])
            guard kept else {
                out.append((c, clips.last!))
                if DamageDiff.isOpener(c) {
                    // Past its closer.
                    var depth = 0
                    repeat {
                        if DamageDiff.isOpener(full[i]) { depth += 1 } else if DamageDiff.isCloser(full[i]) { depth -= 1 }
                        i += 1
                    } while depth > 0 && i < full.count
                } else {
                    i += 1
                }
                continue
            }
            j += 1
            i += 1
            switch c {
            case let .pushClip(size, transform):
                let box = DamageDiff.box(size, transform) ?? .null
                clips.append(clips.last!.map { $0.intersection(box) } ?? box)
            case let .beginGroup(size, _, _):
                // A group is a target of its own: its commands are in its coordinates, over its rect.
                clips.append(CGRect(origin: .zero, size: size))
            case .popClip, .endGroup:
                clips.removeLast()
            default:
                break
            }
        }
        XCTAssertEqual(j, culled.count, "the culled list is not the full list with commands taken out", file: file, line: line)
        return out
    }

    /// Every command taken out draws wholly outside the clip it was under (a point of margin aside).
    func assertDroppedAreHidden(_ full: [DrawCommand], _ culled: [DrawCommand], _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        for (c, clip) in dropped(full, culled, file: file, line: line) {
            let box: CGRect?
            switch c {
            case let .fill(size, transform, _, _, _), let .image(_, size, transform, _, _), let .border(size, transform, _, _, _, _),
                 let .pushClip(size, transform), let .beginGroup(size, transform, _):
                box = DamageDiff.box(size, transform)
            default:
                continue
            }
            guard let box, let clip else {
                XCTFail("\(message): \(c) was left out though nothing clips it", file: file, line: line)
                continue
            }
            XCTAssertFalse(box.intersects(clip), "\(message): \(c) (box \(box)) was left out but shows in \(clip)", file: file, line: line)
        }
    }

    func testRowsOutsideTheClipAreNotDrawn() {
        makeScroller(rows: 200)
        let c = draw()
        // The scroller's background, its clip, the ten rows that reach into its 400 points (the tenth,
        // 396…440, without its label at 408…428), and the clip's end.
        XCTAssertEqual(kinds(c), ["fill", "push"] + Array(repeating: "fill", count: 19) + ["pop"])
        assertDroppedAreHidden(reference(), c, "200 rows")
        XCTAssertEqual(reference().count, 2 + 400 + 1)
    }

    func testWhatReachesIntoTheClipIsKept() {
        let scroller = makeScroller(rows: 30) { i, row in
            switch i {
            case 12:
                // A badge hanging far below its row (the row itself is outside the clip).
                self.layer(CGRect(x: 200, y: -400, width: 20, height: 20), Self.green, in: row)
            case 10:
                // A shadow reaching up into the clip from 40 points below it: moved up 30, blurred with σ 6.
                self.quietly { row.shadowOpacity = 1; row.shadowRadius = 6; row.shadowOffset = CGSize(width: 0, height: -30) }
            case 14:
                // A shape layer with no bounds whose path lies inside the clip.
                let shape = CAShapeLayer()
                self.quietly {
                    shape.path = CGPath(rect: CGRect(x: 10, y: -500, width: 30, height: 30), transform: nil)
                    row.addSublayer(shape)
                }
            case 15:
                // An image larger than its layer, centred, reaching up into the clip.
                self.quietly {
                    row.contents = CGImage(width: 40, height: 800, pixels: [UInt8](repeating: 255, count: 40 * 800 * 4))
                    row.contentsGravity = .center
                }
            default:
                break
            }
        }
        quietly { scroller.bounds.origin.y = 0 }
        let c = draw()
        let full = reference()
        assertDroppedAreHidden(full, c, "rows reaching into the clip")
        // Each of the four reaching rows drew (their backgrounds are among the kept fills).
        let kept = Set(c.compactMap { cmd -> CGFloat? in
            if case let .fill(size, transform, _, _, _) = cmd, size == CGSize(width: 300, height: 44) { return transform.m42 }
            return nil
        })
        for i in [10, 12, 14, 15] { XCTAssertTrue(kept.contains(40 + CGFloat(i) * 44), "row \(i) reaches into the clip and is drawn") }
        XCTAssertFalse(kept.contains(40 + 20 * 44), "row 20 does not")
    }

    func testHiddenTransformedAndRoundedClipsCullAsTheyShow() {
        let scroller = makeScroller(rows: 60)
        // Rounded corners: the sublayers are clipped in a group over the bounds.
        quietly { scroller.cornerRadius = 12 }
        var c = draw()
        assertDroppedAreHidden(reference(), c, "rounded clip")
        XCTAssertLessThan(c.count, 40)
        // Rotated: a group too; what a rotated clip covers is culled in the group's own space.
        quietly { scroller.cornerRadius = 0; scroller.transform = CATransform3DMakeRotation(0.3, 0, 0, 1) }
        c = draw(at: 1)
        XCTAssertLessThan(c.count, 40)
        // The group, the background, nine rows with their labels and the tenth without (as above).
        XCTAssertEqual(kinds(c), ["fill", "begin"] + Array(repeating: "fill", count: 19) + ["end"])
        assertDroppedAreHidden(reference(at: 1), c, "rotated clip")
        // Perspective: the group is drawn in perspective, but its sublayers are culled in its own flat
        // space as before.
        quietly {
            var m = CATransform3DIdentity
            m.m34 = -1 / 500
            scroller.transform = CATransform3DRotate(m, 0.4, 1, 0, 0)
        }
        c = draw(at: 2)
        XCTAssertEqual(kinds(c), ["fill", "begin"] + Array(repeating: "fill", count: 19) + ["end"])
        // A perspective layer inside the clip is not bounded cheaply: kept, wherever it is.
        quietly {
            scroller.transform = CATransform3DIdentity
            var m = CATransform3DIdentity
            m.m34 = -1 / 500
            scroller.sublayers?[50].transform = CATransform3DRotate(m, 0.4, 1, 0, 0)
        }
        c = draw(at: 3)
        XCTAssertEqual(kinds(c), ["fill", "push"] + Array(repeating: "fill", count: 19 + 2) + ["pop"])
    }

    func testScrollingPatchesAndSplicesWhatAFreshRendererDraws() {
        var r = IncrementalRandom(state: 0x5C20_11ED)
        // The scroller inside a screen, with a bar drawn after it: both change now and then, so the records
        // above and after the spliced rows are read again.
        let screen = layer(CGRect(x: 0, y: 0, width: 320, height: 480), Self.blue)
        let scroller = makeScroller(rows: 120, in: screen) { i, row in
            // Some rows reach out (badges, shadows), some round their corners, some are shapes.
            switch i % 7 {
            case 1: self.layer(CGRect(x: 280, y: -10, width: 16, height: 16), Self.green, in: row)
            case 3: self.quietly { row.shadowOpacity = 0.5; row.shadowRadius = 2 }
            case 5: self.quietly { row.cornerRadius = 8; row.masksToBounds = true }
            default: break
            }
        }
        let bar = layer(CGRect(x: 0, y: 0, width: 320, height: 44), Self.green, in: screen)
        layer(CGRect(x: 8, y: 8, width: 100, height: 28), Self.red, in: bar)
        let kept = LayerRenderer()
        var spliced = 0, patched = 0
        var t = t0
        var y: CGFloat = 0
        for frame in 0..<150 {
            // Scroll by 0…30 points a frame, back and forth; now and then a row changes.
            y = max(0, min(120 * 44 - 400, y + CGFloat(r.pick(31)) * (frame % 50 < 35 ? 1 : -1)))
            quietly { scroller.bounds.origin.y = y }
            if r.pick(4) == 0, let rows = scroller.sublayers {
                let row = rows[r.pick(rows.count)]
                quietly { row.backgroundColor = r.pick(2) == 0 ? Self.red : Self.blue }
            }
            if r.pick(5) == 0 { quietly { bar.backgroundColor = r.pick(2) == 0 ? Self.red : Self.green } }
            if r.pick(9) == 0 { quietly { screen.backgroundColor = r.pick(2) == 0 ? Self.blue : Self.green } }
            t += 1.0 / 60
            AnimationDriver.shared.advance(to: t)
            let list = kept.render(root: root, at: t)
            let fresh = LayerRenderer(keepsFrames: false).render(root: root, at: t)
            XCTAssertEqual(list.count, fresh.count, "frame \(frame) at y \(y): \(kinds(list)) vs \(kinds(fresh))")
            for (k, (a, b)) in zip(list, fresh).enumerated() where !IncrementalEvaluationTests.same(a, b) {
                XCTFail("frame \(frame) at y \(y): command \(k) differs:\n kept    \(a)\n scratch \(b)")
                break
            }
            if frame > 0 {
                XCTAssertFalse(kept.statistics.rebuilt, "frame \(frame): scrolling is patched, not rebuilt")
                if kept.statistics.spliced { spliced += 1 } else { patched += 1 }
            }
            let unculled = LayerRenderer(keepsFrames: false)
            unculled.cullsClippedLayers = false
            assertDroppedAreHidden(unculled.render(root: root, at: t), list, "frame \(frame)")
        }
        // Rows entered and left the clip (splices) and some frames kept the same rows (patches in place).
        XCTAssertGreaterThan(spliced, 20)
        XCTAssertGreaterThan(patched, 5)
    }
}
