import UIKit

/// Stock prices ticking by.
class TickerViewController: UIViewController {

    struct Quote: CustomStringConvertible {
        let symbol: String
        let price: Double
        var description: String { "\(symbol) \(price)" }
    }

    let ticker = TickerView(frame: CGRect(x: 20, y: 250, width: 280, height: 60),
                            items: [Quote(symbol: "AAPL", price: 191.2), Quote(symbol: "MSFT", price: 402.5),
                                    Quote(symbol: "SWFT", price: 6.3)])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(ticker)
        ticker.start(interval: 1.5)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        ticker.stop()
    }
}
