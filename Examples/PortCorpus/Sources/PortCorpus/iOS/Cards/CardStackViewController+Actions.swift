import UIKit

extension CardStackViewController {

    /// Slides the top card out to the right, puts it at the bottom of the stack and slides it back.
    @objc func shuffleTapped() {
        guard let top = cards.last else { return }
        let home = top.center
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: {
            top.center.x = home.x + 180
        }, completion: { _ in
            self.view.sendSubviewToBack(top)
            self.cards.removeLast()
            self.cards.insert(top, at: 0)
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut, animations: {
                top.center.x = home.x
            })
        })
    }
}
