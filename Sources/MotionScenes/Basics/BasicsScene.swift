import Foundation
import UIKit
import MotionLabPreview

/// objc.io's "Animations Explained" (seed 004) as labelled demos on one 320×568 screen: the rockets
/// (CABasicAnimation from/to with the model updated; byValue on a second rocket 0.5 s later), the
/// keyframe shake of a login form (click the form to shake it again), the satellite orbiting an
/// ellipse path (paced, rotating with the path, forever), eight easing rectangles (Core Animation's
/// named curves, control points (0.5, 0, 0.9, 0.7), and RBBAnimation's back bezier and bounce), and
/// the CAAnimationGroup card shuffle 0.5 s after the start. Space replays everything.
///
/// The article's numbers are kept in every animation. Demos that need more room than a 320-pt screen
/// (the rockets fly to x = 455, the orbit is 300 pt across) live in a `BasicsStage`: a view whose
/// logical coordinates are the article's, shown scaled down by its transform.
public final class BasicsScene: Scene {
    public static let name = "basics"
    public static let title = "Core Animation basics (objc.io)"
    public static let tunables: [Tunable] = []
    /// Every demo once and again: rockets, shake, orbit, easings, card shuffle.
    public static let demo: Demo? = Demo(script: "2.8 key space", duration: 5.0)

    let window: UIWindow
    public let rocketStage: BasicsStage
    public let rocket: UIImageView
    public let rocket2: UIImageView
    public let form: UIControl
    public let orbitStage: BasicsStage
    public let satellite: UIImageView
    /// The easing rectangles with their curves, in screen order.
    public private(set) var easingRectangles: [(view: UIView, demo: BasicsEasing)] = []
    public let cardStage: BasicsStage
    /// card1…card3, back to front at the start.
    public let cards: [UIImageView]

    /// Orbit centre in the orbit stage's (article) coordinates.
    public static let orbitCenter = CGPoint(x: 180, y: 180)
    /// Resting centre of every card in the card stage.
    public static let cardCenter = CGPoint(x: 70, y: 85)
    /// Vertical centre of each easing rectangle in its track.
    static let easingTrackMidY: CGFloat = 14

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        window.backgroundColor = UIColor(hex: 0x161B26)

        // Rockets: the article's parent view, x from 0 to 520, shown 320 wide.
        BasicsScene.addLabel(to: window, "CABasicAnimation  x 77 → 455 · byValue 378, +0.5 s", frame: CGRect(x: 10, y: 24, width: 300, height: 14))
        rocketStage = BasicsStage(logicalSize: CGSize(width: 520, height: 150), visualFrame: CGRect(x: 0, y: 40, width: 320, height: 92))
        rocketStage.layer.name = "rocketStage"
        window.addSubview(rocketStage)
        for x in [77, 455] as [CGFloat] {
            let marker = UIView(frame: CGRect(x: x - 1, y: 36, width: 2, height: 100))
            marker.backgroundColor = UIColor(white: 1, alpha: 0.15)
            rocketStage.addSubview(marker)
        }
        let rocketImage = try UIImage.load(named: "rocket")
        rocket = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        rocket.image = rocketImage
        rocket.center = CGPoint(x: 77, y: 61)
        rocket.layer.name = "rocket"
        rocketStage.addSubview(rocket)
        rocket2 = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        rocket2.image = rocketImage
        rocket2.center = CGPoint(x: 77, y: 111)
        rocket2.layer.name = "rocket2"
        rocketStage.addSubview(rocket2)

        // The login form that shakes.
        BasicsScene.addLabel(to: window, "Keyframe shake · click it", frame: CGRect(x: 10, y: 142, width: 150, height: 14))
        form = UIControl(frame: CGRect(x: 20, y: 162, width: 120, height: 66))
        form.backgroundColor = .white
        form.layer.cornerRadius = 8
        form.layer.name = "form"
        for (i, color) in [UIColor(hex: 0xE3E6EC), UIColor(hex: 0xE3E6EC), UIColor(hex: 0x2F80ED)].enumerated() {
            let bar = UIView(frame: CGRect(x: 10, y: 9 + CGFloat(i) * 18, width: 100, height: 12))
            bar.backgroundColor = color
            bar.layer.cornerRadius = 3
            bar.isUserInteractionEnabled = false
            form.addSubview(bar)
        }
        window.addSubview(form)

        // The satellite's orbit: the article's 300-pt ellipse, shown 0.42×.
        BasicsScene.addLabel(to: window, "Path · paced · rotateAuto", frame: CGRect(x: 168, y: 142, width: 146, height: 14))
        orbitStage = BasicsStage(logicalSize: CGSize(width: 360, height: 360),
                                 visualFrame: CGRect(x: 164.4, y: 158, width: 151.2, height: 151.2))
        orbitStage.layer.name = "orbitStage"
        window.addSubview(orbitStage)
        let ring = UIView(frame: CGRect(x: 30, y: 30, width: 300, height: 300))
        ring.layer.cornerRadius = 150
        ring.layer.borderWidth = 2
        ring.layer.borderColor = UIColor(white: 1, alpha: 0.2).cgColor
        orbitStage.addSubview(ring)
        let planet = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 90))
        planet.center = BasicsScene.orbitCenter
        planet.layer.cornerRadius = 45
        planet.backgroundColor = UIColor(hex: 0x3D7BD9)
        planet.layer.name = "planet"
        orbitStage.addSubview(planet)
        satellite = UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        satellite.image = try UIImage.load(named: "satellite")
        satellite.center = BasicsScene.orbitCenter
        satellite.layer.name = "satellite"
        orbitStage.addSubview(satellite)

        // The card shuffle, shown 0.5×.
        BasicsScene.addLabel(to: window, "CAAnimationGroup shuffle", frame: CGRect(x: 10, y: 238, width: 150, height: 14))
        cardStage = BasicsStage(logicalSize: CGSize(width: 260, height: 150),
                                visualFrame: CGRect(x: 15, y: 258, width: 130, height: 75))
        cardStage.layer.name = "cardStage"
        window.addSubview(cardStage)
        cards = try (1...3).map { i in
            let card = UIImageView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            card.image = try UIImage.load(named: "card-\(i)")
            card.center = BasicsScene.cardCenter
            card.layer.name = "card\(i)"
            return card
        }
        for card in cards { cardStage.addSubview(card) }

        // The easing rectangles, one track each.
        BasicsScene.addLabel(to: window, "Timing functions · x 50 → 150 in 1 s", frame: CGRect(x: 10, y: 340, width: 300, height: 14))
        for (i, demo) in BasicsEasing.allCases.enumerated() {
            let y = 358 + CGFloat(i) * 26
            BasicsScene.addLabel(to: window, demo.title, frame: CGRect(x: 10, y: y + 6, width: 130, height: 14), size: 11, alpha: 0.9)
            let track = UIView(frame: CGRect(x: 130, y: y, width: 190, height: 26))
            track.layer.name = "\(demo.layerName)Track"
            window.addSubview(track)
            let line = UIView(frame: CGRect(x: 50, y: BasicsScene.easingTrackMidY - 0.5, width: 100, height: 1))
            line.backgroundColor = UIColor(white: 1, alpha: 0.18)
            track.addSubview(line)
            let rect = UIView(frame: CGRect(x: 0, y: 0, width: 18, height: 14))
            rect.center = CGPoint(x: 50, y: BasicsScene.easingTrackMidY)
            rect.backgroundColor = demo.color
            rect.layer.cornerRadius = 3
            rect.layer.name = demo.layerName
            track.addSubview(rect)
            easingRectangles.append((rect, demo))
        }

        form.addAction({ [weak self] _ in self?.shake() }, for: .touchUpInside)
    }

    /// Every demo starts at once; the shuffle's group begins 0.5 s later.
    public func start() {
        launchRockets()
        shake()
        orbit()
        runEasings()
        shuffle()
    }

    /// Space: everything again.
    public func replay() { start() }

    // MARK: The article's animations

    /// 77 → 455 with the model updated; the same animation with byValue 378 on rocket2, 0.5 s later.
    func launchRockets() {
        let animation = CABasicAnimation()
        animation.keyPath = "position.x"
        animation.fromValue = 77
        animation.toValue = 455
        animation.duration = 1
        rocket.layer.add(animation, forKey: "basic")
        rocket.layer.position = CGPoint(x: 455, y: 61)

        // byValue: from the value when added to that + 378. The article also sets rocket2's model to 455
        // right after adding; with its beginTime 0.5 s ahead that shows the rocket at 455 until it starts,
        // so the model stays at 77 and the animation fills forwards and stays instead (the article's other
        // way of keeping the end state).
        let byAnimation = CABasicAnimation()
        byAnimation.keyPath = "position.x"
        byAnimation.byValue = 378
        byAnimation.duration = 1
        byAnimation.beginTime = CACurrentMediaTime() + 0.5
        byAnimation.fillMode = .forwards
        byAnimation.isRemovedOnCompletion = false
        rocket2.layer.add(byAnimation, forKey: "basic")
    }

    /// The login form's shake: additive keyframes on position.x.
    public func shake() {
        let animation = CAKeyframeAnimation()
        animation.keyPath = "position.x"
        animation.values = [0, 10, -10, 10, 0]
        animation.keyTimes = [0, 1 / 6.0, 3 / 6.0, 5 / 6.0, 1] as [NSNumber]
        animation.duration = 0.4
        animation.isAdditive = true
        form.layer.add(animation, forKey: "shake")
    }

    /// The satellite orbits an ellipse path at constant speed, turning with it, forever.
    func orbit() {
        let boundingRect = CGRect(x: -150, y: -150, width: 300, height: 300)
        let orbit = CAKeyframeAnimation()
        orbit.keyPath = "position"
        orbit.path = CGPath(ellipseIn: boundingRect, transform: nil)
        orbit.duration = 4
        orbit.isAdditive = true
        orbit.repeatCount = .infinity
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        satellite.layer.add(orbit, forKey: "orbit")
    }

    /// Each rectangle: position.x 50 → 150 in 1 s through its curve, the model set to the end.
    func runEasings() {
        for (rect, demo) in easingRectangles {
            let animation: CAPropertyAnimation
            switch demo.curve {
            case .timingFunction(let function):
                let basic = CABasicAnimation()
                basic.fromValue = 50
                basic.toValue = 150
                basic.timingFunction = function
                animation = basic
            case .easing(let easing):
                let tween = RBBTweenAnimation()
                tween.fromValue = 50
                tween.toValue = 150
                tween.easing = easing
                animation = tween
            }
            animation.keyPath = "position.x"
            animation.duration = 1
            rect.layer.add(animation, forKey: "basic")
            rect.layer.position = CGPoint(x: 150, y: BasicsScene.easingTrackMidY)
        }
    }

    /// The card at the back of the deck comes forward: zPosition −1 → 1, a small rotation and an additive
    /// swing out to (110, −20) and back, grouped, 1.2 s, beginning 0.5 s from now.
    func shuffle() {
        // Restack: the card brought forward last time is the front of the deck; all at zPosition 0.
        let deck = cards.enumerated().sorted { a, b in
            let za = a.element.layer.zPosition, zb = b.element.layer.zPosition
            if za != zb { return za < zb }
            let ia = cardStage.subviews.firstIndex { $0 === a.element } ?? a.offset
            let ib = cardStage.subviews.firstIndex { $0 === b.element } ?? b.offset
            return ia < ib
        }.map(\.element)
        for c in deck {
            cardStage.bringSubviewToFront(c)
            c.layer.zPosition = 0
        }
        let card = deck[0]

        let zPosition = CABasicAnimation()
        zPosition.keyPath = "zPosition"
        zPosition.fromValue = -1
        zPosition.toValue = 1
        zPosition.duration = 1.2

        let rotation = CAKeyframeAnimation()
        rotation.keyPath = "transform.rotation"
        rotation.values = [0, 0.14, 0]
        rotation.duration = 1.2
        rotation.timingFunctions = [
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
        ]

        let position = CAKeyframeAnimation()
        position.keyPath = "position"
        position.values = [CGPoint.zero, CGPoint(x: 110, y: -20), CGPoint.zero]
        position.timingFunctions = [
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
        ]
        position.isAdditive = true
        position.duration = 1.2

        let group = CAAnimationGroup()
        group.animations = [zPosition, rotation, position]
        group.duration = 1.2
        group.beginTime = CACurrentMediaTime() + 0.5
        // The model goes to zPosition 1 at once; filling backwards keeps the card at the back (−1)
        // during the 0.5 s wait instead of popping to the front.
        group.fillMode = .backwards
        card.layer.add(group, forKey: "shuffle")
        card.layer.zPosition = 1
    }

    // MARK: Helpers

    /// A demo's caption: small light text on the dark background.
    @discardableResult
    static func addLabel(to window: UIWindow, _ text: String, frame: CGRect, size: CGFloat = 10,
                         alpha: CGFloat = 0.65) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.textColor = UIColor(white: 1, alpha: alpha)
        window.addSubview(label)
        return label
    }

}
