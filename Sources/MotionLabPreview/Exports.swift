// `import MotionLabPreview` also gives UIKit (and so MotionLab and Foundation): a preview file needs
// no second import.
@_exported import UIKit
