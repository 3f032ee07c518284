import UIKit

/// A song row laid out with Auto Layout: cover art, title and artist. The table sizes it from its
/// constraints (80 points: the art's 52 plus 14 above and below).
final class SongCell: UITableViewCell {
    static let identifier = "song"
    let art = UIView()
    let title = UILabel()
    let artist = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        selectionStyle = .none
        art.layer.cornerRadius = 6
        title.font = .boldSystemFont(ofSize: 17)
        title.textColor = .white
        artist.font = .systemFont(ofSize: 15)
        artist.textColor = UIColor(white: 1, alpha: 0.6)
        for v in [art, title, artist] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            art.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            art.widthAnchor.constraint(equalToConstant: 52),
            art.heightAnchor.constraint(equalToConstant: 52),
            art.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 14),
            art.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
            title.leadingAnchor.constraint(equalTo: art.trailingAnchor, constant: 14),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            title.bottomAnchor.constraint(equalTo: art.centerYAnchor, constant: -1),
            artist.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            artist.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            artist.topAnchor.constraint(equalTo: art.centerYAnchor, constant: 3),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with song: Song) {
        title.text = song.title
        artist.text = song.artist
        art.backgroundColor = song.color
        accessibilityIdentifier = "song\(song.id)"
    }
}

struct Song {
    let id: Int
    let title: String
    let artist: String
    let color: UIColor

    static let catalogue: [(String, String)] = [
        ("Midnight Static", "The Lanterns"), ("Paper Moons", "Aster & Vale"), ("Glasshouse", "Northern Wires"),
        ("Low Tide", "Maren"), ("Neon Orchard", "Kite Season"), ("Slow Comet", "Hollow Pines"),
        ("Velvet Hour", "June Arcade"), ("Copper Sky", "The Drift"),
    ]
    static let palette: [UIColor] = [.systemPink, .systemOrange, .systemTeal, .systemPurple, .systemIndigo, .systemGreen]

    static func make(_ id: Int) -> Song {
        let (t, a) = catalogue[id % catalogue.count]
        return Song(id: id, title: t, artist: a, color: palette[id % palette.count])
    }
}
