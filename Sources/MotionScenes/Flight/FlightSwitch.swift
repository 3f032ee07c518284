import Foundation
import UIKit
import MotionLabPreview

/// What one flight switch has under way, so that a new switch can finish it at once: the cube-flip
/// copies still on screen (with the text each original gets at the end) and the flight it shows.
///
/// Completions of an earlier switch compare their switch with `FlightScene.running` and do nothing
/// when it is no longer the running one, so a finished switch cannot touch the next one's views.
final class FlightSwitch {
    struct Flip {
        let original: UILabel
        let copy: UILabel
        let text: String
    }

    let flight: Flight
    let index: Int
    var flips: [Flip] = []

    init(flight: Flight, index: Int) {
        self.flight = flight
        self.index = index
    }
}

extension FlightScene {
    /// Ends the running switch now, in the state its completions would leave: copies removed,
    /// originals showing the new text with identity transform and alpha 1, places and plane back
    /// at their original centres with the new places, arrow and background at their final values.
    func finishRunningSwitch() {
        guard let r = running else { return }
        running = nil   // from here on, the old completions are stale and return at once
        for flip in r.flips {
            flip.original.layer.removeAllAnimations()
            flip.copy.layer.removeAllAnimations()
            flip.copy.removeFromSuperview()
            flip.original.alpha = 1
            flip.original.text = flip.text
            flip.original.transform = .identity
        }
        for v: UIView in [sourcePlace, targetPlace, airplaneImageView, landedOrDepatureSmallArrowImageView,
                          backgroundImageView] {
            v.layer.removeAllAnimations()
        }
        sourcePlace.place = r.flight.departure
        sourcePlace.center = sourcePlaceOriginalCenter
        sourcePlace.alpha = 1
        targetPlace.place = r.flight.arrival
        targetPlace.center = targetPlaceOriginalCenter
        targetPlace.alpha = 1
        airplaneImageView.center = airplaneImageViewOriginalCenter
        airplaneImageView.transform = .identity
        landedOrDepatureSmallArrowImageView.transform = FlightScene.arrowTransform(landed: landed[r.index])
        backgroundImageView.image = backgrounds[r.flight.background]
    }
}
