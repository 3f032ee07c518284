import XCTest
@testable import MotionLabPortRewrite

/// Cell classes with only `init?(coder:)` get the initialiser lists make registered classes with, on
/// their last line; others are left as written.
final class ListCellInitPassTests: XCTestCase {
    func testACellWithOnlyInitCoderGetsTheListInitialiser() {
        assertRewrite("""
            class FruitCell: UITableViewCell {
                weak var name: UILabel!
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            final class Tile: UICollectionViewCell {
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }
            """, """
            class FruitCell: UITableViewCell {
                weak var name: UILabel!
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }; required convenience init(__listReuseIdentifier identifier: String) { self.init(coder: InterfaceBuilderCoder(reuseIdentifier: identifier))! }
            }
            final class Tile: UICollectionViewCell {
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }; required convenience init(__listReuseIdentifier identifier: String) { self.init(coder: InterfaceBuilderCoder(reuseIdentifier: identifier))! }
            }
            """)
    }

    func testCellsThatInheritItAndOtherClassesAreLeftAsWritten() {
        let source = """
            class Plain: UITableViewCell {
                weak var name: UILabel!
            }
            class Both: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Card: UIView {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        assertRewrite(source, source)
    }
}

/// Types implementing `commit editingStyle` are declared as such on the file's last line.
final class CommitEditingPassTests: XCTestCase {
    func testTypesThatImplementMoveRowAtAreDeclared() {
        assertRewrite("""
            class ListViewController: UIViewController, UITableViewDataSource {
                func tableView(_ t: UITableView, moveRowAt from: IndexPath, to: IndexPath) {}
                func tableView(_ t: UITableView, commit e: UITableViewCell.EditingStyle, forRowAt ip: IndexPath) {}
            }
            """, """
            class ListViewController: UIViewController, UITableViewDataSource {
                func tableView(_ t: UITableView, moveRowAt from: IndexPath, to: IndexPath) {}
                func tableView(_ t: UITableView, commit e: UITableViewCell.EditingStyle, forRowAt ip: IndexPath) {}
            }; extension ListViewController: __UITableViewDataSourceCommitsEditing {}; extension ListViewController: __UITableViewDataSourceMovesRows {}
            """)
    }

    func testTypesThatImplementCommitAreDeclared() {
        assertRewrite("""
            class ViewController: UIViewController {
            }
            extension ViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            }
            class Other: UITableViewController {
                override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            }
            """, """
            class ViewController: UIViewController {
            }
            extension ViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            }
            class Other: UITableViewController {
                override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            }; extension ViewController: __UITableViewDataSourceCommitsEditing {}; extension Other: __UITableViewDataSourceCommitsEditing {}
            """)
        let plain = "class A: UIViewController {\n    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 0 }\n}"
        assertRewrite(plain, plain)
        // A subclass of a class of the user's: never a redundant conformance.
        let sub = "class Base: UITableViewController {}\nclass Sub: Base {\n    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}\n}"
        assertRewrite(sub, sub)
    }
}
