import Foundation
import MotionGeometry
import MotionAnimation
import MotionLayers

extension DrawListBuilder {
    /// A `CAEmitterLayer`'s live particles at the layer's time, oldest first, each its cell's image
    /// tinted by the particle's colour, centred on its position, scaled and turned, in the layer's space
    /// (`transform` maps the layer's local rect to the target).
    mutating func drawEmitter(_ node: Node, props p: LayerProperties, transform: CATransform3D, opacity: CGFloat) {
        let t = localTime(node)
        let particles = Self.withLayer(node, tree) { ($0 as? CAEmitterLayer)?.particles(atLocalTime: t) } ?? []
        guard !particles.isEmpty else { return }
        // Particle positions are in the layer's bounds coordinates.
        let origin = CATransform3DMakeTranslation(-p.bounds.origin.x, -p.bounds.origin.y, 0)
        let toTarget = CATransform3DConcat(origin, transform)
        for particle in particles {
            guard let image = contentCache.tinted(particle.image, by: particle.color) else { continue }
            let w = particle.size.width, h = particle.size.height
            var m = CATransform3DMakeTranslation(-w / 2, -h / 2, 0)
            if particle.rotation != 0 { m = CATransform3DConcat(m, CATransform3DMakeRotation(particle.rotation, 0, 0, 1)) }
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(particle.position.x, particle.position.y, 0))
            commands.append(.image(image, size: particle.size, transform: CATransform3DConcat(m, toTarget),
                                   opacity: opacity * particle.color.alpha, cornerRadius: 0))
        }
    }
}
