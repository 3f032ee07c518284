// Compiled in the Swift 6 language mode (Package.swift): the iOS files in iOS/ — a `@MainActor` view
// model in SwiftUI and UIKit, `#Preview` blocks and a `PreviewProvider` — go through the MotionLabPort
// plugin as a user's would. That this target builds is the test that they compile as against Apple's
// SDK; MainActorViewModelTests renders their previews.
import SwiftUI

/// The names of this target's `#Preview` blocks (registered when the program loads).
public enum Swift6Fixture {
    public static let previewTitles = ["Repos (Swift 6)", "Repos controller (Swift 6)"]
}
