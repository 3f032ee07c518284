import Foundation

/// UIStepper.h's per-state images of the "−" and "+" halves (iOS 6): a set image replaces the glyph, drawn
/// centred in its half; a template image (a symbol) takes the glyph's colour, dimmed to 25 % where the
/// stepper cannot step further, as the glyphs are. Each getter falls back to `.normal`'s image.
extension UIStepper {
    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image; updateLook()
    }
    public func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? decrementImages[UIControl.State.normal.rawValue]
    }
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image; updateLook()
    }
    public func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? incrementImages[UIControl.State.normal.rawValue]
    }

    /// The image of `images` for the current state.
    func shownImage(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }
}
