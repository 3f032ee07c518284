import Foundation

/// iOS 17's asset catalog resources (Apple's DeveloperToolsSupport types, which UIKit and SwiftUI
/// re-export): a name and a bundle. Xcode 15 generates a static member per image and colour set
/// (`ImageResource.loveReaction` for "love_reaction"); the MotionLabPort plugin generates the same
/// members from the target's asset catalogs, so `Image(.loveReaction)` and `UIColor(resource: .tabBG)`
/// compile unchanged. The bundle is kept and not searched: names are looked up as `UIImage(named:)`
/// and `UIColor(named:)` look them up (the target's registered asset catalogs).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set of an asset catalog (see `ImageResource`).
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image set's image (iOS 17). The generated members name the target's sets only; a set whose
    /// file cannot be drawn here (a PDF or SVG set, warned about at build time) is an empty image.
    public convenience init(resource: ImageResource) {
        if let image = try? UIImage.load(named: resource.name), let cg = image.cgImage {
            self.init(cgImage: cg, scale: image.scale)
            renderingMode = image.renderingMode
        } else {
            self.init()
        }
    }
}

extension UIColor {
    /// The colour set's colour, with its dark appearance (iOS 17); clear for a name no set has.
    public convenience init(resource: ColorResource) {
        self.init(copying: UIColor(named: resource.name) ?? .clear)
    }
}
