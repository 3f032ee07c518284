import Foundation
import MotionTiming
import MotionLayers

/// A layer tree laid out flat for one frame's evaluation: every layer with its local time, in
/// breadth-first order so each layer's sublayers are contiguous (`childStart ..< childStart + childCount`).
/// Built from the model tree each frame (reusing its storage); holds the layers unretained — the tree
/// keeps them alive while the frame is evaluated and drawn, and nothing here outlives the frame.
struct LayerTree {
    private(set) var layers: [Unmanaged<CALayer>] = []
    /// Each layer's time (its parent's time mapped through its own timing).
    private(set) var times: [CFTimeInterval] = []
    private(set) var childStart: [Int32] = []
    private(set) var childCount: [Int32] = []

    var count: Int { layers.count }

    /// Lays out the tree under `root`, whose parent's time is `parentTime`. Subtrees of hidden model
    /// layers are left out unless `includeHidden` (traces report their values).
    mutating func build(root: CALayer, parentTime: CFTimeInterval, includeHidden: Bool) {
        layers.removeAll(keepingCapacity: true)
        times.removeAll(keepingCapacity: true)
        childStart.removeAll(keepingCapacity: true)
        childCount.removeAll(keepingCapacity: true)
        layers.append(Unmanaged.passUnretained(root))
        times.append(root.localTimeFromParent(parentTime))
        var i = 0
        while i < layers.count {
            let t = times[i]
            let start = layers.count
            // Sublayers are read as unretained references straight from the array's storage: retaining
            // thousands of layers (which carry weak-reference side tables) would cost more than the walk.
            layers[i]._withUnsafeGuaranteedRef { layer in
                guard includeHidden || !layer.properties.isHidden else { return }
                layer.sublayerStorageForRendering.withUnsafeBufferPointer { subs in
                    subs.withMemoryRebound(to: Unmanaged<CALayer>.self) { refs in
                        for s in refs {
                            layers.append(s)
                            times.append(s._withUnsafeGuaranteedRef { $0.localTimeFromParent(t) })
                        }
                    }
                }
            }
            childStart.append(Int32(start))
            childCount.append(Int32(layers.count - start))
            i += 1
        }
    }
}
