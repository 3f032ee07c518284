import Foundation

/// UIKit's `UIPickerViewDataSource`: how many wheels (components) and how many rows each has. Asked when
/// the picker first needs them and again on `reloadAllComponents()` / `reloadComponent(_:)` — the picker
/// keeps the counts in between, as UIKit's does.
@MainActor @preconcurrency public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit's `UIPickerViewDelegate`, every method optional. A row shows, in UIKit's order of preference,
/// the view from `viewForRow:forComponent:reusing:`, else a label with `attributedTitleForRow`, else a
/// label with `titleForRow` (the default `viewForRow` below is that label, so a delegate that implements
/// only titles gets UIKit's look).
@MainActor @preconcurrency public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// Called once when the user has moved a wheel and it came to rest on `row` (not for `selectRow`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// UIKit's default: the components share the picker's width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultWidth(forComponent: component)
    }

    /// UIKit's default row height (`UIPickerView.defaultRowHeight`, 32 pt).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }

    /// UIKit's row when the delegate supplies no view: a centred label of the attributed title, else the
    /// title (reused when the picker hands one back).
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel()
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// The label of a titled row: `UIPickerView.rowFont`, centred, in the label colour.
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIPickerView.rowFont
        textAlignment = .center
        textColor = .label
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        font = UIPickerView.rowFont
        textAlignment = .center
        textColor = .label
    }
}
