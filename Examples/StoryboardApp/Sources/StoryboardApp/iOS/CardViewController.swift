//
//  CardViewController.swift
//  StoryboardApp
//

import UIKit

class CardViewController: UIViewController {

    @IBOutlet private weak var cardView: UIView!
    @IBOutlet private weak var cardHeightConstraint: NSLayoutConstraint!
    @IBOutlet weak var badgeContainer: UIView!

    private var expanded = false
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil, options: nil).first as! BadgeView
        badge.frame = badgeContainer.bounds
        badge.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        badge.configure(count: 3)
        badgeContainer.addSubview(badge)
    }

    @IBAction func toggleCard(_ sender: UIButton) {
        expanded.toggle()
        taps += 1
        cardHeightConstraint.constant = expanded ? 260 : 120
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [.curveEaseInOut], animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail", let detail = segue.destination as? DetailViewController {
            detail.tapCount = taps
        }
    }
}
