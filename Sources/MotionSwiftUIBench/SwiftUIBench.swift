import Foundation
import MotionLabPreview
import MotionSwiftUI

/// Registers `bench swiftui`'s workloads with the command line (the `motionlab` app calls this; the
/// preview module itself does not depend on the SwiftUI product).
public enum SwiftUIBench {
    public static func register() {
        PreviewApp.swiftUIBenchmarks = SwiftUIBenchmarkSuite(
            makeDiff: { n in
                let w = SwiftUIBenchmarks.DiffWorkload(count: n)
                return (w.reevaluateAndDiff, w.update, w.layoutNodeCount)
            },
            animatedPreview: { n in Preview("swiftui-\(n)") { SwiftUIBenchmarks.animatedViews(count: n) } }
        )
    }
}
