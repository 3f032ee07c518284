import Foundation

extension UIView {
    /// How a view's content (an image view's image, a layer's contents) fills its bounds.
    public enum ContentMode: Int {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity that draws contents this way (`redraw` stretches, as UIKit does).
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }
}
