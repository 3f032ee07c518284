import Foundation
import UIKit
import MotionLabPreview

/// The map's `-didTapMapIcon:` as exportable animations: opening fades and three JNW springs with the
/// tuned damping, stiffness and mass; closing the same with `dampingOut` and `stiffnessOut`.
extension MapScene: MotionExporting {
    public static func motionExport(settings: TunableValues) -> MotionExport {
        let m = settings["mass"]
        let open = ExportTiming.jnwSpring(mass: m, stiffness: settings["stiffness"], damping: settings["damping"])
        let close = ExportTiming.jnwSpring(mass: m, stiffness: settings["stiffnessOut"], damping: settings["dampingOut"])
        func fade(_ name: String, _ target: String, to alpha: Double, _ duration: Double) -> ExportedAnimation {
            ExportedAnimation(name, api: .view, targets: [target], changes: [PropertyChange("alpha", to: .number(alpha))],
                              timing: .bezier(.easeInEaseOut, duration: duration), options: [.beginFromCurrentState])
        }
        func spring(_ name: String, _ target: String, _ keyPath: String, to value: Double, _ timing: ExportTiming) -> ExportedAnimation {
            ExportedAnimation(name, api: .jnw, targets: [target], changes: [PropertyChange(keyPath, to: .number(value))],
                              timing: timing, options: [.beginFromCurrentState, .updatesModel])
        }
        let springNote = "Every spring starts from the presentation value, so tapping mid-animation never jumps."
        let initial = [InitialValue("mapView", "alpha", .number(0)), InitialValue("mapView", "transform.scale", .number(1.1)),
                       InitialValue("mapView", "transform.translation.y", .number(30))]
        return MotionExport(scene: name, title: title, settings: settings, initialValues: initial, triggers: [
            ExportTrigger("tap the map icon (open)", state: "mapShowing", note: springNote, animations: [
                fade("openFadeBackground", "appBackground", to: 0.3, 0.5),
                fade("openFadeInMap", "mapView", to: 1, 0.15),
                spring("openBackgroundScale", "appBackground", "transform.scale", to: 0.9, open),
                spring("openMapScale", "mapView", "transform.scale", to: 1, open),
                spring("openMapTranslate", "mapView", "transform.translation.y", to: 0, open),
            ]),
            ExportTrigger("tap the map icon again (close)", state: "mapHidden", note: springNote, animations: [
                fade("closeFadeInBackground", "appBackground", to: 1, 0.5),
                fade("closeFadeOutMap", "mapView", to: 0, 0.3),
                spring("closeMapScale", "mapView", "transform.scale", to: 1.1, close),
                spring("closeMapTranslate", "mapView", "transform.translation.y", to: 30, close),
                spring("closeBackgroundScale", "appBackground", "transform.scale", to: 1, close),
            ]),
        ])
    }
}
