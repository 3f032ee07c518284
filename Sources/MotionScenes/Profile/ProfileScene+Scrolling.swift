import Foundation
import UIKit
import MotionLabPreview

extension ProfileScene {
    /// The tutorial's `scrollViewDidScroll:`, line for line: every transform is recomputed from the
    /// vertical content offset (points; negative while pulled down past the top).
    ///
    /// - Pull-down (offset < 0): the header scales by 1 + (−offset / header height) and moves down by
    ///   half its growth, so its top edge stays on the screen's top edge.
    /// - Scrolling up: the header moves up by min(offset, 40) and stops; the avatar shrinks by up to
    ///   40/70/1.4 towards its bottom edge; the header goes in front of the avatar past 40; the white
    ///   label rises from offset 95 to 130; the blurred header fades in over the same 35 pt.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        var avatarTransform = CATransform3DIdentity
        var headerTransform = CATransform3DIdentity

        // PULL DOWN -----------------
        if offset < 0 {
            let headerScaleFactor = -offset / header.bounds.size.height
            let headerSizevariation = (header.bounds.size.height * (1.0 + headerScaleFactor) - header.bounds.size.height) / 2.0
            headerTransform = CATransform3DTranslate(headerTransform, 0, headerSizevariation, 0)
            headerTransform = CATransform3DScale(headerTransform, 1.0 + headerScaleFactor, 1.0 + headerScaleFactor, 0)
        }
        // SCROLL UP/DOWN ------------
        else {
            // Header -----------
            headerTransform = CATransform3DTranslate(headerTransform, 0, max(-Self.offset_HeaderStop, -offset), 0)

            // Avatar -----------
            let avatarScaleFactor = min(Self.offset_HeaderStop, offset) / avatarImage.bounds.size.height / 1.4
            let avatarSizevariation = (avatarImage.bounds.size.height * (1.0 + avatarScaleFactor) - avatarImage.bounds.size.height) / 2.0
            avatarTransform = CATransform3DTranslate(avatarTransform, 0, avatarSizevariation, 0)
            avatarTransform = CATransform3DScale(avatarTransform, 1.0 - avatarScaleFactor, 1.0 - avatarScaleFactor, 0)
        }

        // The tutorial sets the label, the blur and the z-order only while offset ≥ 0. They are set for
        // every offset here: the results are the same whenever the offset passes through 0…95, and a
        // frame that jumps from far up straight into the pull-down (a fast fling into the top) cannot
        // leave the white label, the blur or the header's z-order behind.
        // ------------ Label
        let labelTransform = CATransform3DMakeTranslation(0, max(-Self.distance_W_LabelHeader, Self.offset_B_LabelHeader - offset), 0)
        headerLabel.layer.transform = labelTransform

        // ------------ Blur
        // The tutorial assigns the raw value, negative below offset 95; UIKit shows a negative alpha
        // as 0, which is stored here directly so the layer tree only ever holds opacities in 0…1.
        headerBlurImageView.alpha = max(0, min(1.0, (offset - Self.offset_B_LabelHeader) / Self.distance_W_LabelHeader))

        // ------------ Z-order: the avatar is in front up to the stop, the header past it.
        if offset <= Self.offset_HeaderStop {
            if avatarImage.layer.zPosition < header.layer.zPosition {
                header.layer.zPosition = 0
            }
        } else {
            if avatarImage.layer.zPosition >= header.layer.zPosition {
                header.layer.zPosition = 2
            }
        }

        // Apply Transformations
        header.layer.transform = headerTransform
        avatarImage.layer.transform = avatarTransform
    }
}
