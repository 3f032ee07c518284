import XCTest
@testable import MotionLabPortRewrite

/// `#selector(…)` → a method reference named by the enclosing type, input → output text.
final class SelectorPassTests: XCTestCase {
    func testUnqualifiedSelectorsTakeTheEnclosingTypesName() {
        assertRewrite("""
            class CardViewController: UIViewController {
                func setUp() {
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    pan.addTarget(self, action: #selector(handlePan(_:)))
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboard(will:from:)), name: n, object: nil)
                }
            }
            """, """
            class CardViewController: UIViewController {
                func setUp() {
                    button.addTarget(self, action: CardViewController.tapped, for: .touchUpInside)
                    pan.addTarget(self, action: CardViewController.handlePan(_:))
                    NotificationCenter.default.addObserver(self, selector: CardViewController.keyboard(will:from:), name: n, object: nil)
                }
            }
            """)
    }

    /// A selector qualified by another screen's type but sent to `self`, in a screen that declares the
    /// same method, names the enclosing type: the selector is a name looked up on the target (iOS), so
    /// this screen's method runs. Sent to another object, or not declared here, it stays as written.
    func testAnotherTypesSelectorSentToSelfNamesTheEnclosingType() {
        assertRewrite("""
            class SecondScreen: UIViewController {
                let pan = UIPanGestureRecognizer()
                func setUp(helper: Helper) {
                    pan.addTarget(self, action: #selector(FirstScreen.handlePan(gesture:)))
                    let tap = UITapGestureRecognizer(target: self, action: #selector(FirstScreen.handleTap))
                    let other = UITapGestureRecognizer(target: helper, action: #selector(FirstScreen.handleTap))
                    pan.addTarget(self, action: #selector(FirstScreen.shared(_:)))
                }
                func handlePan(gesture: UIPanGestureRecognizer) {}
            }
            extension SecondScreen {
                func handleTap() {}
            }
            """, """
            class SecondScreen: UIViewController {
                let pan = UIPanGestureRecognizer()
                func setUp(helper: Helper) {
                    pan.addTarget(self, action: SecondScreen.handlePan(gesture:))
                    let tap = UITapGestureRecognizer(target: self, action: SecondScreen.handleTap)
                    let other = UITapGestureRecognizer(target: helper, action: FirstScreen.handleTap)
                    pan.addTarget(self, action: FirstScreen.shared(_:))
                }
                func handlePan(gesture: UIPanGestureRecognizer) {}
            }
            extension SecondScreen {
                func handleTap() {}
            }
            """)
    }

    /// Swift 2's `Selector("name")` names the method whose Objective-C selector Swift makes that string,
    /// as `#selector` would; a string naming no method of the type here (or two) stays as written.
    func testStringSelectorsNameTheEnclosingTypesMethodWithThatObjectiveCName() {
        assertRewrite("""
            class TutorialViewController: UIViewController {
                func viewDidLoad() {
                    pageControl.addTarget(self, action: Selector("didChangePageControlValue"), for: .valueChanged)
                    button.addTarget(self, action: Selector("tapped:"), for: .touchUpInside)
                    pan.addTarget(self, action: Selector("handlePanWithGesture:"))
                    let s: Selector = Selector("tapped:")
                    other.addTarget(self, action: Selector("missing"), for: .touchUpInside)
                    other.addTarget(self, action: Selector("handlePan"), for: .touchUpInside)
                }
                func didChangePageControlValue() {}
                func tapped(_ sender: UIButton) {}
                func handlePan(gesture: UIPanGestureRecognizer) {}
            }
            """, """
            class TutorialViewController: UIViewController {
                func viewDidLoad() {
                    pageControl.addTarget(self, action: TutorialViewController.didChangePageControlValue, for: .valueChanged)
                    button.addTarget(self, action: TutorialViewController.tapped(_:), for: .touchUpInside)
                    pan.addTarget(self, action: TutorialViewController.handlePan(gesture:))
                    let s: Selector = Selector(TutorialViewController.tapped(_:), name: "tapped:")
                    other.addTarget(self, action: Selector("missing"), for: .touchUpInside)
                    other.addTarget(self, action: Selector("handlePan"), for: .touchUpInside)
                }
                func didChangePageControlValue() {}
                func tapped(_ sender: UIButton) {}
                func handlePan(gesture: UIPanGestureRecognizer) {}
            }
            """)
        XCTAssertEqual(SelectorPass.objcSelector(ofMethod: "tapped(_:forEvent:)"), "tapped:forEvent:")
        XCTAssertEqual(SelectorPass.objcSelector(ofMethod: "update(with:animated:)"), "updateWith:animated:")
        XCTAssertEqual(SelectorPass.objcSelector(ofMethod: "reset()"), "reset")
    }

    func testQualifiedSelfAndSelf() {
        assertRewrite("""
            final class A {
                func f() {
                    _ = #selector(Other.update(with:))
                    _ = #selector(self.close)
                    _ = #selector(Self.close)
                    _ = #selector(Outer.Inner.go)
                }
            }
            """, """
            final class A {
                func f() {
                    _ = Other.update(with:)
                    _ = A.close
                    _ = A.close
                    _ = Outer.Inner.go
                }
            }
            """)
    }

    func testNestedTypesUseTheFullPath() {
        assertRewrite("""
            class Outer {
                struct Middle {
                    class Inner {
                        func f() { _ = #selector(go) }
                    }
                }
                func g() { _ = #selector(go) }
            }
            """, """
            class Outer {
                struct Middle {
                    class Inner {
                        func f() { _ = Outer.Middle.Inner.go }
                    }
                }
                func g() { _ = Outer.go }
            }
            """)
    }

    func testLocalTypesStartTheirOwnPath() {
        assertRewrite("""
            class Screen {
                func make() {
                    class Helper {
                        func f() { _ = #selector(fire) }
                    }
                }
            }
            """, """
            class Screen {
                func make() {
                    class Helper {
                        func f() { _ = Helper.fire }
                    }
                }
            }
            """)
    }

    func testExtensionsUseTheExtendedType() {
        assertRewrite("""
            extension Outer.Inner {
                func f() { _ = #selector(go) }
            }
            extension Array<Int> {
                func g() { _ = #selector(h) }
            }
            """, """
            extension Outer.Inner {
                func f() { _ = Outer.Inner.go }
            }
            extension Array<Int> {
                func g() { _ = Array.h }
            }
            """)
    }

    /// Inside a generic type and its extensions the bare name is the type with its own parameters.
    func testGenericContextsUseTheBareName() {
        assertRewrite("""
            class Carousel<Item>: UIView {
                func f() { timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(advance), userInfo: nil, repeats: true) }
            }
            extension Carousel where Item: Equatable {
                func g() { _ = #selector(advance) }
            }
            """, """
            class Carousel<Item>: UIView {
                func f() { timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Carousel.advance, userInfo: nil, repeats: true) }
            }
            extension Carousel where Item: Equatable {
                func g() { _ = Carousel.advance }
            }
            """)
    }

    func testProtocolExtensionsUseSelf() {
        assertRewrite("""
            protocol Dismissable: AnyObject {}
            extension Dismissable {
                func f() { _ = #selector(close) }
            }
            extension Refreshing where Self: UIViewController {
                func g() { _ = #selector(reload) }
            }
            """, """
            protocol Dismissable: AnyObject {}
            extension Dismissable {
                func f() { _ = Self.close }
            }
            extension Refreshing where Self: UIViewController {
                func g() { _ = Self.reload }
            }
            """)
    }

    /// A selector naming a method defined in another file is rewritten the same way: only the
    /// enclosing type matters, not where the method is.
    func testMethodsInAnotherFileAndPrivateMethods() {
        assertRewrite("""
            extension PlayerViewController {
                func wire() { slider.addTarget(self, action: #selector(scrub(_:)), for: .valueChanged) }
            }
            class Other {
                @objc private func secret() {}
                func wire() { _ = #selector(secret) }
            }
            """, """
            extension PlayerViewController {
                func wire() { slider.addTarget(self, action: PlayerViewController.scrub(_:), for: .valueChanged) }
            }
            class Other {
                private func secret() {}
                func wire() { _ = Other.secret }
            }
            """)
    }

    func testSelectorsInClosuresAndLazyPropertiesUseTheEnclosingType() {
        assertRewrite("""
            class Menu {
                lazy var button: UIButton = {
                    let b = UIButton()
                    b.addTarget(self, action: #selector(open), for: .touchUpInside)
                    return b
                }()
                var handler: () -> Void = { _ = #selector(open) }
            }
            """, """
            class Menu {
                lazy var button: UIButton = {
                    let b = UIButton()
                    b.addTarget(self, action: Menu.open, for: .touchUpInside)
                    return b
                }()
                var handler: () -> Void = { _ = Menu.open }
            }
            """)
    }

    func testStringsAndCommentsAreLeftAlone() {
        let source = """
            class A {
                // #selector(tapped) in a comment
                /* #selector(tapped) in a block comment */
                /// Calls `#selector(tapped)`.
                let s = "#selector(tapped)"
                let m = \"\"\"
                    #selector(tapped)
                    \"\"\"
            }
            """
        XCTAssertEqual(edited(source), source)
        XCTAssertEqual(built(source), source)
        XCTAssertTrue(PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit).changes.isEmpty)
    }

    func testWhatCannotBeRewrittenIsLeftAsWrittenAndRecorded() {
        let source = """
            let top = #selector(foo)
            class A {
                var on = false
                func f() {
                    _ = #selector(getter: on)
                    _ = #selector(setter: on)
                    _ = #selector(super.viewDidLoad)
                    _ = #selector(view.layoutSubviews)
                    _ = #selector(f as () -> Void)
                    _ = #selector(self.view.layoutSubviews)
                    _ = #selector(self.layer.layoutSublayers)
                }
            }
            """
        let result = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit)
        XCTAssertEqual(result.text, source)
        XCTAssertEqual(result.leftAsWritten.map(\.line), [1, 5, 6, 7, 8, 9, 10, 11])
        XCTAssertTrue(result.leftAsWritten[6].detail.contains("a method of a value"), "self.view is a value, not a type")
        XCTAssertTrue(result.leftAsWritten[1].detail.contains("getter"))
        XCTAssertTrue(result.leftAsWritten[0].detail.contains("outside any type"))
    }

    func testChangesAreReportedAtTheUsersLineAndColumn() {
        let source = """
            class A {
                @objc func tapped() {}
                func f() { b.addTarget(self, action: #selector(tapped), for: .touchUpInside) }
            }
            """
        let changes = PortRewrite.rewrite(source, fileName: "A.swift", layout: .edit).changes
        XCTAssertEqual(changes.map(\.description), [
            "2:5: dropped @objc",
            "3:42: #selector(tapped) → A.tapped",
        ])
    }

    /// The build layout pads a shorter reference to the selector's width, so the rest of the line keeps
    /// its columns (diagnostics after it point at the user's column).
    func testBuildLayoutKeepsColumnsAfterAShorterReference() {
        let source = "class A { func f() { g(#selector(tapped), 1) } }"
        let build = built(source)
        XCTAssertEqual(build, "class A { func f() { g(A.tapped         , 1) } }")
        XCTAssertEqual(build.count, source.count)
    }

    func testMultilineSelectorKeepsItsLineBreaksInTheBuildLayout() {
        let source = "class A {\n    func f() { g(#selector(\n        tapped)) }\n}"
        XCTAssertEqual(built(source).split(separator: "\n", omittingEmptySubsequences: false).count, 4)
        XCTAssertTrue(edited(source).contains("g(A.tapped)"))
    }
}

/// A `#selector` handed to a helper's `Selector` parameter (or stored as a `Selector`) becomes a `Selector`
/// value; one handed to the library's target–action calls stays a method reference.
final class SelectorValueTests: XCTestCase {
    func testHelpersTakingASelectorGetSelectorValues() {
        assertRewrite("""
            class Menu: UIViewController {
                func makeButton(_ title: String, _ action: Selector) -> UIButton {
                    let b = UIButton(type: .system)
                    b.addTarget(self, action: action, for: .touchUpInside)
                    return b
                }
                func row(title: String, action: Selector?) {}
                func setUp() {
                    let a = makeButton("Show", #selector(showAlert))
                    row(title: "Go", action: #selector(go(_:)))
                    let stored: Selector = #selector(showAlert)
                    a.addTarget(self, action: #selector(go(_:)), for: .touchUpInside)
                }
                func showAlert() {}
                func go(_ sender: UIButton) {}
            }
            """, """
            class Menu: UIViewController {
                func makeButton(_ title: String, _ action: Selector) -> UIButton {
                    let b = UIButton(type: .system)
                    b.addTarget(self, action: action, for: .touchUpInside)
                    return b
                }
                func row(title: String, action: Selector?) {}
                func setUp() {
                    let a = makeButton("Show", Selector(Menu.showAlert, name: "showAlert"))
                    row(title: "Go", action: Selector(Menu.go(_:), name: "go(_:)"))
                    let stored: Selector = Selector(Menu.showAlert, name: "showAlert")
                    a.addTarget(self, action: Menu.go(_:), for: .touchUpInside)
                }
                func showAlert() {}
                func go(_ sender: UIButton) {}
            }
            """)
    }
}
