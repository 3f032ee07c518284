import Foundation
import MotionGeometry
import MotionLayers
import MotionViews

/// Several items moving as one rigid body (iOS 9): its collision shape is its members' shapes together
/// (so a concave outline can be made of convex members). Add the group to behaviours, not its members.
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [UIDynamicItem]
    private var storedCenter: CGPoint?

    public init(items: [UIDynamicItem]) {
        var unique: [UIDynamicItem] = []
        for i in items where !(i is UIDynamicItemGroup) { unique.appendUnique(i) }
        self.items = unique
        super.init()
    }

    /// The centre of the members' frames together until an animator moves the group.
    open var center: CGPoint {
        get { storedCenter ?? CGPoint(x: membersBox.midX, y: membersBox.midY) }
        set { storedCenter = newValue }
    }

    /// The size of the members' frames together.
    open var bounds: CGRect { CGRect(origin: .zero, size: membersBox.size) }

    open var transform: CGAffineTransform = .identity

    private var membersBox: CGRect {
        var box = CGRect.null
        for i in items {
            let s = i.bounds.size, c = i.center
            box = box.union(CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height))
        }
        return box.isNull ? .zero : box
    }

    /// Each member's offset from the group's centre and rotation relative to the group, with the offset
    /// from its own coordinates to the reference view's.
    func memberLayout(referenceOffset: (UIDynamicItem) -> CGPoint) -> [(item: UIDynamicItem, offset: CGPoint, angle: Double, superviewOffset: CGPoint)] {
        let c = center, groupAngle = DynamicBody.angle(of: transform)
        return items.map { i in
            let o = referenceOffset(i)
            let p = CGPoint(x: i.center.x + o.x - c.x, y: i.center.y + o.y - c.y)
            // Offsets about the group's unrotated frame.
            let cs = CGFloat(cos(-groupAngle)), sn = CGFloat(sin(-groupAngle))
            return (i, CGPoint(x: p.x * cs - p.y * sn, y: p.x * sn + p.y * cs), DynamicBody.angle(of: i.transform) - groupAngle, o)
        }
    }
}
