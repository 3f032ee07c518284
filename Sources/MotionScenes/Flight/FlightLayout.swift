import Foundation
import UIKit
import MotionLabPreview

/// Frames of the flight card on the 320×568 screen, in points. The article gives no coordinates
/// (its storyboard is not printed); this follows the Top 5 iOS 7 Animations card: flight and gate on
/// top with the status arrow, the two places facing each other with the plane between them, the
/// times at the bottom and the page dots under them.
enum FlightLayout {
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 568)

    static let flightCaption = CGRect(x: 20, y: 28, width: 140, height: 14)
    static let flightNumber = CGRect(x: 20, y: 42, width: 170, height: 34)
    static let gateCaption = CGRect(x: 180, y: 28, width: 120, height: 14)
    static let gate = CGRect(x: 180, y: 42, width: 120, height: 34)

    static let statusArrow = CGRect(x: 20, y: 90, width: 20, height: 20)
    static let status = CGRect(x: 46, y: 86, width: 200, height: 28)

    static let departure = CGRect(x: 16, y: 190, width: 116, height: 66)
    static let arrival = CGRect(x: 188, y: 190, width: 116, height: 66)
    static let plane = CGRect(x: 130, y: 199, width: 60, height: 30)

    static let departureCaption = CGRect(x: 20, y: 444, width: 130, height: 14)
    static let departureTime = CGRect(x: 20, y: 458, width: 140, height: 40)
    static let arrivalCaption = CGRect(x: 170, y: 444, width: 130, height: 14)
    static let arrivalTime = CGRect(x: 160, y: 458, width: 140, height: 40)

    static let pageControl = CGRect(x: 0, y: 522, width: 320, height: 24)
}
