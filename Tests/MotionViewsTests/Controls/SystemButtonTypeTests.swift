import XCTest
@testable import MotionViews

/// UIButton.ButtonType's symbol buttons (raw values UIKit's) and per-state attributed titles.
final class SystemButtonTypeTests: XCTestCase {
    func testRawValuesAreUIKits() {
        XCTAssertEqual(UIButton.ButtonType.detailDisclosure.rawValue, 2)
        XCTAssertEqual(UIButton.ButtonType.infoLight.rawValue, 3)
        XCTAssertEqual(UIButton.ButtonType.infoDark.rawValue, 4)
        XCTAssertEqual(UIButton.ButtonType.contactAdd.rawValue, 5)
        XCTAssertEqual(UIButton.ButtonType.close.rawValue, 7)
    }

    func testTheCloseButtonIsAGreyThirtyPointCircleWithAnXmark() throws {
        try withSquareGlyphs {
            let close = UIButton(type: .close)
            XCTAssertEqual(close.buttonType, .close)
            XCTAssertEqual(close.intrinsicContentSize, CGSize(width: 30, height: 30))
            close.sizeToFit()
            XCTAssertEqual(close.bounds.size, CGSize(width: 30, height: 30))
            XCTAssertEqual(close.layer.cornerRadius, 15, "a circle")
            XCTAssertEqual(close.backgroundColor, .tertiarySystemFill)
            let image = try XCTUnwrap(close.image(for: .normal))
            XCTAssertEqual(image.symbolName, "xmark")
            XCTAssertEqual(image.symbolConfiguration?.weight, .semibold)
            XCTAssertEqual(close.imageView?.tintColor, .secondaryLabel)
            XCTAssertEqual(close.accessibilityLabel, "Close")
        }
    }

    func testInfoAndContactAddButtonsShowTheirSymbolsInTheTint() {
        withSquareGlyphs {
            for (type, symbol) in [(UIButton.ButtonType.detailDisclosure, "info.circle"), (.infoLight, "info.circle"),
                                   (.infoDark, "info.circle"), (.contactAdd, "plus.circle")] {
                let b = UIButton(type: type)
                XCTAssertEqual(b.image(for: .normal)?.symbolName, symbol)
                XCTAssertEqual(b.intrinsicContentSize, CGSize(width: 22, height: 22))
                b.setTitle("x", for: .normal)
                XCTAssertEqual(b.currentTitleColor, b.tintColor, "system-styled: titles in the tint")
            }
            XCTAssertEqual(UIButton(type: .custom).currentTitleColor, .white)
        }
    }

    func testAttributedTitlesWinOverTitlesPerState() {
        let b = UIButton(type: .system)
        XCTAssertNil(b.attributedTitle(for: .normal))
        b.setTitle("Plain", for: .normal)
        b.setAttributedTitle(NSAttributedString(string: "Sign in", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        XCTAssertEqual(b.titleLabel?.text, "Sign in", "the attributed title replaces the title")
        XCTAssertEqual(b.titleLabel?.textColor, .red)
        XCTAssertEqual(b.attributedTitle(for: .highlighted)?.string, "Sign in", "falls back to .normal")
        b.setAttributedTitle(NSAttributedString(string: "Pressed"), for: .highlighted)
        b.isHighlighted = true
        XCTAssertEqual(b.currentAttributedTitle?.string, "Pressed")
        XCTAssertEqual(b.titleLabel?.text, "Pressed")
        XCTAssertEqual(b.titleLabel?.textColor, b.tintColor, "no colour in the string: the title colour")
        b.isHighlighted = false
        b.setAttributedTitle(nil, for: .normal)
        b.setAttributedTitle(nil, for: .highlighted)
        XCTAssertEqual(b.titleLabel?.text, "Plain", "without attributed titles the title shows again")
    }
}
