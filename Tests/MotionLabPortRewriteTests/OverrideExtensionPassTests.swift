import XCTest
@testable import MotionLabPortRewrite

/// Extensions overriding what the class inherits from UIKit (legal on iOS for Objective-C members,
/// not in Swift without Objective-C) become part of the class when they directly follow it.
final class OverrideExtensionPassTests: XCTestCase {
    private let listScreen = """
        final class ViewController: UITableViewController {
            var rows = ["a", "b"]
        }

        // MARK: - Data source
        extension ViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                rows.count
            }
        }

        struct Post {}
        """

    func testTheBuildLayoutKeepsEveryLineAndTheOverrideEndsInsideTheClass() {
        let result = PortRewrite.rewrite(listScreen, fileName: "ViewController.swift", layout: .build,
                                         passes: [OverrideExtensionPass.self])
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let source = listScreen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.count, source.count)
        XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "", "the class's brace is blanked")
        XCTAssertEqual(lines[4], "// MARK: - Data source")
        XCTAssertEqual(lines[5].trimmingCharacters(in: .whitespaces), "", "the extension's header is blanked")
        XCTAssertEqual(lines[6], source[6], "the override stays on its line and column")
        XCTAssertEqual(lines[9], "}", "the extension's brace closes the class")
        XCTAssertEqual(lines[11], "struct Post {}")
        XCTAssertEqual(result.changes.map(\.description), [
            "6:1: extension ViewController merged into the class above (it overrides tableView(_:numberOfRowsInSection:); Swift allows that in an extension only for Objective-C members)",
        ])
    }

    func testTheMergedTextParsesAsOneClassHoldingTheOverride() {
        let text = built(listScreen)
        XCTAssertFalse(text.contains("extension"), text)
        // One class declaration whose body holds the stored property and the override.
        let classes = text.components(separatedBy: "final class ViewController").count - 1
        XCTAssertEqual(classes, 1)
        let body = text[text.range(of: "{")!.upperBound..<text.range(of: "struct Post")!.lowerBound]
        XCTAssertTrue(body.contains("var rows") && body.contains("override func tableView"), String(body))
    }

    func testConformancesOfMergedExtensionsAreDeclaredOnTheLastLine() {
        let source = """
            class SearchScreen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            extension SearchScreen: UISearchBarDelegate {
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
            }
            private extension SearchScreen {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            extension SearchScreen {
                func helper() {}
            }
            """
        let result = PortRewrite.rewrite(source, fileName: "SearchScreen.swift", layout: .edit, passes: [OverrideExtensionPass.self])
        XCTAssertEqual(result.text, """
            class SearchScreen: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            extension SearchScreen {
                func helper() {}
            }; extension SearchScreen: UISearchBarDelegate {}
            """, "the extension after the last overriding one stays an extension")
    }

    func testExtensionsWithoutOverridesOrOfOtherTypesAreLeftAlone() {
        let source = """
            class A: UIView {}
            extension A { func f() {} }
            struct S {}
            extension S { func g() {} }
            """
        XCTAssertEqual(edited(source), source)
        XCTAssertTrue(PortRewrite.rewrite(source, fileName: "A.swift", layout: .build).changes.isEmpty)
    }

    func testAnOverridingExtensionThatDoesNotFollowItsClassIsRecordedAndLeft() {
        let source = """
            class A: UIViewController {}
            struct Between {}
            extension A { override func viewDidLoad() {} }
            extension A where Self: AnyObject { override func viewDidAppear(_ animated: Bool) {} }
            """
        let result = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit, passes: [OverrideExtensionPass.self])
        XCTAssertEqual(result.text, source)
        XCTAssertEqual(result.changes.map(\.line), [3, 4])
        XCTAssertTrue(result.changes.allSatisfy { $0.kind == .leftAsWritten && $0.detail.contains("move those overrides into the class") })
    }
}
