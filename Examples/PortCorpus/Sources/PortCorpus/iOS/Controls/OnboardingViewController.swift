import UIKit

/// A three-page onboarding pager: a paging scroll view and a page control kept in step both ways.
class OnboardingViewController: UIViewController, UIScrollViewDelegate {

    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let pageColors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentSize = CGSize(width: 320 * CGFloat(pageColors.count), height: 480)
        scrollView.delegate = self
        scrollView.accessibilityIdentifier = "pager"
        view.addSubview(scrollView)
        for (i, color) in pageColors.enumerated() {
            let page = UIView(frame: CGRect(x: 320 * CGFloat(i), y: 0, width: 320, height: 480))
            page.backgroundColor = color
            scrollView.addSubview(page)
        }

        pageControl.numberOfPages = pageColors.count
        pageControl.currentPage = 0
        pageControl.frame = CGRect(x: 0, y: 500, width: 320, height: 30)
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(round(scrollView.contentOffset.x / scrollView.bounds.width))
    }

    @objc func pageControlChanged(_ sender: UIPageControl) {
        let offset = CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: true)
    }
}
