import Foundation
import UIKit
import MotionLabPreview

/// Jeff Broderick's map overlay, as built in seed 000 (320×568 pt): tapping the map icon fades the app
/// screen back and springs the map forward; tapping again reverses it. Every spring starts from the
/// presentation value and every fade begins from the current state, so clicking as fast as one can
/// never makes anything jump.
///
/// The code follows the article's `-didTapMapIcon:` block by block; the springs' damping, stiffness
/// and mass come from the tunables (article: damping = stiffness = 16 in, 24 out, mass 1).
/// Layers: `appBackground`, `mapView`, `mapIcon`.
public final class MapScene: Scene {
    public static let name = "map"
    public static let title = "Map overlay (Jeff Broderick)"
    public static let tunables: [Tunable] = [
        Tunable("damping", default: 16, range: 1...100, step: 1, keys: ("-", "="), unit: "N·s/m"),
        Tunable("stiffness", default: 16, range: 1...500, step: 1, keys: (";", "'"), unit: "N/m"),
        Tunable("mass", default: 1, range: 0.1...10, step: 0.1, unit: "kg"),
        Tunable("dampingOut", default: 24, range: 1...100, step: 1, unit: "N·s/m"),
        Tunable("stiffnessOut", default: 24, range: 1...500, step: 1, unit: "N/m"),
    ]
    /// The map icon tapped: the map springs forward; tapped again, it springs back.
    public static let demo: Demo? = Demo(script: "0.6 click 295 41\n2.8 click 295 41", duration: 4.8)

    let window: UIWindow
    /// Spring constants for opening (the article's `dampingStiffness`) and closing (`dampingStiffnessOut`).
    let damping: CGFloat, stiffness: CGFloat, mass: CGFloat
    let dampingOut: CGFloat, stiffnessOut: CGFloat

    /// Whether the map is (being) shown: the article's `mapShowing` property.
    public private(set) var mapShowing = false
    public let appBackground: UIImageView
    public let mapView: UIImageView
    public let icon: UIButton

    /// The map's resting transform while hidden: translated down 30 pt, then scaled 1.1 (the article's setup).
    static let mapHiddenTransform = CGAffineTransform(translationX: 0, y: 30).scaledBy(x: 1.1, y: 1.1)

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        damping = CGFloat(settings["damping"]); stiffness = CGFloat(settings["stiffness"])
        mass = CGFloat(settings["mass"])
        dampingOut = CGFloat(settings["dampingOut"]); stiffnessOut = CGFloat(settings["stiffnessOut"])
        let width = window.bounds.size.width
        window.backgroundColor = .black

        // Add the main app background image.
        appBackground = UIImageView(frame: CGRect(x: 0, y: 20, width: width, height: 548))
        appBackground.image = try UIImage.load(named: "app-bg")
        appBackground.layer.name = "appBackground"
        window.addSubview(appBackground)

        // Add the map view: transparent, 30 pt lower and 1.1× larger than where it ends up.
        mapView = UIImageView(frame: CGRect(x: 0, y: 62, width: width, height: 458))
        mapView.image = try UIImage.load(named: "map-arrow")
        mapView.alpha = 0.0
        mapView.transform = CGAffineTransform(translationX: 0, y: 30)
        mapView.transform = mapView.transform.scaledBy(x: 1.1, y: 1.1)
        mapView.layer.name = "mapView"
        window.addSubview(mapView)

        // Add the icon last so it is on top of everything.
        icon = UIButton(type: .custom)
        icon.setImage(try UIImage.load(named: "map-icon"), for: .normal)
        icon.setImage(try UIImage.load(named: "map-icon-highlighted"), for: .highlighted)
        icon.frame = CGRect(x: width - 49, y: 19, width: 49, height: 44)
        icon.layer.name = "mapIcon"
        window.addSubview(icon)
        icon.addTarget(self, action: MapScene.didTapMapIcon, for: .touchUpInside)
    }

    /// The map waits for a tap on the icon, as in the article's app.
    public func start() {}

    /// Space: the same as tapping the icon (toggles the map from wherever things are).
    public func replay() { didTapMapIcon(icon) }

    public func didTapMapIcon(_ sender: UIButton) {
        if mapShowing {
            mapShowing = false

            // Begin from the current state so a tap mid-animation never jerks.
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.appBackground.alpha = 1.0 }, completion: nil)
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.mapView.alpha = 0.0 }, completion: nil)

            // The map has two separate animations, one for the position and one for the scale.
            let mapScale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
            mapScale.damping = dampingOut
            mapScale.stiffness = stiffnessOut
            mapScale.mass = mass
            mapScale.fromValue = mapView.layer.presentation()?.value(forKeyPath: mapScale.keyPath!)
            mapScale.toValue = 1.1
            mapView.layer.add(mapScale, forKey: mapScale.keyPath)
            mapView.transform = CGAffineTransform.identity.scaledBy(x: 1.1, y: 1.1)

            let mapTranslate = JNWSpringAnimation.animation(withKeyPath: "transform.translation.y")
            mapTranslate.damping = dampingOut
            mapTranslate.stiffness = stiffnessOut
            mapTranslate.mass = mass
            mapTranslate.fromValue = mapView.layer.presentation()?.value(forKeyPath: mapTranslate.keyPath!)
            mapTranslate.toValue = 30
            mapView.layer.add(mapTranslate, forKey: mapTranslate.keyPath)
            // The article writes CGAffineTransformTranslate(transform, 0, 30) here, which translates in the
            // scaled space (ty = 33) and would jump 3 pt when the spring (ending at 30) is removed; the
            // resting transform of the setup is what the springs end on.
            mapView.transform = MapScene.mapHiddenTransform

            // Scale the main app background back to 1.0.
            let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
            scale.damping = dampingOut
            scale.stiffness = stiffnessOut
            scale.mass = mass
            scale.fromValue = appBackground.layer.presentation()?.value(forKeyPath: "transform.scale.x")
            scale.toValue = 1.0
            appBackground.layer.add(scale, forKey: scale.keyPath)
            appBackground.transform = CGAffineTransform.identity.scaledBy(x: 1.0, y: 1.0)
        } else {
            mapShowing = true

            // Fade the app out a little, and the map in a little faster so it stands out.
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.appBackground.alpha = 0.3 }, completion: nil)
            UIView.animate(withDuration: 0.15, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: { self.mapView.alpha = 1.0 }, completion: nil)

            // Scale the main app background, starting from whatever scale is on screen.
            let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
            scale.damping = damping
            scale.stiffness = stiffness
            scale.mass = mass
            scale.fromValue = appBackground.layer.presentation()?.value(forKeyPath: scale.keyPath!)
            scale.toValue = 0.9
            appBackground.layer.add(scale, forKey: scale.keyPath)
            appBackground.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9)

            // The map has two separate animations, one for the position and one for the scale.
            let mapScale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
            mapScale.damping = damping
            mapScale.stiffness = stiffness
            mapScale.mass = mass
            mapScale.fromValue = mapView.layer.presentation()?.value(forKeyPath: mapScale.keyPath!)
            mapScale.toValue = 1.0
            mapView.layer.add(mapScale, forKey: mapScale.keyPath)
            mapView.transform = CGAffineTransform.identity.scaledBy(x: 1, y: 1)

            let mapTranslate = JNWSpringAnimation.animation(withKeyPath: "transform.translation.y")
            mapTranslate.damping = damping
            mapTranslate.stiffness = stiffness
            mapTranslate.mass = mass
            mapTranslate.fromValue = mapView.layer.presentation()?.value(forKeyPath: mapTranslate.keyPath!)
            mapTranslate.toValue = 0
            mapView.layer.add(mapTranslate, forKey: mapTranslate.keyPath)
            mapView.transform = mapView.transform.translatedBy(x: 0, y: 0)
        }
    }

}
