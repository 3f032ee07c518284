import SwiftUI

/// iOS 17 code using Xcode 15's generated asset symbols for this folder's Assets.xcassets ("Fixture Brand
/// Color" → `.fixtureBrand`, "fixture_dot" → `.fixtureDot`): the resource initialisers and the framework
/// members (`Color`, `ShapeStyle`, `UIColor`, `UIImage`).
public struct AssetSymbolSwatches: View {
    public init() {}
    public var body: some View {
        VStack(spacing: 0) {
            Color(.fixtureBrand).frame(width: 40, height: 20).accessibilityIdentifier("resourceColor")
            Rectangle().fill(.fixtureBrand).frame(width: 40, height: 20).accessibilityIdentifier("shapeStyle")
            Color(uiColor: .fixtureBrand).frame(width: 40, height: 20).accessibilityIdentifier("uiColor")
            Image(.fixtureDot).accessibilityIdentifier("resourceImage")
            Image(uiImage: .fixtureDot).accessibilityIdentifier("uiImage")
        }
    }
}
