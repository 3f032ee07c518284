import Foundation
import UIKit
import MotionLabPreview

/// One flight of Resources/flights.json (the article's Flight.plist, as JSON).
struct Flight: Codable, Equatable {
    struct Place: Codable, Equatable {
        /// IATA airport code, e.g. "SFO".
        var code: String
        /// City name, e.g. "San Francisco".
        var name: String
    }

    var id: Int
    var flightNumber: String
    var departure: Place
    var arrival: Place
    /// Local times as shown ("11:20").
    var departureTime: String
    var arrivalTime: String
    var gate: String
    var status: String
    /// Image name of the destination's full-screen background.
    var background: String
    /// Whether the plane has landed (status arrow pointing along the route, the article's initial
    /// state) rather than taking off (arrow turned up). Optional in the file; see `landedStates`.
    var landed: Bool?
}

extension Flight {
    /// The status arrow's state per flight. The article's data has two states, landed and taking
    /// off. A flight's `landed` field decides when present, and a status of "Landed" means landed.
    /// When no flight in the list says either way, the pages alternate (even pages landed, odd
    /// ones taking off), so every switch between neighbours turns the arrow as in the article's demo.
    static func landedStates(_ flights: [Flight]) -> [Bool] {
        let stated = flights.contains { $0.landed != nil || $0.status.lowercased() == "landed" }
        return flights.enumerated().map { i, f in
            if let l = f.landed { return l }
            return stated ? f.status.lowercased() == "landed" : i % 2 == 0
        }
    }
}

struct FlightList: Codable {
    var flights: [Flight]

    static let fileName = "flights.json"

    /// Decodes `flights.json` from the first resource directory that has it.
    /// - Throws: `SceneError.missingResource("flights.json", …)` when no directory has the file, it
    ///   cannot be read or decoded, or it lists no flights.
    static func load(from directories: [String] = UIServices.resourceDirectories) throws -> [Flight] {
        let candidates = directories.map { ($0 as NSString).appendingPathComponent(fileName) }
        guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw SceneError.missingResource(fileName, detail: "not found; looked in: "
                + (candidates.isEmpty ? "(no resource directories installed)" : candidates.joined(separator: ", ")))
        }
        let list: FlightList
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            list = try JSONDecoder().decode(FlightList.self, from: data)
        } catch {
            throw SceneError.missingResource(fileName, detail: "\(path) could not be read: \(error)")
        }
        guard !list.flights.isEmpty else {
            throw SceneError.missingResource(fileName, detail: "\(path) lists no flights")
        }
        return list.flights
    }
}
