import XCTest
import UIKit
import MotionLabPreview
@testable import InterfaceBuilderFixture

/// Xibs (UINib, loadNibNamed, init(nibName:) by the class's name), size-class variations, asset
/// catalogs and loose images.
final class NibAndAssetTests: XCTestCase {
    func testAXibInstantiatedWithUINibConnectsOutletsAndActionsOnItsOwnView() throws {
        let cell = try XCTUnwrap(CardCell.make())
        XCTAssertTrue(cell.awoke, "awakeFromNib after the outlets")
        XCTAssertEqual(cell.titleLabel.text, "Card")
        XCTAssertEqual(cell.titleLabel.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(cell.layer.cornerRadius, 10)
        XCTAssertTrue(cell.layer.masksToBounds)
        let toggle = try XCTUnwrap(cell.toggleSwitch)
        XCTAssertTrue(toggle.isOn)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        XCTAssertEqual(cell.toggles, [false], "the private @IBAction on valueChanged")
        // Two instantiations make two trees.
        let other = try XCTUnwrap(CardCell.make())
        XCTAssertFalse(other === cell)
        XCTAssertFalse(other.titleLabel === cell.titleLabel)
    }

    func testCatalogColourAndImageReferencedByTheXib() throws {
        let cell = try XCTUnwrap(CardCell.make())
        // The catalog's Brand (0.8, 26/255, 0x66/255) wins over the xib's copy of it.
        XCTAssertEqual(cell.titleLabel.textColor, UIColor(red: 0.8, green: 26.0 / 255, blue: 102.0 / 255, alpha: 1))
        XCTAssertEqual(UIColor(named: "Brand"), UIColor(red: 0.8, green: 26.0 / 255, blue: 102.0 / 255, alpha: 1))
        XCTAssertNil(UIColor(named: "NoSuchColour"))
    }

    func testImagesFromTheCatalogAndLooseFilesPickTheScreensScale() throws {
        try withHeadlessServices(scale: 2) {
            let star = try XCTUnwrap(UIImage(named: "Star"))
            XCTAssertEqual(star.scale, 2)
            XCTAssertEqual(star.size, CGSize(width: 16, height: 16))
            XCTAssertEqual(UIImage(named: "Icons/Dot")?.size, CGSize(width: 4, height: 4), "a namespaced folder")
            XCTAssertNil(UIImage(named: "Dot"), "namespaced: only by its full name")
            let loose = try XCTUnwrap(UIImage(named: "loose"))
            XCTAssertEqual(loose.scale, 3, "@3x is nearer 2 than @1x above it in UIKit's order")
            XCTAssertEqual(loose.size, CGSize(width: 10, height: 10))
            XCTAssertEqual(UIImage(named: "loose.png")?.size, CGSize(width: 10, height: 10))
        }
        try withHeadlessServices(scale: 1) {
            XCTAssertEqual(UIImage(named: "Star")?.scale, 1)
            XCTAssertEqual(UIImage(named: "loose")?.scale, 1)
        }
    }

    /// `init(nibName: nil, bundle: nil)` loads the xib named like the class (File's Owner outlets,
    /// `view` among them); the xib's size-class variations are resolved for a portrait iPhone.
    func testAControllerLoadsTheXibNamedLikeItsClassWithVariationsResolved() throws {
        var vc: ProfileViewController?
        var options = HeadlessSession.Options()
        options.duration = 0.1
        options.scale = 1
        let session = try HeadlessSession(preview: Preview("profile") { vc = ProfileViewController(); return vc! }, options: options)
        try session.step()
        try session.runner.context.perform {
            let vc = try XCTUnwrap(vc)
            XCTAssertEqual(vc.nameLabel?.text, "Ada")
            XCTAssertEqual(vc.view.frame.size, CGSize(width: 320, height: 568), "the xib's view fills the window")
            XCTAssertEqual(vc.nameLabel.font.pointSize, 24, "widthClass=compact's font")
            let half = try XCTUnwrap(vc.view.subviews.first { $0.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) })
            XCTAssertEqual(half.frame.width, 160, "width = 0.5 × the view's")
            let variant = try XCTUnwrap(vc.view.subviews.first { $0.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) })
            XCTAssertEqual(variant.frame.width, 100, "the compact-width/regular-height constraint installed, the compact-height one not")
        }
    }

    /// Loading a nib only for File's Owner's outlets, its result unused (no "result unused" warning in
    /// the fixture's build: both methods are discardable, as the Objective-C ones are in Swift).
    func testLoadingForTheOwnersOutletsAlone() {
        for withUINib in [false, true] {
            let owner = ProfileViewController()
            owner.loadForOutlets(withUINib: withUINib)
            XCTAssertEqual(owner.nameLabel?.text, "Ada")
        }
    }

    func testLoadNibNamedConnectsFilesOwner() throws {
        let owner = ProfileViewController()
        let objects = try XCTUnwrap(Bundle.main.loadNibNamed("ProfileViewController", owner: owner, options: nil))
        XCTAssertEqual(objects.count, 1)
        XCTAssertTrue(owner.nameLabel === (objects.first as? UIView)?.subviews.first)
    }

    func withHeadlessServices(scale: CGFloat, _ body: () throws -> Void) throws {
        var options = HeadlessSession.Options()
        options.duration = 0.1
        options.scale = scale
        let session = try HeadlessSession(preview: Preview("x") { UIViewController() }, options: options)
        try session.runner.context.perform { try body() }
    }
}

/// `Info.plist`'s main storyboard (here the iOS 13 scene manifest's `UISceneStoryboardFile`).
final class MainStoryboardTests: XCTestCase {
    func testInfoPlistNamesTheMainStoryboard() throws {
        XCTAssertEqual(InterfaceBuilderRegistry.mainStoryboardName, "Main")
        let main = try XCTUnwrap(UIStoryboard.main)
        XCTAssertEqual(main.name, "Main")
        XCTAssertTrue(main.instantiateInitialViewController() is UINavigationController)
    }
}

/// Views placed without constraints (Interface Builder's `fixedFrame`, with the XML's
/// translatesAutoresizingMaskIntoConstraints="NO"): laid out by their autoresizing masks at run time,
/// as Xcode 8 and later build them, so they keep the file's frames beside constrained siblings.
final class FixedFrameNibTests: XCTestCase {
    func testViewsWithoutConstraintsKeepTheirFramesBesideConstrainedOnes() throws {
        let row = try XCTUnwrap(UINib(nibName: "FixedFrameRow", bundle: nil).instantiate(withOwner: nil).first as? UIView)
        row.frame = CGRect(x: 0, y: 0, width: 320, height: 90)
        let stack = try XCTUnwrap(row.subviews.compactMap { $0 as? UIStackView }.first)
        XCTAssertTrue(stack.translatesAutoresizingMaskIntoConstraints)
        // A rating control's set-up: buttons with Auto Layout sizes arranged in the fixed-frame stack.
        for _ in 0..<5 {   // 5 × 44 + 4 × 8 = 252: the stack's width in the file
            let button = UIButton()
            button.translatesAutoresizingMaskIntoConstraints = false
            button.widthAnchor.constraint(equalToConstant: 44).isActive = true
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(button)
        }
        row.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 98, y: 35, width: 252, height: 44))
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame.minX), [0, 52, 104, 156, 208], "spacing 8 inside the stack")
        XCTAssertEqual(row.subviews[0].frame, CGRect(x: 0, y: 0, width: 90, height: 90))
        let label = try XCTUnwrap(row.subviews.compactMap { $0 as? UILabel }.first)
        XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints, "a constrained view stays on Auto Layout")
        XCTAssertEqual(label.frame.origin, CGPoint(x: 98, y: 11))
    }
}
