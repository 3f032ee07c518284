import UIKit

/// A download button that fills the progress ring: each tap on "Download" adds a quarter.
class DownloadViewController: UIViewController {

    let ring = ProgressRingView(frame: CGRect(x: 60, y: 120, width: 200, height: 200))
    let downloadButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(ring)

        downloadButton.frame = CGRect(x: 85, y: 400, width: 150, height: 44)
        downloadButton.setTitle("Download", for: .normal)
        downloadButton.addTarget(self, action: #selector(downloadTapped(_:)), for: .touchUpInside)
        view.addSubview(downloadButton)
    }

    @IBAction func downloadTapped(_ sender: Any) {
        ring.setProgress(min(1, ring.progress + 0.25), duration: 0.8)
    }
}
