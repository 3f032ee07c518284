import Foundation
import UIKit
import MotionLabPreview

/// A flight switch as exportable animations, in the article's order and with its numbers (all
/// UIView.animate's default ease-in-ease-out): the background cross-dissolve, the cube flip of the five
/// labels (the tunable duration), the status arrow, and the places and plane going out, then — in the
/// first block's completion — jumping and coming back in, the tilt straightening 0.5 s later.
extension FlightScene: MotionExporting {
    public static func motionExport(settings: TunableValues) -> MotionExport {
        let ease = ExportBezier.easeInEaseOut
        let flip = settings["duration"]
        let labels = ["flightNumber", "gate", "status", "departureTime", "arrivalTime"]
        let copies = labels.map { $0 + "Copy" }
        func expression(_ swift: String, _ swiftUI: String? = nil, _ css: String, _ description: String, _ value: Double?) -> ExportValue {
            .expression(ExportExpression(swift: swift, swiftUI: swiftUI, css: css, description: description, value: value))
        }
        let width = Double(FlightLayout.screen.width)
        let distance = Double(placeDistance)
        let halfHeightUp = expression("-{view}.bounds.height / 2", "-labelHeight / 2", "calc(var(--height) * -0.5)", "minus half the label's height", nil)
        let halfHeightDown = expression("{view}.bounds.height / 2", "labelHeight / 2", "calc(var(--height) * 0.5)", "half the label's height", nil)
        let tilt = expression("-.pi / 10", nil, "-18deg", "−π/10", -Double.pi / 10)
        func outIn(_ name: String, _ target: String, _ changes: [PropertyChange], after: String? = nil,
                   setup: [PropertyChange] = [], delay: Double = 0, duration: Double = 1) -> ExportedAnimation {
            ExportedAnimation(name, api: .view, targets: [target], changes: changes, setup: setup,
                              timing: .bezier(ease, duration: duration), delay: delay, after: after)
        }
        return MotionExport(scene: name, title: title, settings: settings, triggers: [
            ExportTrigger("swipe to the next flight", state: "nextFlight",
                          note: "Each label flips with a copy holding the new text; at the end the label takes the copy's text, its alpha 1 and identity transform back, and the copy is removed.",
                          animations: [
                ExportedAnimation("backgroundDissolve", api: .viewTransition, targets: ["background"],
                                  changes: [PropertyChange("image", to: expression("nextBackgroundImage", "nextBackgroundImage", "var(--next-background)",
                                                                                   "the next flight's background image", nil))],
                                  timing: .crossDissolve(ease, duration: Double(backgroundDuration))),
                ExportedAnimation("cubeFlipOut", api: .view, targets: labels,
                                  changes: [PropertyChange("transform.scale.y", from: .number(1), to: .number(Double(flipScale))),
                                            PropertyChange("transform.translation.y", from: .number(0), to: halfHeightUp),
                                            PropertyChange("alpha", from: .number(1), to: .number(0))],
                                  timing: .bezier(ease, duration: flip)),
                ExportedAnimation("cubeFlipIn", api: .view, targets: copies,
                                  changes: [PropertyChange("transform.scale.y", from: .number(Double(flipScale)), to: .number(1)),
                                            PropertyChange("transform.translation.y", from: halfHeightDown, to: .number(0)),
                                            PropertyChange("alpha", from: .number(0), to: .number(1))],
                                  setup: [PropertyChange("alpha", to: .number(0)),
                                          PropertyChange("transform.scale.y", to: .number(Double(flipScale))),
                                          PropertyChange("transform.translation.y", to: halfHeightDown)],
                                  timing: .bezier(ease, duration: flip),
                                  note: "The copies start squashed half a height below, transparent."),
                ExportedAnimation("arrowRotate", api: .view, targets: ["statusArrow"],
                                  changes: [PropertyChange("transform.rotation", to: expression("-.pi / 2", nil, "-90deg", "−π/2 (taking off; 0 when landed)", -Double.pi / 2))],
                                  timing: .bezier(ease, duration: Double(arrowDuration))),
                outIn("departureOut", "departure", [PropertyChange("center.y", by: .number(-distance)), PropertyChange("alpha", to: .number(0))]),
                outIn("arrivalOut", "arrival", [PropertyChange("center.y", by: .number(distance)), PropertyChange("alpha", to: .number(0))]),
                outIn("planeOut", "plane", [PropertyChange("center.x", by: expression("{view}.superview!.bounds.width / 1.5", "screenWidth / 1.5", "calc(100vw / 1.5)",
                                                                                      "the screen width / 1.5", width / 1.5))]),
                outIn("departureIn", "departure", [PropertyChange("center.y", by: .number(distance)), PropertyChange("alpha", to: .number(1))],
                      after: "planeOut"),
                outIn("arrivalIn", "arrival", [PropertyChange("center.y", by: .number(-distance)), PropertyChange("alpha", to: .number(1))],
                      after: "planeOut"),
                outIn("planeIn", "plane", [PropertyChange("center", to: expression("planeRestingCenter", ".zero", "0px 0px", "where the plane rests", nil))],
                      after: "planeOut",
                      setup: [PropertyChange("center.x", by: expression("-{view}.superview!.bounds.width * 1.5", "-screenWidth * 1.5", "calc(100vw * -1.5)",
                                                                        "minus 1.5 screen widths", -width * 1.5)),
                              PropertyChange("transform.rotation", to: tilt)]),
                outIn("planeStraighten", "plane", [PropertyChange("transform.rotation", to: .number(0))], after: "planeOut",
                      delay: Double(tiltDelay), duration: Double(tiltDuration)),
            ]),
        ])
    }
}
