import Foundation
import UIKit
import MotionLabPreview

/// Seed 003: the flight card of Raywenderlich's "Top 5 iOS 7 Animations", as rebuilt in the
/// article "iOS UIView Animation - Practice". Left/right arrow keys or a horizontal drag of more than
/// 40 pt switch flights; the switch is the article's set of UIView animations
/// (FlightScene+Animations.swift). Paging stops at the first and last flight, like a page control.
public final class FlightScene: Scene {
    public static let name = "flight"
    public static let title = "Flight card (Top 5 iOS 7 Animations)"
    /// The cube flip's duration (the article's 2 s) may be tuned; the other timings are the article's.
    public static let tunables: [Tunable] = [
        Tunable("duration", default: 2, range: 0.2...6, step: 0.1, keys: ("-", "="), unit: "s"),
    ]
    /// The next flight and back: cross-dissolve, cube flips, the plane flying out and in.
    public static let demo: Demo? = Demo(script: "0.3 key right\n2.9 key left", duration: 5.4)

    let window: UIWindow
    let flights: [Flight]
    /// Per flight: landed (arrow identity) or taking off (arrow turned −π/2).
    let landed: [Bool]
    /// Background images by name, decoded once.
    let backgrounds: [String: UIImage]
    /// The cube flip's duration, seconds.
    let flipDuration: TimeInterval

    /// The article's `topView`: every view of the card is in it; it also reports swipes.
    let topView: SwipeView
    let backgroundImageView: UIImageView
    let flightNumberLabel: ShadowLabel
    let gateLabel: ShadowLabel
    let statusLabel: ShadowLabel
    let departureTimeLabel: ShadowLabel
    let arrivalTimeLabel: ShadowLabel
    /// The article's `sourcePlace` (departure) and `targetPlace` (arrival).
    let sourcePlace: PlaceView
    let targetPlace: PlaceView
    let airplaneImageView: UIImageView
    let landedOrDepatureSmallArrowImageView: UIImageView
    let pageControl: FlightPageControl

    /// Where the places and the plane rest (the article's `airplaneImageViewOriginalCenter`).
    let sourcePlaceOriginalCenter: CGPoint
    let targetPlaceOriginalCenter: CGPoint
    let airplaneImageViewOriginalCenter: CGPoint

    /// The flight shown (or being switched to).
    public internal(set) var index = 0
    /// The switch whose animations may still run; finished at once when another one starts.
    var running: FlightSwitch?

    public init(window: UIWindow, settings: TunableValues) throws {
        self.window = window
        flipDuration = settings["duration"]
        flights = try FlightList.load()
        landed = Flight.landedStates(flights)
        var images: [String: UIImage] = [:]
        for f in flights where images[f.background] == nil {
            images[f.background] = try UIImage.load(named: f.background)
        }
        backgrounds = images
        let plane = try UIImage.load(named: "flight-plane")
        let arrow = try UIImage.load(named: "flight-arrow")

        topView = SwipeView(frame: FlightLayout.screen)
        topView.layer.name = "topView"
        topView.backgroundColor = .black

        backgroundImageView = UIImageView(frame: FlightLayout.screen)
        backgroundImageView.layer.name = "background"
        backgroundImageView.contentMode = .scaleAspectFill
        topView.addSubview(backgroundImageView)

        let scrim = UIImageView(frame: FlightLayout.screen)
        scrim.layer.name = "scrim"
        scrim.image = Scrim.image()
        scrim.contentMode = .scaleToFill
        topView.addSubview(scrim)

        func label(_ name: String?, _ frame: CGRect, size: CGFloat, bold: Bool = false,
                   alignment: NSTextAlignment = .left, alpha: CGFloat = 1) -> ShadowLabel {
            let l = ShadowLabel(frame: frame)
            l.layer.name = name
            l.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
            l.textColor = UIColor(white: 1, alpha: alpha)
            l.textAlignment = alignment
            l.backgroundColor = .clear
            return l
        }

        let flightCaption = label(nil, FlightLayout.flightCaption, size: 11, alpha: 0.7)
        flightCaption.text = "FLIGHT"
        let gateCaption = label(nil, FlightLayout.gateCaption, size: 11, alignment: .right, alpha: 0.7)
        gateCaption.text = "GATE"
        flightNumberLabel = label("flightNumber", FlightLayout.flightNumber, size: 28, bold: true)
        gateLabel = label("gate", FlightLayout.gate, size: 28, bold: true, alignment: .right)
        statusLabel = label("status", FlightLayout.status, size: 17)
        let departureCaption = label(nil, FlightLayout.departureCaption, size: 11, alpha: 0.7)
        departureCaption.text = "DEPARTS"
        let arrivalCaption = label(nil, FlightLayout.arrivalCaption, size: 11, alignment: .right, alpha: 0.7)
        arrivalCaption.text = "ARRIVES"
        departureTimeLabel = label("departureTime", FlightLayout.departureTime, size: 32, bold: true)
        arrivalTimeLabel = label("arrivalTime", FlightLayout.arrivalTime, size: 32, bold: true, alignment: .right)

        sourcePlace = PlaceView(frame: FlightLayout.departure, alignment: .left)
        sourcePlace.layer.name = "departure"
        targetPlace = PlaceView(frame: FlightLayout.arrival, alignment: .right)
        targetPlace.layer.name = "arrival"

        airplaneImageView = UIImageView(frame: FlightLayout.plane)
        airplaneImageView.layer.name = "plane"
        airplaneImageView.image = plane
        airplaneImageView.contentMode = .scaleAspectFit

        landedOrDepatureSmallArrowImageView = UIImageView(frame: FlightLayout.statusArrow)
        landedOrDepatureSmallArrowImageView.layer.name = "statusArrow"
        landedOrDepatureSmallArrowImageView.image = arrow

        pageControl = FlightPageControl(frame: FlightLayout.pageControl)
        pageControl.layer.name = "pageControl"
        pageControl.numberOfPages = flights.count

        for v: UIView in [flightCaption, gateCaption, flightNumberLabel, gateLabel, landedOrDepatureSmallArrowImageView,
                          statusLabel, sourcePlace, targetPlace, airplaneImageView, departureCaption, arrivalCaption,
                          departureTimeLabel, arrivalTimeLabel, pageControl] {
            topView.addSubview(v)
        }
        sourcePlaceOriginalCenter = sourcePlace.center
        targetPlaceOriginalCenter = targetPlace.center
        airplaneImageViewOriginalCenter = airplaneImageView.center

        window.addSubview(topView)
        show(flightAt: 0)

        topView.onSwipe = { [weak self] direction in
            guard let self else { return }
            self.switchFlight(by: direction < 0 ? 1 : -1)
        }
        if window.keyHandler == nil {
            window.keyHandler = { [weak self] key in _ = self?.handleKey(key) }
        }
    }

    /// The card is static until the user switches flights.
    public func start() {}

    /// Space: switches to the next flight (back to the first after the last), to show the motion again.
    public func replay() {
        switchTo(index == flights.count - 1 ? 0 : index + 1)
    }

    /// The keys `handleKey` uses (scripts refuse keys nothing understands).
    public static let keys = ["left", "right"]

    public func handleKey(_ name: String) -> Bool {
        switch name {
        case "right": switchFlight(by: 1); return true
        case "left": switchFlight(by: -1); return true
        default: return false
        }
    }

    /// Shows the next (`step` = 1) or previous (−1) flight; nothing past either end.
    public func switchFlight(by step: Int) {
        let target = index + step
        guard flights.indices.contains(target) else { return }
        switchTo(target)
    }

    /// The flight on display, without animation (the card's initial state).
    private func show(flightAt i: Int) {
        let f = flights[i]
        index = i
        backgroundImageView.image = backgrounds[f.background]
        flightNumberLabel.text = f.flightNumber
        gateLabel.text = f.gate
        statusLabel.text = f.status
        departureTimeLabel.text = f.departureTime
        arrivalTimeLabel.text = f.arrivalTime
        sourcePlace.place = f.departure
        targetPlace.place = f.arrival
        landedOrDepatureSmallArrowImageView.transform = FlightScene.arrowTransform(landed: landed[i])
        pageControl.currentPage = i
    }

}
