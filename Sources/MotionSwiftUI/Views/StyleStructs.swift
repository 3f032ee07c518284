import Foundation

/// The style types of iOS 13–15 that code still passes by name — `.pickerStyle(SegmentedPickerStyle())`,
/// `.listStyle(InsetGroupedListStyle())`, `.textFieldStyle(RoundedBorderTextFieldStyle())`,
/// `.datePickerStyle(WheelDatePickerStyle())` — each the same style as its static member (`.segmented`,
/// `.insetGrouped`, `.roundedBorder`, `.wheel`; Apple's members are these types).
protocol StyleStructChoice {
    associatedtype Choice
    var choice: Choice { get }
}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension DefaultPickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .automatic } }
extension MenuPickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .menu } }
extension SegmentedPickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .segmented } }
extension WheelPickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .wheel } }
extension InlinePickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .inline } }
extension NavigationLinkPickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .navigationLink } }
extension PalettePickerStyle: StyleStructChoice { var choice: PickerStyleChoice { .palette } }

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension DefaultListStyle: StyleStructChoice { var choice: ListStyleChoice { .automatic } }
extension PlainListStyle: StyleStructChoice { var choice: ListStyleChoice { .plain } }
extension GroupedListStyle: StyleStructChoice { var choice: ListStyleChoice { .grouped } }
extension InsetGroupedListStyle: StyleStructChoice { var choice: ListStyleChoice { .insetGrouped } }
extension InsetListStyle: StyleStructChoice { var choice: ListStyleChoice { .inset } }
extension SidebarListStyle: StyleStructChoice { var choice: ListStyleChoice { .sidebar } }

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension DefaultTextFieldStyle: StyleStructChoice { var choice: TextFieldStyleChoice { .automatic } }
extension PlainTextFieldStyle: StyleStructChoice { var choice: TextFieldStyleChoice { .plain } }
extension RoundedBorderTextFieldStyle: StyleStructChoice { var choice: TextFieldStyleChoice { .roundedBorder } }

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DefaultDatePickerStyle: StyleStructChoice { var choice: DatePickerStyleChoice { .automatic } }
extension CompactDatePickerStyle: StyleStructChoice { var choice: DatePickerStyleChoice { .compact } }
extension GraphicalDatePickerStyle: StyleStructChoice { var choice: DatePickerStyleChoice { .graphical } }
extension WheelDatePickerStyle: StyleStructChoice { var choice: DatePickerStyleChoice { .wheel } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        pickerStyle((style as? any StyleStructChoice)?.anyChoice as? PickerStyleChoice ?? .automatic)
    }
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        listStyle((style as? any StyleStructChoice)?.anyChoice as? ListStyleChoice ?? .automatic)
    }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        textFieldStyle((style as? any StyleStructChoice)?.anyChoice as? TextFieldStyleChoice ?? .automatic)
    }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        datePickerStyle((style as? any StyleStructChoice)?.anyChoice as? DatePickerStyleChoice ?? .automatic)
    }
}

extension StyleStructChoice {
    var anyChoice: Any { choice }
}
