import Foundation
import MotionLab
import OpenCombine
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// The workloads of `motionlab bench swiftui`: a body of 1,000 rows re-evaluated and diffed with one
/// row changed, and 500 views animating for ever. Public for the benchmark command (timing is the
/// caller's).
public enum SwiftUIBenchmarks {
    final class Model: ObservableObject {
        @Published var changed = 0
    }

    struct Row: View {
        let index: Int
        let highlighted: Bool
        var body: some View {
            HStack(spacing: 4) {
                Circle().fill(highlighted ? Color.orange : Color.blue).frame(width: 8, height: 8)
                Rectangle().fill(Color.gray).frame(width: CGFloat(10 + index % 50), height: 6)
            }
        }
    }

    struct Rows: View {
        @ObservedObject var model: Model
        let count: Int
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in Row(index: i, highlighted: i == model.changed % count) }
            }
        }
    }

    /// A graph of `count` rows, ready: `step()` changes one row, and the two timings are of the
    /// body's evaluation with the diff of its rows alone, and of the whole update (evaluation, diff,
    /// layout, layer attributes).
    public final class DiffWorkload {
        let model = Model()
        let host: HostingView
        let size = CGSize(width: 320, height: 20_000)

        public init(count: Int) {
            host = HostingView(rootView: Rows(model: model, count: count))
            host.frame = CGRect(origin: .zero, size: size)
            host.graph.update(size: size, safeArea: EdgeInsets())
        }

        /// Re-evaluates the root body (one row's input changed) and diffs its children.
        public func reevaluateAndDiff() {
            model.changed += 1
            host.graph.batches.removeAll()
            (host.graph.rootNode as? Reevaluating)?.reevaluate(transaction: Transaction())
        }

        /// One row changed, then the whole update.
        public func update() {
            model.changed += 1
            host.graph.update(size: size, safeArea: EdgeInsets())
        }

        /// Layout nodes in the graph (to check the workload's size).
        public var layoutNodeCount: Int { host.graph.rootNode?.layoutNodes().first.map { count($0) } ?? 0 }
        func count(_ n: ViewNode) -> Int { (n is LayoutNode ? 1 : 0) + n.children.reduce(0) { $0 + count($1) } }
    }

    /// `count` circles, each pulsing (scale, ease-in-out, repeating for ever) and swaying (offset, a
    /// spring-free linear repeat) from `onAppear`: every frame evaluates `2 × count` SwiftUI animations.
    public static func animatedViews(count: Int) -> some View { Pulses(count: count) }

    struct Pulses: View {
        let count: Int
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(12), spacing: 2), count: 20), spacing: 2) {
                ForEach(0..<count, id: \.self) { i in Pulse(index: i) }
            }
        }
    }

    struct Pulse: View {
        let index: Int
        @State var on = false
        var body: some View {
            Circle()
                .fill(Color(hue: Double(index % 20) / 20, saturation: 0.7, brightness: 0.9))
                .frame(width: 10, height: 10)
                .scaleEffect(on ? 1.2 : 0.6)
                .offset(x: on ? 2 : -2)
                .animation(.easeInOut(duration: 0.5 + Double(index % 7) * 0.1).repeatForever(autoreverses: true), value: on)
                .onAppear { on = true }
        }
    }
}
