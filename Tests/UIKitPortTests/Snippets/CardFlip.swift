// Ported unchanged: flipping a card between its front and back views with UIView.transition.
import UIKit

final class FlipCard {
    let container: UIView
    let front: UIView
    let back: UIView
    private(set) var showingBack = false

    init(container: UIView, front: UIView, back: UIView) {
        self.container = container
        self.front = front
        self.back = back
        back.isHidden = true
        container.addSubview(back)
        container.addSubview(front)
    }

    func flip(completion: ((Bool) -> Void)? = nil) {
        let toView = showingBack ? front : back
        let fromView = showingBack ? back : front
        UIView.transition(from: fromView, to: toView, duration: 0.5,
                          options: [.transitionFlipFromRight, .showHideTransitionViews], completion: completion)
        showingBack.toggle()
    }
}
