import Foundation
import UIKit
import MotionLabPreview

/// The song list's slide-in (UIKit's spring with the tuned duration and damping ratio, element i after
/// `initialDelay + i × stutter`) and the Add a Song insertion, as exportable animations.
extension MusicScene: MotionExporting {
    public static func motionExport(settings: TunableValues) -> MotionExport {
        let spring = ExportTiming.uikitSpring(duration: settings["duration"], dampingRatio: settings["dampingRatio"],
                                              initialVelocity: 0)
        let screenWidth = ExportValue.expression(ExportExpression(
            swift: "{view}.superview!.bounds.width", swiftUI: "screenWidth", css: "100vw", description: "the screen width (320 pt)", value: 320))
        let elements = ["arrow", "ministry", "addButton", "row1", "row2", "row3", "row4", "row5"]
        return MotionExport(scene: name, title: title, settings: settings, triggers: [
            ExportTrigger("the list appears", state: "shown", animations: [
                ExportedAnimation("slideIn", api: .view, targets: elements,
                                  changes: [PropertyChange("frame.origin.x", from: screenWidth, to: .number(0))],
                                  timing: spring, delay: settings["initialDelay"], stagger: settings["stutter"],
                                  note: "Every element starts one screen width to the right (frame.origin.x = screen width)."),
            ]),
            ExportTrigger("tap Add a Song", state: "songAdded", animations: [
                ExportedAnimation("rowsDown", api: .view, targets: ["row1", "row2", "row3", "row4", "row5"],
                                  changes: [PropertyChange("frame.origin.y", by: .number(Double(rowHeight)))],
                                  timing: spring, options: [.beginFromCurrentState],
                                  note: "The rows below the new one move down one row (80 pt)."),
                ExportedAnimation("newRowSlideIn", api: .view, targets: ["newRow"],
                                  changes: [PropertyChange("frame.origin.x", from: screenWidth, to: .number(0))],
                                  timing: spring, note: "The new row is inserted at the top of the list, off-screen right."),
            ]),
        ])
    }
}
