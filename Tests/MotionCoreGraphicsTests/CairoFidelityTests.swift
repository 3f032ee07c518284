import XCTest
import CCairo
@testable import MotionCoreGraphics

/// Drawing compared pixel by pixel with cairo (supersampled 16×, see `CairoReference`) on the same
/// paths: fills within about 1/255 of cairo's coverage at edges, strokes (caps, joins, miter limit,
/// dashes, an elliptical pen under a non-uniform scale) within a few 1/255 where round joins and
/// curves are polygonised differently, clips, gradients, blend modes and images.
final class CairoFidelityTests: XCTestCase {
    let W = 64, H = 64

    /// `supersample`: 16 for geometry (cairo's edges averaged to exact coverage); 1 for paints sampled
    /// at pixel centres (gradients), where a supersampled reference would smooth the hard ends of an
    /// unextended gradient that both draw at pixel centres.
    private func compare(_ name: String, maxError: Float, meanError: Float = 0.25, supersample: Int = 16,
                         ours: (CGContext) -> Void, cairo: (OpaquePointer) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let ctx = CairoReference.context(W, H)
        ours(ctx)
        let reference = CairoReference.render(width: W, height: H, supersample: supersample, cairo)
        let mine = CairoReference.pixels(ctx)
        let d = CairoReference.difference(mine, reference)
        XCTAssertLessThanOrEqual(d.max, maxError, "\(name): largest difference \(d.max)/255", file: file, line: line)
        XCTAssertLessThanOrEqual(d.mean, meanError, "\(name): mean difference \(d.mean)/255", file: file, line: line)
        XCTAssertGreaterThan(CairoReference.alphaSum(reference), 1, "\(name): the reference drew nothing", file: file, line: line)
    }

    /// Strokes are unions of pieces (segments, joins, caps) whose windings add up: where two pieces'
    /// edges cross inside one pixel (a join's inner corner) the accumulated area overstates that pixel
    /// (the rasteriser's documented limit), by up to about 6 %; a wrong cap, join, miter decision or dash
    /// is off by far more (a whole half-width of coverage) over many pixels.
    static let strokeMax: Float = 16

    /// Fill coverage: within 1/255 of cairo's, plus half a level for storing 8 bits and a tenth for the
    /// supersampled reference's own error.
    static let fillMax: Float = 1.6

    private func white(_ cr: OpaquePointer) { cairo_set_source_rgba(cr, 1, 1, 1, 1) }

    func testFillsMatchCairoCoverage() {
        compare("circle", maxError: Self.fillMax, ours: { c in
            c.setFillColor(.white); c.fillEllipse(in: CGRect(x: 7.3, y: 5.1, width: 47.2, height: 51.9))
        }, cairo: { cr in
            self.white(cr); CairoReference.ellipse(cr, CGRect(x: 7.3, y: 5.1, width: 47.2, height: 51.9)); cairo_fill(cr)
        })
        // A concave star outline, and inside it a square wound the same way: nonzero fills the square
        // (winding 2), even-odd leaves it a hole.
        let star = (0..<10).map { i -> CGPoint in
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5, r: CGFloat = i % 2 == 0 ? 28 : 12.5
            return CGPoint(x: 32.2 + r * cos(a), y: 33.1 + r * sin(a))
        }
        let square = [CGPoint(x: 27.3, y: 29.6), CGPoint(x: 37.1, y: 29.6), CGPoint(x: 37.1, y: 38.8), CGPoint(x: 27.3, y: 38.8)]
        for rule in [CGPathFillRule.winding, .evenOdd] {
            compare("star \(rule)", maxError: Self.fillMax, ours: { c in
                c.setFillColor(.white); c.addLines(between: star); c.closePath(); c.addLines(between: square); c.closePath()
                c.fillPath(using: rule)
            }, cairo: { cr in
                self.white(cr)
                for poly in [star, square] {
                    cairo_move_to(cr, Double(poly[0].x), Double(poly[0].y))
                    for p in poly.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                    cairo_close_path(cr)
                }
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
            })
        }
        compare("rotated rect and curve", maxError: Self.fillMax, ours: { c in
            c.setFillColor(red: 0.2, green: 0.6, blue: 1, alpha: 0.8)
            c.translateBy(x: 32, y: 32); c.rotate(by: 0.4)
            c.addRect(CGRect(x: -20, y: -9.5, width: 40, height: 19))
            c.move(to: CGPoint(x: -25, y: 20)); c.addCurve(to: CGPoint(x: 25, y: 22), control1: CGPoint(x: -10, y: 12), control2: CGPoint(x: 10, y: 16))
            c.addQuadCurve(to: CGPoint(x: -25, y: 20), control: CGPoint(x: 0, y: 35))
            c.fillPath()
        }, cairo: { cr in
            cairo_set_source_rgba(cr, 0.2, 0.6, 1, 0.8)
            cairo_translate(cr, 32, 32); cairo_rotate(cr, 0.4)
            cairo_rectangle(cr, -20, -9.5, 40, 19)
            cairo_move_to(cr, -25, 20); cairo_curve_to(cr, -10, 12, 10, 16, 25, 22)
            // The quadratic as the cubic it is (cairo has no quadratic).
            cairo_curve_to(cr, 25 + 2.0 / 3 * (0 - 25), 22 + 2.0 / 3 * (35 - 22), -25 + 2.0 / 3 * (0 + 25), 20 + 2.0 / 3 * (35 - 20), -25, 20)
            cairo_fill(cr)
        })
    }

    func testStrokeCapsJoinsAndMiterLimitMatchCairo() {
        let zigzag = [CGPoint(x: 8, y: 50), CGPoint(x: 20, y: 14), CGPoint(x: 30, y: 50), CGPoint(x: 38.5, y: 20), CGPoint(x: 56, y: 44)]
        let caps: [(CGLineCap, cairo_line_cap_t)] = [(.butt, CAIRO_LINE_CAP_BUTT), (.round, CAIRO_LINE_CAP_ROUND), (.square, CAIRO_LINE_CAP_SQUARE)]
        let joins: [(CGLineJoin, cairo_line_join_t)] = [(.miter, CAIRO_LINE_JOIN_MITER), (.round, CAIRO_LINE_JOIN_ROUND), (.bevel, CAIRO_LINE_JOIN_BEVEL)]
        for (cap, ccap) in caps {
            for (join, cjoin) in joins {
                for limit in [10.0, 2.0] where join == .miter || limit == 10 {
                    compare("zigzag \(cap) \(join) limit \(limit)", maxError: Self.strokeMax, supersample: 8, ours: { c in
                        c.setStrokeColor(.white); c.setLineWidth(5.5); c.setLineCap(cap); c.setLineJoin(join); c.setMiterLimit(CGFloat(limit))
                        c.addLines(between: zigzag); c.strokePath()
                    }, cairo: { cr in
                        self.white(cr); cairo_set_line_width(cr, 5.5); cairo_set_line_cap(cr, ccap); cairo_set_line_join(cr, cjoin)
                        cairo_set_miter_limit(cr, limit)
                        cairo_move_to(cr, Double(zigzag[0].x), Double(zigzag[0].y))
                        for p in zigzag.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                        cairo_stroke(cr)
                    })
                }
            }
        }
    }

    func testDashedArcsAndClosedShapesMatchCairo() {
        compare("dashed arc", maxError: Self.strokeMax, ours: { c in
            c.setStrokeColor(.white); c.setLineWidth(4); c.setLineCap(.round)
            c.setLineDash(phase: 3, lengths: [9, 5, 2, 5])
            c.addArc(center: CGPoint(x: 32, y: 32), radius: 24, startAngle: 0.3, endAngle: 5.5, clockwise: false)
            c.strokePath()
        }, cairo: { cr in
            self.white(cr); cairo_set_line_width(cr, 4); cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            var dashes: [Double] = [9, 5, 2, 5]
            cairo_set_dash(cr, &dashes, 4, 3)
            cairo_arc(cr, 32, 32, 24, 0.3, 5.5)
            cairo_stroke(cr)
        })
        compare("closed rect with miters, odd dash count", maxError: Self.strokeMax, ours: { c in
            c.setStrokeColor(red: 1, green: 0.5, blue: 0, alpha: 1); c.setLineWidth(3)
            c.setLineDash(phase: 0, lengths: [7])
            c.stroke(CGRect(x: 10.5, y: 12.25, width: 41.4, height: 37))
        }, cairo: { cr in
            cairo_set_source_rgba(cr, 1, 0.5, 0, 1); cairo_set_line_width(cr, 3)
            var dashes: [Double] = [7]
            cairo_set_dash(cr, &dashes, 1, 0)
            cairo_rectangle(cr, 10.5, 12.25, 41.4, 37)
            cairo_stroke(cr)
        })
        compare("elliptical pen under a non-uniform scale", maxError: Self.strokeMax, ours: { c in
            c.setStrokeColor(.white); c.scaleBy(x: 3, y: 1); c.setLineWidth(2)
            c.strokeEllipse(in: CGRect(x: 3, y: 8, width: 15, height: 46))
        }, cairo: { cr in
            self.white(cr); cairo_scale(cr, 3, 1); cairo_set_line_width(cr, 2)
            CairoReference.ellipse(cr, CGRect(x: 3, y: 8, width: 15, height: 46))
            cairo_stroke(cr)
        })
    }

    func testClipsMatchCairo() {
        compare("clip to a circle, then an even-odd ring", maxError: Self.fillMax, ours: { c in
            c.addEllipse(in: CGRect(x: 6, y: 6, width: 52, height: 52)); c.clip()
            c.addRect(CGRect(x: 0, y: 0, width: 64, height: 64)); c.addRect(CGRect(x: 20.5, y: 20.5, width: 23, height: 23))
            c.clip(using: .evenOdd)
            c.setFillColor(.white); c.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }, cairo: { cr in
            CairoReference.ellipse(cr, CGRect(x: 6, y: 6, width: 52, height: 52)); cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, 0, 0, 64, 64); cairo_rectangle(cr, 20.5, 20.5, 23, 23); cairo_clip(cr)
            self.white(cr); cairo_paint(cr)
        })
        // Clips are coverage masks (as Core Graphics' antialiased clips): where a shape's edge and the
        // clip's cross the same pixel, the two coverages multiply, which is not their intersection's area.
        compare("a rect through a circular clip", maxError: 12, ours: { c in
            c.addEllipse(in: CGRect(x: 6, y: 6, width: 52, height: 52)); c.clip()
            c.setFillColor(.white); c.fill(CGRect(x: 0, y: 0, width: 40.7, height: 64))
        }, cairo: { cr in
            CairoReference.ellipse(cr, CGRect(x: 6, y: 6, width: 52, height: 52)); cairo_clip(cr)
            self.white(cr); cairo_rectangle(cr, 0, 0, 40.7, 64); cairo_fill(cr)
        })
    }

    func testGradientsMatchCairo() {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 1),
                      CGColor(red: 1, green: 1, blue: 0, alpha: 1)]
        var locations: [CGFloat] = [0, 0.3, 1]
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: &locations)!
        func stops(_ p: OpaquePointer) {
            for (c, l) in zip(colors, locations) { cairo_pattern_add_color_stop_rgba(p, Double(l), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)) }
        }
        for extend in [false, true] {
            let options: CGGradientDrawingOptions = extend ? [.drawsBeforeStartLocation, .drawsAfterEndLocation] : []
            compare("linear, extended \(extend)", maxError: Self.fillMax, supersample: 1, ours: { c in
                c.drawLinearGradient(g, start: CGPoint(x: 10, y: 12), end: CGPoint(x: 50, y: 40), options: options)
            }, cairo: { cr in
                let p = cairo_pattern_create_linear(10, 12, 50, 40)!
                stops(p); cairo_pattern_set_extend(p, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
                cairo_set_source(cr, p); cairo_paint(cr); cairo_pattern_destroy(p)
            })
            compare("radial, extended \(extend)", maxError: Self.fillMax, supersample: 1, ours: { c in
                c.drawRadialGradient(g, startCenter: CGPoint(x: 24, y: 26), startRadius: 4, endCenter: CGPoint(x: 34, y: 32), endRadius: 26, options: options)
            }, cairo: { cr in
                let p = cairo_pattern_create_radial(24, 26, 4, 34, 32, 26)!
                stops(p); cairo_pattern_set_extend(p, extend ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
                cairo_set_source(cr, p); cairo_paint(cr); cairo_pattern_destroy(p)
            })
        }
    }

    func testBlendModesMatchCairo() {
        let modes: [(CGBlendMode, cairo_operator_t)] = [(.normal, CAIRO_OPERATOR_OVER), (.multiply, CAIRO_OPERATOR_MULTIPLY),
                                                        (.screen, CAIRO_OPERATOR_SCREEN), (.clear, CAIRO_OPERATOR_CLEAR),
                                                        (.copy, CAIRO_OPERATOR_SOURCE), (.sourceAtop, CAIRO_OPERATOR_ATOP),
                                                        (.darken, CAIRO_OPERATOR_DARKEN), (.lighten, CAIRO_OPERATOR_LIGHTEN),
                                                        (.overlay, CAIRO_OPERATOR_OVERLAY), (.difference, CAIRO_OPERATOR_DIFFERENCE)]
        for (mode, op) in modes {
            compare("blend \(mode)", maxError: 2.5, ours: { c in
                c.setFillColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.7); c.fill(CGRect(x: 4, y: 4, width: 40, height: 56))
                c.setFillColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1); c.fill(CGRect(x: 30, y: 4, width: 30, height: 20))
                c.setBlendMode(mode)
                c.setFillColor(red: 1, green: 0.3, blue: 0.2, alpha: 0.6); c.fillEllipse(in: CGRect(x: 18.5, y: 10, width: 40, height: 44))
            }, cairo: { cr in
                cairo_set_source_rgba(cr, 0.1, 0.4, 0.9, 0.7); cairo_rectangle(cr, 4, 4, 40, 56); cairo_fill(cr)
                cairo_set_source_rgba(cr, 0.9, 0.8, 0.2, 1); cairo_rectangle(cr, 30, 4, 30, 20); cairo_fill(cr)
                cairo_set_operator(cr, op)
                cairo_set_source_rgba(cr, 1, 0.3, 0.2, 0.6)
                CairoReference.ellipse(cr, CGRect(x: 18.5, y: 10, width: 40, height: 44))
                cairo_fill(cr)
            })
        }
    }

    func testScaledImageMatchesCairoBilinear() {
        // A 4×4 image of distinct colours (some translucent), drawn 8× larger.
        var px = [UInt8]()
        for i in 0..<16 { px += [UInt8(i * 16), UInt8(255 - i * 12), UInt8((i * 73) % 256), UInt8(i % 3 == 0 ? 128 : 255)] }
        let image = CGImage(width: 4, height: 4, pixels: px)
        compare("image ×8", maxError: 2.5, ours: { c in
            // A y-down context draws images upside down (Core Graphics); flip as UIKit's UIImage.draw does.
            c.translateBy(x: 0, y: 48); c.scaleBy(x: 1, y: -1)
            c.draw(image, in: CGRect(x: 8, y: 8 - 0, width: 32, height: 32))
        }, cairo: { cr in
            var argb = [UInt32]()
            for i in 0..<16 {
                let a = UInt32(px[4 * i + 3])
                func pm(_ v: UInt8) -> UInt32 { (UInt32(v) * a + 127) / 255 }
                argb.append(a << 24 | pm(px[4 * i]) << 16 | pm(px[4 * i + 1]) << 8 | pm(px[4 * i + 2]))
            }
            argb.withUnsafeMutableBytes { raw in
                let s = cairo_image_surface_create_for_data(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, 4, 4, 16)!
                let p = cairo_pattern_create_for_surface(s)!
                cairo_pattern_set_filter(p, CAIRO_FILTER_BILINEAR); cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
                var m = cairo_matrix_t()
                cairo_matrix_init_scale(&m, 1.0 / 8, 1.0 / 8); cairo_matrix_translate(&m, -8, -8)
                cairo_pattern_set_matrix(p, &m)
                cairo_set_source(cr, p); cairo_rectangle(cr, 8, 8, 32, 32); cairo_fill(cr)
                cairo_pattern_destroy(p); cairo_surface_destroy(s)
            }
        })
    }
}
