// Ported unchanged: a drawer that opens with a spring and, tapped again mid-flight, turns back
// (reversing the running animator rather than starting a new one).
import UIKit

final class Drawer {
    let panel: UIView
    let closedY: CGFloat
    let openY: CGFloat
    private var animator: UIViewPropertyAnimator?
    private(set) var isOpen = false

    init(panel: UIView, closedY: CGFloat, openY: CGFloat) {
        self.panel = panel
        self.closedY = closedY
        self.openY = openY
    }

    func toggle() {
        if let animator = animator, animator.isRunning {
            animator.isReversed.toggle()
            return
        }
        let target = isOpen ? closedY : openY
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.8) {
            self.panel.frame.origin.y = target
        }
        animator.addCompletion { position in
            if position == .end { self.isOpen.toggle() }
            self.animator = nil
        }
        animator.startAnimation()
        self.animator = animator
    }
}
