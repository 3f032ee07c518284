import Foundation
import UIKit
import MotionLabPreview

/// The profile header's `scrollViewDidScroll` as exportable scroll-linked values: each is a
/// piecewise-linear function of the vertical offset through the tutorial's constants (header stop 40,
/// label 95, distance 35) and the layout's sizes (header 107 pt, avatar 70 pt).
extension ProfileScene: MotionExporting {
    public static func motionExport(settings: TunableValues) -> MotionExport {
        let stop = Double(offset_HeaderStop), label = Double(offset_B_LabelHeader), distance = Double(distance_W_LabelHeader)
        let headerHeight = Double(ProfileLayout.header.height), avatarHeight = Double(ProfileLayout.avatar.height)
        let avatarShrink = stop / avatarHeight / 1.4
        func link(_ name: String, _ target: String, _ keyPath: String, _ stops: [ScrollStop], below: Bool = false,
                  note: String) -> ExportedAnimation {
            ExportedAnimation(name, api: .scroll, targets: [target], changes: [PropertyChange(keyPath)],
                              timing: .scroll(stops: stops, extendsBelow: below, extendsAbove: false), note: note)
        }
        return MotionExport(scene: name, title: title, settings: settings, triggers: [
            ExportTrigger("scroll", state: "scroll",
                          note: "Past offset \(ExportText.number(stop)) the header goes in front of the avatar (header.layer.zPosition = 1); at or below it, behind.",
                          animations: [
                link("headerPullDownScale", "header", "transform.scale",
                     [ScrollStop(-headerHeight, 2), ScrollStop(0, 1)], below: true,
                     note: "pulled down, the header grows by −offset / \(ExportText.number(headerHeight)) …"),
                link("headerTranslate", "header", "transform.translation.y",
                     [ScrollStop(-headerHeight, headerHeight / 2), ScrollStop(0, 0), ScrollStop(stop, -stop)], below: true,
                     note: "… keeping its top edge in place; scrolled up, it moves up with the content until offset \(ExportText.number(stop))"),
                link("avatarScale", "avatar", "transform.scale", [ScrollStop(0, 1), ScrollStop(stop, 1 - avatarShrink)],
                     note: "the avatar shrinks by min(\(ExportText.number(stop)), offset) / \(ExportText.number(avatarHeight)) / 1.4 …"),
                link("avatarTranslate", "avatar", "transform.translation.y",
                     [ScrollStop(0, 0), ScrollStop(stop, avatarHeight * avatarShrink / 2)],
                     note: "… towards its bottom edge"),
                link("headerLabelTranslate", "headerLabel", "transform.translation.y",
                     [ScrollStop(label, 0), ScrollStop(label + distance, -distance)], below: true,
                     note: "the white name rises into the header from offset \(ExportText.number(label)) over \(ExportText.number(distance)) pt"),
                link("headerBlurFade", "headerBlur", "alpha", [ScrollStop(label, 0), ScrollStop(label + distance, 1)],
                     note: "the blurred header fades in over the same \(ExportText.number(distance)) pt"),
            ]),
        ])
    }
}
