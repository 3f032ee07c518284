import UIKit

/// The UIKit spelling: a `@MainActor` view model made and used by a view controller.
@MainActor
final class CounterModel {
    private(set) var count = 0
    func increment() { count += 1 }
    func load() async {
        try? await Task.sleep(nanoseconds: 100_000_000)
        count = 10
    }
}

final class ReposViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let model = CounterModel()
    private let tableView = UITableView()
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.increment()
        label.text = "\(model.count)"
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(label)
        view.addSubview(tableView)
        let button = UIButton(type: .system)
        button.addAction(UIAction { [weak self] _ in self?.model.increment() }, for: .touchUpInside)
        view.addSubview(button)
        Task {
            await model.load()
            label.text = "\(model.count)"
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { model.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

#Preview("Repos controller (Swift 6)") {
    ReposViewController()
}
