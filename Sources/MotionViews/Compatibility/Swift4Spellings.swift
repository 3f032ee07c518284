import Foundation
import MotionGeometry

// The top-level names UIKit's types had in Swift 4.0 and 4.1 (Xcode 9), before the Swift 4.2 SDK
// nested them (`UIControlState` → `UIControl.State`). Public iOS projects of that era — tutorials,
// demos, most of GitHub's UIKit code from 2017–2018 — still spell them so; each is the same type as
// the nested name, so values, switches and overrides written either way interoperate.
// (Like `UIViewAnimationOptions` and the `kCA…` constants, which older pasted code also uses.)

public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
public typealias UIApplicationState = UIApplication.State
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
public typealias UINavigationControllerOperation = UINavigationController.Operation
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewAutoresizing = UIView.AutoresizingMask
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
public typealias UIButtonType = UIButton.ButtonType
public typealias UITableViewStyle = UITableView.Style
public typealias UITableViewRowAnimation = UITableView.RowAnimation
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
public typealias UIBlurEffectStyle = UIBlurEffect.Style
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
public typealias UIStackViewDistribution = UIStackView.Distribution
public typealias UIStackViewAlignment = UIStackView.Alignment
public typealias NSAttributedStringKey = NSAttributedString.Key
public typealias UIAlertControllerStyle = UIAlertController.Style
public typealias UIAlertActionStyle = UIAlertAction.Style
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
public typealias UIFontWeight = UIFont.Weight
public typealias UIFontTextStyle = UIFont.TextStyle
public typealias UIImageRenderingMode = UIImage.RenderingMode
public typealias UIImageOrientation = UIImage.Orientation
public typealias UITextFieldViewMode = UITextField.ViewMode
public typealias UITextBorderStyle = UITextField.BorderStyle
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
public typealias UIDatePickerMode = UIDatePicker.Mode
public typealias UIProgressViewStyle = UIProgressView.Style

/// Swift 4.1's `UITableViewAutomaticDimension` (`UITableView.automaticDimension`).
public let UITableViewAutomaticDimension: CGFloat = UITableView.automaticDimension
/// Swift 4.1's `UIScrollViewDecelerationRateFast`/`Normal` (`UIScrollView.DecelerationRate`).
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal

/// Swift 4.1's `UIEdgeInsetsInsetRect(rect, insets)`: `rect.inset(by: insets)` — the rectangle
/// shrunk by each inset on its side (negative insets grow it).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

extension UIView {
    /// Swift 4.1's spelling of `bringSubviewToFront(_:)`: moves `view` above its siblings (last in
    /// `subviews`); a view that is not a subview is ignored, as UIKit does.
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
    /// Swift 4.1's spelling of `sendSubviewToBack(_:)`: moves `view` below its siblings (first in
    /// `subviews`).
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}

// Swift 4.1's notification names (`NSNotification.Name.UIApplicationDidBecomeActive`), the same
// notifications as the Swift 4.2 names (`UIApplication.didBecomeActiveNotification`).
extension NSNotification.Name {
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    public static let UIApplicationDidFinishLaunching = UIApplication.didFinishLaunchingNotification
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    public static let UIApplicationDidReceiveMemoryWarning = UIApplication.didReceiveMemoryWarningNotification
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
}
