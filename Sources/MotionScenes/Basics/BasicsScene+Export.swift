import Foundation
import UIKit
import MotionLabPreview

/// objc.io's demos as exportable Core Animation: the rockets, the keyframe shake, the paced orbit, the
/// eight easings and the card shuffle group — the article's numbers (nothing here is tunable).
extension BasicsScene: MotionExporting {
    public static func motionExport(settings: TunableValues) -> MotionExport {
        let easings: [ExportedAnimation] = BasicsEasing.allCases.map { demo in
            let change = PropertyChange("position.x", from: .number(50), to: .number(150))
            switch demo.exportCurve {
            case let .bezier(b, rbb):
                return ExportedAnimation("\(demo.layerName)Animation", api: rbb ? .rbb : .layer, targets: [demo.layerName],
                                         changes: [change], timing: .bezier(b, duration: 1), options: [.updatesModel])
            case let .easing(name):
                return ExportedAnimation("\(demo.layerName)Animation", api: .rbb, targets: [demo.layerName],
                                         changes: [change], timing: .easing(name: name, duration: 1), options: [.updatesModel])
            }
        }
        let eio = ExportBezier.easeInEaseOut
        let shuffle = ExportedAnimation(
            "shuffle", api: .layer, targets: ["card1"], changes: [],
            timing: .group(duration: 1.2, children: [
                ExportedAnimation("zPositionAnimation", api: .layer, targets: ["card1"],
                                  changes: [PropertyChange("zPosition", from: .number(-1), to: .number(1))],
                                  timing: .bezier(.linear, duration: 1.2)),
                ExportedAnimation("rotationAnimation", api: .layer, targets: ["card1"],
                                  changes: [PropertyChange("transform.rotation", values: [.number(0), .number(0.14), .number(0)])],
                                  timing: .keyframes(keyTimes: nil, timingFunctions: [eio, eio], duration: 1.2)),
                ExportedAnimation("positionAnimation", api: .layer, targets: ["card1"],
                                  changes: [PropertyChange("position", values: [.point(0, 0), .point(110, -20), .point(0, 0)])],
                                  timing: .keyframes(keyTimes: nil, timingFunctions: [eio, eio], duration: 1.2),
                                  options: [.additive]),
            ]),
            delay: 0.5, options: [.fillsBackwards, .updatesModel],
            note: "The card at the back of the deck (card1 at the start) comes forward; filling backwards keeps it at the back during the 0.5 s wait.")
        return MotionExport(scene: name, title: title, settings: settings, triggers: [
            ExportTrigger("the scene starts (Space replays)", state: "started",
                          note: "Clicking the login form plays the shake again.",
                          animations: [
                ExportedAnimation("basic", api: .layer, targets: ["rocket"],
                                  changes: [PropertyChange("position.x", from: .number(77), to: .number(455))],
                                  timing: .bezier(.linear, duration: 1), options: [.updatesModel]),
                ExportedAnimation("byAnimation", api: .layer, targets: ["rocket2"],
                                  changes: [PropertyChange("position.x", by: .number(378))],
                                  timing: .bezier(.linear, duration: 1), delay: 0.5, options: [.fillsForwards],
                                  note: "byValue: from the value when added (77) to 77 + 378."),
                ExportedAnimation("shake", api: .layer, targets: ["form"],
                                  changes: [PropertyChange("position.x", values: [0, 10, -10, 10, 0].map(ExportValue.number))],
                                  timing: .keyframes(keyTimes: [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1], timingFunctions: nil, duration: 0.4),
                                  options: [.additive]),
                ExportedAnimation("orbit", api: .layer, targets: ["satellite"], changes: [PropertyChange("position")],
                                  timing: .path(.ellipse(x: -150, y: -150, width: 300, height: 300), duration: 4, rotatesWithPath: true),
                                  options: [.additive, .repeatsForever]),
            ] + easings + [shuffle]),
        ])
    }
}

extension BasicsEasing {
    enum ExportCurve {
        /// A cubic Bézier; `rbb` when played by RBBTweenAnimation (the back bezier).
        case bezier(ExportBezier, rbb: Bool)
        /// A Penner easing by RBB name.
        case easing(String)
    }

    /// The same curves as `curve`, in the export's terms.
    var exportCurve: ExportCurve {
        switch self {
        case .linear: return .bezier(.linear, rbb: false)
        case .easeIn: return .bezier(.easeIn, rbb: false)
        case .easeOut: return .bezier(.easeOut, rbb: false)
        case .easeInEaseOut: return .bezier(.easeInEaseOut, rbb: false)
        case .default: return .bezier(.default, rbb: false)
        case .custom: return .bezier(ExportBezier(0.5, 0, 0.9, 0.7), rbb: false)
        case .back: return .bezier(ExportBezier(0.68, -0.55, 0.735, 1.55), rbb: true)
        case .bounce: return .easing("easeOutBounce")
        }
    }
}
