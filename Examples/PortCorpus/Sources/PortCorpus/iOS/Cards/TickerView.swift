import UIKit

/// A generic ticker that shows one item at a time and advances every `interval` seconds, sliding
/// the strip of item labels to the left.
final class TickerView<Item: CustomStringConvertible>: UIView {

    let strip = UIView()
    private let items: [Item]
    private var index = 0
    private var timer: Timer?
    private let itemWidth: CGFloat

    init(frame: CGRect, items: [Item]) {
        self.items = items
        itemWidth = frame.width
        super.init(frame: frame)
        clipsToBounds = true
        strip.frame = CGRect(x: 0, y: 0, width: itemWidth * CGFloat(items.count), height: frame.height)
        strip.accessibilityIdentifier = "strip"
        addSubview(strip)
        for (i, item) in items.enumerated() {
            let label = UILabel(frame: CGRect(x: itemWidth * CGFloat(i), y: 0, width: itemWidth, height: frame.height))
            label.text = item.description
            label.textAlignment = .center
            label.font = .boldSystemFont(ofSize: 28)
            strip.addSubview(label)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func start(interval: TimeInterval) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(timeInterval: interval, target: self, selector: #selector(advance),
                                     userInfo: nil, repeats: true)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    @objc private func advance() {
        guard index < items.count - 1 else { stop(); return }
        index += 1
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseInOut, animations: {
            self.strip.frame.origin.x = -self.itemWidth * CGFloat(self.index)
        })
    }
}
