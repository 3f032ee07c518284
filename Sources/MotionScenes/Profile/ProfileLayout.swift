import Foundation
import UIKit
import MotionLabPreview

/// Where the profile scene's views sit, in points on the 320×568 screen (scroll-view content
/// coordinates for the views inside the scroll view).
///
/// The tutorial hard-codes its three scroll constants against its storyboard; the frames here are
/// chosen so that those constants keep their meaning:
/// - the header is 107 pt tall and stops after `offsetHeaderStop` = 40 pt, leaving 67 pt visible
///   (iOS 7's 20 pt status bar plus a navigation bar);
/// - the black username label's top is at 107 − 40 + 95 = 162, so it reaches the stopped header's
///   bottom edge exactly at offset `offsetBLabelHeader` = 95;
/// - the white header label starts just below the header's bottom edge (hidden by the header's
///   clipping) and rises `distanceWLabelHeader` = 35 pt, ending with its top 35 pt above that edge.
enum ProfileLayout {
    static let screen = CGSize(width: 320, height: 568)

    static let header = CGRect(x: 0, y: 0, width: 320, height: 107)
    /// In header coordinates: top edge on the header's bottom edge.
    static let headerLabel = CGRect(x: 0, y: 107, width: 320, height: 24)

    static let avatar = CGRect(x: 10, y: 76, width: 70, height: 70)
    static let followButton = CGRect(x: 218, y: 117, width: 92, height: 32)
    static let username = CGRect(x: 12, y: 162, width: 296, height: 24)
    static let handle = CGRect(x: 12, y: 187, width: 296, height: 18)
    static let bio = CGRect(x: 12, y: 212, width: 296, height: 38)
    static let counts = CGRect(x: 12, y: 256, width: 296, height: 18)
    /// The first tweet row's top; rows follow each other without gaps.
    static let firstRowY: CGFloat = 286
    static let rowHeight: CGFloat = 78
}
