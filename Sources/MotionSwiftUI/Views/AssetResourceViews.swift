import Foundation
import MotionLab

extension Image {
    /// iOS 17's image from an asset catalog resource (`Image(.loveReaction)`, the members Xcode — here
    /// the MotionLabPort plugin — generates per image set): `Image(_:bundle:)` by the set's name.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// iOS 17's colour from an asset catalog resource (`Color(.tabBG)`): the colour set by its name,
    /// with its dark appearance.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
