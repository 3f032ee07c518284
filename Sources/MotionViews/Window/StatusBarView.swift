import Foundation

/// The status bar a preview window draws over everything when it shows the device's chrome: the time
/// ("9:41", Apple's), signal bars and the battery, in black — or white for `.lightContent` — and on
/// devices with one, the notch or Dynamic Island. It takes no touches (touches pass through to the
/// views under it, as the status bar's window lets them through on iOS except for the scroll-to-top tap).
final class StatusBarView: UIView {
    let timeLabel = UILabel(frame: .zero)
    let signalBars = (0..<4).map { _ in UIView(frame: .zero) }
    let batteryBody = UIView(frame: .zero)
    let batteryFill = UIView(frame: .zero)
    let batteryTip = UIView(frame: .zero)
    /// The notch or Dynamic Island (black), on devices with one.
    let sensorHousing = UIView(frame: .zero)

    var style: UIStatusBarStyle = .default { didSet { if style != oldValue { applyStyle() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        timeLabel.text = "9:41"
        timeLabel.textAlignment = .center
        for v in [sensorHousing, timeLabel, batteryBody, batteryTip] + signalBars { addSubview(v) }
        batteryBody.addSubview(batteryFill)
        batteryBody.layer.borderWidth = 1
        batteryBody.layer.cornerRadius = 3
        batteryFill.layer.cornerRadius = 1.5
        batteryTip.layer.cornerRadius = 0.5
        sensorHousing.backgroundColor = .black
        applyStyle()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func userInterfaceStyleDidChange() { applyStyle() }

    private func applyStyle() {
        // iOS 13's `.default` is dark content in light mode and light content in dark mode.
        let light = style == .lightContent || style == .default && traitStyleStorage == .dark
        let ink: UIColor = light ? .white : .black
        timeLabel.textColor = ink
        for b in signalBars { b.backgroundColor = ink }
        batteryBody.layer.borderColor = ink.withAlphaComponent(0.4).cgColor
        batteryFill.backgroundColor = ink
        batteryTip.backgroundColor = ink.withAlphaComponent(0.4)
    }

    /// The notch's width: 209 points on the iPhone X generation (44 and 48 points of safe area), 162 on
    /// the iPhone 12 and 13 generations (47 and 50).
    static func notchWidth(top: CGFloat) -> CGFloat { top == 44 || top == 48 ? 209 : 162 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let device = DeviceChrome.device(for: window?.bounds.size ?? b.size)
        let notched = device.hasSensorHousing
        let island = device.top >= 59
        // The housing in the middle; the time centred in the left "ear", signal and battery in the right.
        let housingWidth: CGFloat = island ? 126 : (notched ? Self.notchWidth(top: device.top) : 0)
        let earWidth = (b.width - housingWidth) / 2
        let midY: CGFloat = notched ? (island ? 29.5 : min(b.height / 2, 22)) : b.height / 2
        timeLabel.font = .systemFont(ofSize: notched ? 17 : 12, weight: .semibold)
        let timeWidth: CGFloat = notched ? 60 : 44
        let timeHeight: CGFloat = notched ? 22 : 15
        let batterySize = notched ? CGSize(width: 25, height: 12) : CGSize(width: 22, height: 10)
        let batteryX = notched ? b.width - earWidth / 2 + 6 : b.width - 8 - 3 - batterySize.width
        batteryBody.frame = CGRect(x: batteryX, y: midY - batterySize.height / 2, width: batterySize.width, height: batterySize.height)
        batteryFill.frame = batteryBody.bounds.insetBy(dx: 2, dy: 2)
        batteryTip.frame = CGRect(x: batteryBody.frame.maxX + 1, y: midY - 2, width: 1.5, height: 4)
        // Signal: four rising bars, 3 points wide, 1.5 apart.
        let signalLeft = notched ? batteryX - 8 - 4 * 4.5 : 6
        for (i, bar) in signalBars.enumerated() {
            let h = CGFloat(4 + 2 * i)
            bar.frame = CGRect(x: signalLeft + CGFloat(i) * 4.5, y: midY + 5 - h, width: 3, height: h)
            bar.layer.cornerRadius = 0.75
        }
        let timeX = notched ? earWidth / 2 - timeWidth / 2 : b.midX - timeWidth / 2
        timeLabel.frame = CGRect(x: timeX, y: midY - timeHeight / 2, width: timeWidth, height: timeHeight)
        sensorHousing.isHidden = !notched
        if island {
            // The Dynamic Island: a 126×37 capsule 11 points from the top.
            sensorHousing.frame = CGRect(x: b.midX - 63, y: 11, width: 126, height: 37)
            sensorHousing.layer.cornerRadius = 18.5
            sensorHousing.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        } else if notched {
            // The notch: 30 points tall, rounded below.
            sensorHousing.frame = CGRect(x: b.midX - housingWidth / 2, y: 0, width: housingWidth, height: 30)
            sensorHousing.layer.cornerRadius = 20
            sensorHousing.layer.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        }
    }
}

/// The home indicator of a device without a home button: a 134×5-point bar 8 points above the bottom
/// edge, in black (white over `.lightContent`). It takes no touches.
final class HomeIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = 2.5
        backgroundColor = .black
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
