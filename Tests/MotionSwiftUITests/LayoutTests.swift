import XCTest
import SwiftUI
@testable import MotionLabPreview

/// Layout against SwiftUI's documented rules, with hand-computed frames (320×568 points, the view
/// centred by the hosting view).
final class LayoutTests: XCTestCase {
    func frames<V: View>(_ size: CGSize = CGSize(width: 320, height: 568), _ make: @escaping () -> V) throws -> ViewSession {
        let s = try ViewSession(size: size, make)
        try s.step()
        return s
    }

    func testHStackPlacesChildrenWithSpacingCentredOnTheCrossAxis() throws {
        let s = try frames {
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 40).accessibilityIdentifier("b")
            }
        }
        // 90 × 40 centred in 320 × 568: origin (115, 264); a centred vertically in 40.
        assertRect(try s.frame("a"), 115, 274, 50, 20)
        assertRect(try s.frame("b"), 175, 264, 30, 40)
    }

    func testDefaultSpacingIsEightAndZeroNextToASpacer() throws {
        let s = try frames {
            VStack {
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }
        }
        XCTAssertEqual(try s.frame("b").minY - s.frame("a").maxY, 8, accuracy: 1e-9)
        let t = try frames {
            HStack {
                Color.red.frame(width: 50, height: 10).accessibilityIdentifier("a")
                Spacer()
                Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("b")
            }
            .frame(width: 300)
        }
        assertRect(try t.frame("a"), 10, 279, 50, 10)
        assertRect(try t.frame("b"), 260, 279, 50, 10)
    }

    func testLeastFlexibleChildIsSizedFirst() throws {
        // Blue can take 0…100, red anything: blue is offered half of 300 and takes 100, red the rest.
        let s = try frames {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("red")
                Color.blue.frame(maxWidth: 100).accessibilityIdentifier("blue")
            }
            .frame(width: 300, height: 50)
        }
        assertRect(try s.frame("red"), 10, 259, 200, 50)
        assertRect(try s.frame("blue"), 210, 259, 100, 50)
    }

    func testHigherLayoutPriorityIsOfferedSpaceFirstLeavingTheOthersTheirMinimum() throws {
        let s = try frames {
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).accessibilityIdentifier("red")
                Color.blue.frame(minWidth: 50).accessibilityIdentifier("blue")
            }
            .frame(width: 300, height: 50)
        }
        XCTAssertEqual(try s.frame("red").width, 250, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("blue").width, 50, accuracy: 1e-9)
    }

    func testAlignmentGuidesAndCustomGuides() throws {
        let s = try frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("b")
            }
        }
        let ax = try s.frame("a").minX, bx = try s.frame("b").minX
        XCTAssertEqual(ax, bx, accuracy: 1e-9)
        // B's trailing edge on A's leading edge: the stack is 150 wide, A starts 50 in.
        let t = try frames {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("b")
            }
        }
        assertRect(try t.frame("a"), 135, 274, 100, 10)
        assertRect(try t.frame("b"), 85, 284, 50, 10)
    }

    func testPaddingFramesAndTheirAlignment() throws {
        let s = try frames {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("inner")
                .padding(10).accessibilityIdentifier("padded")
                .frame(width: 200, height: 100, alignment: .topLeading).accessibilityIdentifier("outer")
        }
        assertRect(try s.frame("outer"), 60, 234, 200, 100)
        assertRect(try s.frame("padded"), 60, 234, 70, 70)
        assertRect(try s.frame("inner"), 70, 244, 50, 50)
    }

    func testFlexibleFramesClampToTheProposal() throws {
        let s = try frames {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 10).frame(maxWidth: .infinity).accessibilityIdentifier("wide")
                Color.blue.frame(width: 40, height: 10).frame(minWidth: 100).accessibilityIdentifier("min")
                Color.green.frame(width: 40, height: 10).frame(maxWidth: 20).accessibilityIdentifier("max")
            }
        }
        XCTAssertEqual(try s.frame("wide").width, 320, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("min").width, 100, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("max").width, 20, accuracy: 1e-9)
    }

    func testAspectRatioFitsTheProposal() throws {
        let s = try frames {
            Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("r").frame(width: 200, height: 200)
        }
        assertRect(try s.frame("r"), 60, 234, 200, 100)
    }

    func testOverlayBackgroundZStackOffsetAndPosition() throws {
        let s = try frames {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 60).accessibilityIdentifier("big")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
                    .background(Color.green.accessibilityIdentifier("bg"))
                    .overlay(alignment: .topLeading) { Color.yellow.frame(width: 5, height: 5).accessibilityIdentifier("dot") }
                    .offset(x: 3, y: 4)
            }
        }
        assertRect(try s.frame("big"), 110, 254, 100, 60)
        assertRect(try s.frame("small"), 193, 298, 20, 20)
        assertRect(try s.frame("bg"), 193, 298, 20, 20)
        assertRect(try s.frame("dot"), 193, 298, 5, 5)
        let t = try frames {
            Color.red.frame(width: 10, height: 10).accessibilityIdentifier("p").position(x: 30, y: 40)
        }
        assertRect(try t.frame("p"), 25, 35, 10, 10)
    }

    func testLazyGridColumnsShareTheWidth() throws {
        let s = try frames {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<4) { i in Color.red.frame(height: 20).accessibilityIdentifier("c\(i)") }
            }
            .frame(width: 300)
        }
        // Columns: 100 fixed, 8 gap, 192 flexible; rows 20 high, 10 apart; grid 300 × 50 centred.
        assertRect(try s.frame("c0"), 10, 259, 100, 20)
        assertRect(try s.frame("c1"), 118, 259, 192, 20)
        assertRect(try s.frame("c3"), 118, 289, 192, 20)
    }

    /// Fixed columns narrower than the grid are centred in it (the grid's default alignment).
    func testFixedColumnsAreCentredInTheGrid() throws {
        let s = try frames {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(80), spacing: 10), count: 3), spacing: 10) {
                ForEach(0..<3) { i in Color.red.frame(height: 20).accessibilityIdentifier("f\(i)") }
            }
            .frame(width: 320)
        }
        // 3 × 80 + 2 × 10 = 260 wide, centred in 320: from 30.
        XCTAssertEqual(try s.frame("f0").minX, 30, accuracy: 1e-9)
        XCTAssertEqual(try s.frame("f2").maxX, 290, accuracy: 1e-9)
    }
}

/// The safe area: content is laid out inside it; `ignoresSafeArea` extends a view that reaches it.
final class SwiftUISafeAreaTests: XCTestCase {
    func testIgnoresSafeAreaExtendsToTheScreensEdges() throws {
        var o = HeadlessSession.Options()
        o.scale = 1
        let preview = Preview("safe") { () -> UIViewController in
            let vc = UIHostingController(rootView: ZStack {
                Color.red.ignoresSafeArea().accessibilityIdentifier("red")
                Color.blue.accessibilityIdentifier("blue")
            })
            vc.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
            return vc
        }
        let s = try HeadlessSession(preview: preview, options: o)
        let t = try s.step(draws: true, tracing: true).rendered.traced
        // UIViewController.h: additionalSafeAreaInsets add to the safe area the view already has —
        // here the preview's 20-point status bar (320×568): 20 + 44 at the top, 34 at the bottom.
        assertRect(try XCTUnwrap(t["blue"]).windowFrame, 0, 64, 320, 470)
        assertRect(try XCTUnwrap(t["red"]).windowFrame, 0, 0, 320, 568)
    }
}
