import Foundation
import MotionGeometry
import MotionAnimation

extension CALayer {
    /// Apple's `isDoubleSided` (default true). When false, the layer is not drawn while its back faces the
    /// viewer — judged after its whole 3-D transform, its superlayers' and any perspective (`m34`)
    /// included — and neither are its sublayers: Core Animation flattens a plain layer's sublayers into
    /// its plane, so they face away with it. The classic card flip gives the front and back faces
    /// `isDoubleSided = false` and turns them half a turn about y. Changes at once, not animated (a
    /// Boolean has no in-between; Apple's "Animatable" here means a discrete switch).
    public var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { change("doubleSided") { $0.isDoubleSided = newValue } }
    }
}
