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

/// iOS 14/15 configuration state on table cells: `configurationUpdateHandler` and
/// `updateConfiguration(using:)` run on every state change with the cell's state; background
/// configurations update for the state automatically.
final class TableCellConfigurationStateTests: XCTestCase {
    final class StatefulCell: UITableViewCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
        }
    }

    func testStateChangesReachTheHandlerAndTheBackground() {
        let cell = StatefulCell(style: .default, reuseIdentifier: nil)
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state.isHighlighted) }
        cell.backgroundConfiguration = .listGroupedCell()
        cell.setHighlighted(true, animated: false)
        XCTAssertEqual(cell.states.last?.isHighlighted, true)
        XCTAssertEqual(handled.last, true)
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        cell.setHighlighted(false, animated: false)
        cell.setSelected(true, animated: false)
        XCTAssertEqual(cell.states.last?.isSelected, true)
        XCTAssertEqual(cell.states.last?.isHighlighted, false)
        cell.setSelected(false, animated: false)
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        cell.setEditing(true, animated: false)
        XCTAssertEqual(cell.states.last?.isEditing, true)
        XCTAssertEqual(UITableViewCell(style: .default, reuseIdentifier: nil).defaultBackgroundConfiguration(), .listPlainCell())
    }
}
