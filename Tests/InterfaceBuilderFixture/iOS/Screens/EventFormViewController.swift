import UIKit

/// An ordinary programmatic iOS form, written the way tutorials and apps write it (#selector, @objc,
/// #available, a nil-targeted Done button, a picker the controller feeds): it goes through the port
/// plugin unchanged. The date field edits with a date picker as its input view; the category field with
/// a picker view.
class EventFormViewController: UIViewController, UIPickerViewDelegate, UIPickerViewDataSource {
    let dateField = UITextField()
    let categoryField = UITextField()
    let datePicker = UIDatePicker()
    let categoryPicker = UIPickerView()
    let categories = ["Birthday", "Meeting", "Holiday", "Workout"]
    private(set) var dateChanges = 0

    lazy var formatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        dateField.frame = CGRect(x: 20, y: 100, width: 280, height: 34)
        dateField.borderStyle = .roundedRect
        categoryField.frame = CGRect(x: 20, y: 150, width: 280, height: 34)
        categoryField.borderStyle = .roundedRect
        view.addSubview(dateField)
        view.addSubview(categoryField)

        datePicker.datePickerMode = .dateAndTime
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .wheels
        }
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.minuteInterval = 5
        datePicker.addTarget(self, action: #selector(dateChanged(_:)), for: .valueChanged)

        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: #selector(donePressed))
        toolbar.setItems([space, done], animated: false)
        dateField.inputAccessoryView = toolbar
        dateField.inputView = datePicker

        categoryPicker.delegate = self
        categoryPicker.dataSource = self
        categoryField.inputView = categoryPicker
    }

    @objc func dateChanged(_ sender: UIDatePicker) {
        dateChanges += 1
        dateField.text = formatter.string(from: sender.date)
    }

    @objc func donePressed() {
        view.endEditing(true)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return categories.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return categories[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        categoryField.text = categories[row]
    }
}
