import UIKit

class SpriteViewController: UIViewController {

    private let spriteLayer = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        let sprite = makeStarSprite(size: CGSize(width: 64, height: 64))
        spriteLayer.contents = sprite.cgImage
        spriteLayer.contentsScale = sprite.scale
        spriteLayer.frame = CGRect(x: 128, y: 252, width: 64, height: 64)
        spriteLayer.name = "sprite"
        view.layer.addSublayer(spriteLayer)

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        spriteLayer.add(spin, forKey: "spin")
    }

    private func makeStarSprite(size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            let cg = context.cgContext
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let colors = [UIColor.yellow.cgColor, UIColor.orange.cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: colors as CFArray, locations: [0, 1])!

            let star = UIBezierPath()
            for i in 0..<10 {
                let radius: CGFloat = i % 2 == 0 ? size.width / 2 : size.width / 5
                let angle = CGFloat(i) * .pi / 5 - .pi / 2
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.close()

            cg.saveGState()
            star.addClip()
            cg.drawRadialGradient(gradient, startCenter: center, startRadius: 0,
                                  endCenter: center, endRadius: size.width / 2, options: [])
            cg.restoreGState()

            UIColor.white.setStroke()
            star.lineWidth = 2
            star.lineJoinStyle = .round
            star.stroke()
        }
    }
}
