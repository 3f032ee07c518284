import Foundation
import UIKit

/// `motionlab bench layout`'s system (issue 15), built with UIKit's API: `views` views in one root view
/// 320 points wide; view i: leading = root.leading + 8, trailing = root.trailing − 8,
/// height = 20 + (i mod 7), top = (i == 0 ? root.top + 4 : view(i−1).bottom + 4), width ≥ 100 at
/// priority 500, centerX = root.centerX at priority 250. `scripts/bench-layout-vs-kiwi.py` builds the
/// same system in kiwisolver.
struct LayoutBenchmark {
    let views: Int
    let rounds: Int

    struct Result {
        var constraints: Int
        /// CPU ms from no constraints to every frame set: making and activating the constraints, then
        /// the first layout pass (the engine built from them, solved, every frame applied).
        var solveMs: Double
        /// Median CPU ms of changing the root's width (320 ↔ 321) and laying out until every frame is set.
        var resolveMs: Double
        /// The largest distance of any frame from the closed-form solution (a check, not a figure).
        var worstError: Double
    }

    func run() -> Result {
        AnimationContext().perform {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(views) * 31 + 8))
            let subviews = (0..<views).map { _ -> UIView in
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                return v
            }
            var constraints: [NSLayoutConstraint] = []
            let solveNs = BenchClock.measure {
                constraints.reserveCapacity(views * 6)
                for (i, v) in subviews.enumerated() {
                    let minWidth = v.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
                    minWidth.priority = UILayoutPriority(500)
                    let centred = v.centerXAnchor.constraint(equalTo: root.centerXAnchor)
                    centred.priority = UILayoutPriority(250)
                    constraints += [
                        v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                        v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                        v.heightAnchor.constraint(equalToConstant: CGFloat(20 + i % 7)),
                        i == 0 ? v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
                               : v.topAnchor.constraint(equalTo: subviews[i - 1].bottomAnchor, constant: 4),
                        minWidth, centred,
                    ]
                }
                NSLayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
            }
            var resolve: [Double] = []
            var worst = LayoutBenchmark.error(subviews, width: 320)
            for r in 0..<rounds {
                let width: CGFloat = r % 2 == 0 ? 321 : 320
                resolve.append(BenchClock.measure {
                    root.frame.size.width = width
                    root.layoutIfNeeded()
                })
                worst = max(worst, LayoutBenchmark.error(subviews, width: width))
            }
            return Result(constraints: constraints.count, solveMs: solveNs / 1e6, resolveMs: median(resolve) / 1e6, worstError: worst)
        }
    }

    /// Distance of the frames from the solution by hand: x = 8, width = W − 16, the chain of heights.
    static func error(_ views: [UIView], width: CGFloat) -> Double {
        var worst = 0.0
        var y: CGFloat = 4
        for (i, v) in views.enumerated() {
            let h = CGFloat(20 + i % 7)
            let expected = CGRect(x: 8, y: y, width: width - 16, height: h)
            let f = v.frame
            worst = max(worst, Double(abs(f.minX - expected.minX)), Double(abs(f.minY - expected.minY)),
                        Double(abs(f.width - expected.width)), Double(abs(f.height - expected.height)))
            y += h + 4
        }
        return worst
    }
}
