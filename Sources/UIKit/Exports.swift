// A module named UIKit, so an iOS file's `import UIKit` compiles unchanged: it re-exports MotionLab
// (the views, layers, animations, timing and geometry) and through it Foundation.
@_exported import MotionLab
// As on iOS, `import UIKit` makes `URLSession` and the networking types visible (on Linux they live in
// FoundationNetworking).
@_exported import FoundationNetworking
