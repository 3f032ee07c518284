import XCTest
@testable import MotionViews

/// `.value2` (the Contacts style): the title column is the same in every row, so details line up
/// whether a row has an accessory or not.
final class TableCellStyleTests: XCTestCase {
    func testValue2DetailsLineUpWithAndWithoutAccessory() {
        var starts: [CGFloat] = []
        for accessory in [UITableViewCell.AccessoryType.none, .disclosureIndicator, .detailButton] {
            let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
            cell.textLabel?.text = "mobile"
            cell.detailTextLabel?.text = "555 0100"
            cell.accessoryType = accessory
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            cell.layoutIfNeeded()
            guard let detail = cell.detailTextLabel, let title = cell.textLabel else { return XCTFail("no labels") }
            starts.append(detail.convert(CGPoint.zero, to: cell).x)
            XCTAssertLessThanOrEqual(title.convert(CGPoint(x: title.bounds.maxX, y: 0), to: cell).x, starts.last!, "the title ends before the detail")
            XCTAssertEqual(title.textAlignment, .right)
        }
        XCTAssertEqual(starts[0], (320 * 0.33).rounded() + 6)
        XCTAssertEqual(starts[1], starts[0])
        XCTAssertEqual(starts[2], starts[0])
    }
}
