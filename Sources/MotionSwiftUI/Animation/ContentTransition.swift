import Foundation
import MotionLab
import MotionSwiftUIAnimation
import MotionSwiftUILayout

/// How a view's content changes in an animated update: SwiftUI's `ContentTransition`. MotionLab
/// draws every kind but `.identity` as a cross-fade of the old and the new content over the
/// transaction's animation (SwiftUI's `.numericText` rolls digits; here they cross-fade).
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case identity, opacity, interpolate, numericText(countsDown: Bool) }
    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content is interpolated where it can be (drawn as a cross-fade).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Numbers in text change digit by digit (drawn as a cross-fade).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: countsDown)) }
    /// Numbers in text change towards `value` (drawn as a cross-fade).
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText(countsDown: false)) }

    var crossFades: Bool { kind != .identity }
}

enum ContentTransitionKey: EnvironmentKey {
    static var defaultValue: ContentTransition { .identity }
}

extension EnvironmentValues {
    /// How views below change their content in animated updates (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How this view's content changes in animated updates (text: a cross-fade of the old and the
    /// new string over the animation).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

extension TextNode {
    /// Before the layer shows new text in an animated update with a content transition: the old
    /// text is kept in a layer of its own that fades out over the animation while the new text, in
    /// another, fades in; both go when the animation ends (or when the text changes again).
    func crossFadeText(to new: Any, _ rc: RenderContext) -> Bool {
        endCrossFade()
        let old = hostView.layer.contents
        guard let animation = rc.animation, old != nil, context.environment.contentTransition.crossFades else { return false }
        let host = hostView.layer
        func sublayer(_ contents: Any?, _ opacity: Double) -> (CALayer, LayerAttribute<Double>) {
            let l = CALayer()
            // Named after the text's layer, so traces and the inspector show the two halves.
            l.name = host.name.map { $0 + (opacity == 1 ? ".outgoing" : ".incoming") }
            l.frame = CGRect(origin: .zero, size: host.bounds.size)
            l.contents = contents
            l.contentsScale = host.contentsScale
            l.contentsGravity = host.contentsGravity
            host.addSublayer(l)
            let a = LayerAttribute(layer: l, keyPath: "opacity", initial: opacity, encode: { .scalar(min(max($0, 0), 1)) },
                                   applyModel: { l, v in l.opacity = Float(min(max(v, 0), 1)) })
            return (l, a)
        }
        let (outgoing, fadeOut) = sublayer(old, 1)
        let (incoming, fadeIn) = sublayer(new, 0)
        fadeOut.set(0, animation: animation, time: rc.time, group: rc.group)
        fadeIn.set(1, animation: animation, time: rc.time, group: rc.group)
        host.contents = nil
        let fade = TextCrossFade(outgoing: outgoing, incoming: incoming, contents: new, attributes: [fadeOut, fadeIn])
        crossFade = fade
        let end = max(fadeOut.value.endTime, fadeIn.value.endTime)
        if end.isFinite {
            SceneTimer.scheduledTimer(withTimeInterval: max(end - rc.time, 0), repeats: false) { [weak self, weak fade] _ in
                guard let self, let fade, self.crossFade === fade else { return }
                self.endCrossFade()
            }
        }
        return true
    }

    /// Ends a running cross-fade: the new text is the layer's own contents again.
    func endCrossFade() {
        guard let f = crossFade else { return }
        crossFade = nil
        f.outgoing.removeFromSuperlayer()
        f.incoming.removeFromSuperlayer()
        hostView.layer.contents = f.contents
    }
}

/// A text cross-fade in progress: its two layers and the new contents.
final class TextCrossFade {
    let outgoing: CALayer
    let incoming: CALayer
    let contents: Any
    let attributes: [AnyObject]
    init(outgoing: CALayer, incoming: CALayer, contents: Any, attributes: [AnyObject]) {
        self.outgoing = outgoing; self.incoming = incoming; self.contents = contents; self.attributes = attributes
    }
}
