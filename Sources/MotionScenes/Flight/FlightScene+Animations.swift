import Foundation
import UIKit
import MotionLabPreview

/// The article's animations, in its order and with its numbers. All use UIView.animate's default
/// curve (ease-in-ease-out), as the article passes no curve option.
extension FlightScene {
    /// The article's `RotateDirection`: positive restores the arrow (landed), negative turns it up.
    enum RotateDirection: Int {
        case positive = 1
        case negative = -1
    }

    /// Background cross-dissolve (s).
    static let backgroundDuration: TimeInterval = 2
    /// Status arrow rotation (s).
    static let arrowDuration: TimeInterval = 2
    /// Places out / plane out, then places back / plane back in (s each).
    static let placeOutDuration: TimeInterval = 1
    static let placeInDuration: TimeInterval = 1
    /// Places move this far (points) while fading out.
    static let placeDistance: CGFloat = 100
    /// The plane's tilt while re-entering (radians) and its straightening: 0.7 s after 0.5 s.
    static let planeTilt: CGFloat = -.pi / 10
    static let tiltDelay: TimeInterval = 0.5
    static let tiltDuration: TimeInterval = 0.7
    /// The flip copy's and the leaving original's height scale.
    static let flipScale: CGFloat = 0.1

    static func arrowTransform(landed: Bool) -> CGAffineTransform {
        landed ? .identity : CGAffineTransform(rotationAngle: CGFloat(RotateDirection.negative.rawValue) * .pi / 2)
    }

    /// Switches to flight `newIndex` with every animation of the article; a running switch is
    /// finished first (no copies left behind, final texts set).
    func switchTo(_ newIndex: Int) {
        guard flights.indices.contains(newIndex) else { return }
        finishRunningSwitch()
        // Forward (next flight) flips like the article, the new face coming up from below;
        // backward flips the other way.
        let direction: CGFloat = newIndex >= index ? 1 : -1
        let flightItem = flights[newIndex]
        let s = FlightSwitch(flight: flightItem, index: newIndex)
        running = s
        index = newIndex
        pageControl.currentPage = newIndex

        UIView.transition(with: backgroundImageView, duration: Self.backgroundDuration, options: .transitionCrossDissolve,
                          animations: {
                              self.backgroundImageView.image = self.backgrounds[flightItem.background]
                          }, completion: nil)

        cubeAnimate(flightNumberLabel, flightInfo: flightItem.flightNumber, direction: direction, in: s)
        cubeAnimate(gateLabel, flightInfo: flightItem.gate, direction: direction, in: s)
        cubeAnimate(statusLabel, flightInfo: flightItem.status, direction: direction, in: s)
        cubeAnimate(departureTimeLabel, flightInfo: flightItem.departureTime, direction: direction, in: s)
        cubeAnimate(arrivalTimeLabel, flightInfo: flightItem.arrivalTime, direction: direction, in: s)

        rotateAnimate(landed[newIndex] ? .positive : .negative)
        placeAndAirplaneAnimate(flightItem, in: s)
    }

    /// The pseudo-3D cube flip: a copy with the new text starts squashed to 0.1 of the height half a
    /// height below (above when `direction` is −1) and unfolds into place while the original squashes
    /// and leaves the other way, the two cross-fading. At the end the original takes the copy's text
    /// and its identity transform back, and the copy (`<name>Copy`) is removed.
    func cubeAnimate(_ targetView: ShadowLabel, flightInfo: String, direction: CGFloat, in s: FlightSwitch) {
        let viewCopy = ShadowLabel(frame: targetView.frame)
        viewCopy.layer.name = (targetView.layer.name ?? "label") + "Copy"
        viewCopy.alpha = 0
        viewCopy.text = flightInfo
        viewCopy.font = targetView.font
        viewCopy.textAlignment = targetView.textAlignment
        viewCopy.textColor = targetView.textColor
        viewCopy.backgroundColor = .clear
        viewCopy.shadowColor = targetView.shadowColor
        viewCopy.shadowOffset = targetView.shadowOffset
        viewCopy.shadowBlur = targetView.shadowBlur
        // The article writes CGAffineTransformMakeTranslation(1.0, …): the 1.0 is a slip for 0 (the
        // flip has no sideways motion), so the copy starts straight below the original.
        viewCopy.transform = CGAffineTransform(scaleX: 1.0, y: Self.flipScale)
            .concatenating(CGAffineTransform(translationX: 0, y: direction * viewCopy.frame.height / 2))
        topView.insertSubview(viewCopy, aboveSubview: targetView)
        s.flips.append(FlightSwitch.Flip(original: targetView, copy: viewCopy, text: flightInfo))

        let height = targetView.bounds.height
        UIView.animate(withDuration: flipDuration, animations: {
            targetView.transform = CGAffineTransform(scaleX: 1.0, y: Self.flipScale)
                .concatenating(CGAffineTransform(translationX: 0, y: -direction * height / 2))
            targetView.alpha = 0
            viewCopy.alpha = 1
            viewCopy.transform = .identity
        }, completion: { [weak self] _ in
            guard self?.running === s else { return }
            targetView.alpha = 1
            targetView.text = viewCopy.text
            targetView.transform = .identity
            viewCopy.removeFromSuperview()
            s.flips.removeAll { $0.copy === viewCopy }
        })
    }

    /// The status arrow turns up (taking off) or back (landed) over 2 s.
    func rotateAnimate(_ direction: RotateDirection) {
        UIView.animate(withDuration: Self.arrowDuration, animations: {
            if direction == .positive {
                self.landedOrDepatureSmallArrowImageView.transform = .identity
            } else {
                let rotation = CGAffineTransform(rotationAngle: CGFloat(RotateDirection.negative.rawValue) * .pi / 2)
                self.landedOrDepatureSmallArrowImageView.transform = rotation
            }
        }, completion: nil)
    }

    /// Places out and the plane off to the right (1 s); then, with the new places, the plane jumps
    /// off-screen left tilted by −π/10, places and plane come back (1 s), and the tilt straightens
    /// over 0.7 s after 0.5 s.
    func placeAndAirplaneAnimate(_ flightItem: Flight, in s: FlightSwitch) {
        let width = topView.bounds.width
        UIView.animate(withDuration: Self.placeOutDuration, delay: 0, options: [], animations: {
            self.targetPlace.center.y += Self.placeDistance
            self.targetPlace.alpha = 0
            self.sourcePlace.center.y -= Self.placeDistance
            self.sourcePlace.alpha = 0
            self.airplaneImageView.center.x += width / 1.5
        }, completion: { [weak self] _ in
            guard let self, self.running === s else { return }
            self.targetPlace.place = flightItem.arrival
            self.sourcePlace.place = flightItem.departure
            self.airplaneImageView.center.x -= width * 1.5
            self.airplaneImageView.transform = CGAffineTransform(rotationAngle: Self.planeTilt)
            UIView.animate(withDuration: Self.placeInDuration, animations: {
                self.targetPlace.center.y -= Self.placeDistance
                self.targetPlace.alpha = 1
                self.sourcePlace.center.y += Self.placeDistance
                self.sourcePlace.alpha = 1
                self.airplaneImageView.center = self.airplaneImageViewOriginalCenter
            })
            UIView.animate(withDuration: Self.tiltDuration, delay: Self.tiltDelay, options: [], animations: {
                self.airplaneImageView.transform = .identity
            }, completion: nil)
        })
    }
}
