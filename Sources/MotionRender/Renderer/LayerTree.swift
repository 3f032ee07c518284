import Foundation
import MotionTiming
import MotionLayers

/// A layer tree laid out flat: every layer with its local time, in breadth-first order so each layer's
/// sublayers are contiguous (`childStart ..< childStart + childCount`). Built from the model tree when
/// the tree's shape changes (reusing its storage), and kept while it does not; holds the layers
/// unretained — the tree keeps them alive, and a layer leaving it is a structure change the renderer
/// hears of (`LayerChangeSet`) before it lays the tree out again.
struct LayerTree {
    private(set) var layers: [Unmanaged<CALayer>] = []
    /// Each layer's time (its parent's time mapped through its own timing), as of the last frame that
    /// evaluated it.
    var times: [CFTimeInterval] = []
    private(set) var childStart: [Int32] = []
    private(set) var childCount: [Int32] = []
    /// Each layer's superlayer's index (−1 for the root).
    private(set) var parent: [Int32] = []
    /// Whether the layer's time is the root's: every layer from it up to (not including) the root has
    /// identity timing (a timing change is a structure change, so this holds while the layout does).
    private(set) var onRootTime: [Bool] = []
    /// The model `isHidden` when laid out: a hidden layer's sublayers are left out, so a change of it
    /// is a change of the layout.
    private(set) var modelHidden: [Bool] = []
    /// Whether hidden layers' subtrees were laid out too (traces report their values).
    private(set) var includesHidden = false

    var count: Int { layers.count }

    /// Lays out the tree under `root`, whose parent's time is `parentTime`. Subtrees of hidden model
    /// layers are left out unless `includeHidden` (traces report their values).
    mutating func build(root: CALayer, parentTime: CFTimeInterval, includeHidden: Bool) {
        layers.removeAll(keepingCapacity: true)
        times.removeAll(keepingCapacity: true)
        childStart.removeAll(keepingCapacity: true)
        childCount.removeAll(keepingCapacity: true)
        parent.removeAll(keepingCapacity: true)
        onRootTime.removeAll(keepingCapacity: true)
        modelHidden.removeAll(keepingCapacity: true)
        includesHidden = includeHidden
        layers.append(Unmanaged.passUnretained(root))
        times.append(root.localTimeFromParent(parentTime))
        parent.append(-1)
        onRootTime.append(true)
        var i = 0
        while i < layers.count {
            let t = times[i]
            let start = layers.count
            let rootTime = onRootTime[i]
            // Sublayers are read as unretained references straight from the array's storage: retaining
            // thousands of layers (which carry weak-reference side tables) would cost more than the walk.
            let hidden = layers[i]._withUnsafeGuaranteedRef { layer -> Bool in
                let hidden = layer.properties.isHidden
                guard includeHidden || !hidden else { return hidden }
                layer.sublayerStorageForRendering.withUnsafeBufferPointer { subs in
                    subs.withMemoryRebound(to: Unmanaged<CALayer>.self) { refs in
                        for s in refs {
                            layers.append(s)
                            let (time, identity) = s._withUnsafeGuaranteedRef { ($0.localTimeFromParent(t), $0.hasIdentityLayerTiming) }
                            times.append(time)
                            parent.append(Int32(i))
                            onRootTime.append(rootTime && identity)
                        }
                    }
                }
                return hidden
            }
            modelHidden.append(hidden)
            childStart.append(Int32(start))
            childCount.append(Int32(layers.count - start))
            i += 1
        }
    }

    /// The local time of layer `i` when the root's local time is `rootTime`, walking up through the
    /// layers whose timing is not the identity.
    func localTime(of i: Int, rootTime: CFTimeInterval) -> CFTimeInterval {
        if onRootTime[i] { return rootTime }
        let parentTime = localTime(of: Int(parent[i]), rootTime: rootTime)
        return layers[i]._withUnsafeGuaranteedRef { $0.localTimeFromParent(parentTime) }
    }
}
