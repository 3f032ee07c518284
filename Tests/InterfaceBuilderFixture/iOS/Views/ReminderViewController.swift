import UIKit

/// A form as iOS code writes it: a picker whose data source and delegate are File's Owner (connected in
/// ReminderViewController.xib) and a date picker whose valueChanged goes to an @IBAction.
class ReminderViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    @IBOutlet weak var repeatPicker: UIPickerView!
    @IBOutlet weak var datePicker: UIDatePicker!
    let choices = ["Never", "Daily", "Weekly", "Monthly"]
    var changedDates: [Date] = []
    var chosen: [String] = []

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { choices.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { choices[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append(choices[row]) }

    @IBAction func dateChanged(_ sender: UIDatePicker) {
        changedDates.append(sender.date)
    }
}
