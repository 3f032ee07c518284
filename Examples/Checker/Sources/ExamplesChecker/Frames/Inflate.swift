/// DEFLATE decompression (RFC 1951) inside a zlib stream (RFC 1950), for reading PNG frames without
/// SDL or zlib bindings: stored, fixed-Huffman and dynamic-Huffman blocks, canonical codes decoded
/// bit by bit as in zlib's reference decoder `puff.c`. The Adler-32 checksum is verified, so a
/// corrupt or truncated file is an error, never a wrong image.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes a zlib stream holds.
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count >= 6 else { throw Failure(description: "zlib stream of \(data.count) bytes is too short") }
        let cmf = Int(data[0]), flg = Int(data[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flg) % 31 == 0 else { throw Failure(description: "not a zlib deflate stream") }
        guard flg & 0x20 == 0 else { throw Failure(description: "zlib preset dictionaries are not supported") }
        var state = State(input: data, position: 2)
        try state.run()
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in state.output {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let p = (state.position + 7) / 8
        guard p + 4 <= data.count else { throw Failure(description: "zlib stream lacks its checksum") }
        let stored = UInt32(data[p]) << 24 | UInt32(data[p + 1]) << 16 | UInt32(data[p + 2]) << 8 | UInt32(data[p + 3])
        guard stored == b << 16 | a else { throw Failure(description: "zlib checksum mismatch (corrupt data)") }
        return state.output
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var left = 1
            for len in 1...15 {
                left = left * 2 - counts[len]
                guard left >= 0 else { throw Failure(description: "over-subscribed Huffman code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for len in 1..<15 { offsets[len + 1] = offsets[len] + counts[len] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block lists the code-length code's lengths.
    static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    struct State {
        let input: [UInt8]
        /// Bit position in `input`.
        var position: Int
        var output: [UInt8] = []

        init(input: [UInt8], position byte: Int) {
            self.input = input
            position = byte * 8
        }

        mutating func bits(_ n: Int) throws -> Int {
            var v = 0
            for i in 0..<n {
                let byte = position >> 3
                guard byte < input.count else { throw Failure(description: "deflate data ends early") }
                v |= Int((input[byte] >> UInt8(position & 7)) & 1) << i
                position += 1
            }
            return v
        }

        mutating func decode(_ h: Huffman) throws -> Int {
            var code = 0, first = 0, index = 0
            for len in 1...15 {
                code |= try bits(1)
                let count = h.counts[len]
                if code - count < first { return h.symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "invalid Huffman code")
        }

        mutating func run() throws {
            var last = false
            while !last {
                last = try bits(1) == 1
                switch try bits(2) {
                case 0: try stored()
                case 1: try codes(Inflate.fixed.literal, Inflate.fixed.distance)
                case 2: try dynamic()
                default: throw Failure(description: "invalid deflate block type")
                }
            }
        }

        mutating func stored() throws {
            position = (position + 7) & ~7
            var byte = position >> 3
            guard byte + 4 <= input.count else { throw Failure(description: "stored block ends early") }
            let len = Int(input[byte]) | Int(input[byte + 1]) << 8
            let nlen = Int(input[byte + 2]) | Int(input[byte + 3]) << 8
            guard len == ~nlen & 0xFFFF else { throw Failure(description: "stored block length check failed") }
            byte += 4
            guard byte + len <= input.count else { throw Failure(description: "stored block ends early") }
            output.append(contentsOf: input[byte..<(byte + len)])
            position = (byte + len) * 8
        }

        mutating func codes(_ literal: Huffman, _ distance: Huffman) throws {
            while true {
                let symbol = try decode(literal)
                if symbol < 256 { output.append(UInt8(symbol)); continue }
                if symbol == 256 { return }
                let s = symbol - 257
                guard s < 29 else { throw Failure(description: "invalid length symbol") }
                let length = Inflate.lengthBase[s] + (try bits(Inflate.lengthExtra[s]))
                let d = try decode(distance)
                guard d < 30 else { throw Failure(description: "invalid distance symbol") }
                let dist = Inflate.distanceBase[d] + (try bits(Inflate.distanceExtra[d]))
                guard dist <= output.count else { throw Failure(description: "distance too far back") }
                let from = output.count - dist
                for k in 0..<length { output.append(output[from + k]) }
            }
        }

        mutating func dynamic() throws {
            let nlen = try bits(5) + 257, ndist = try bits(5) + 1, ncode = try bits(4) + 4
            guard nlen <= 286, ndist <= 30 else { throw Failure(description: "bad dynamic block counts") }
            var lengths = [Int](repeating: 0, count: 19)
            for i in 0..<ncode { lengths[Inflate.lengthOrder[i]] = try bits(3) }
            let lencode = try Huffman(lengths: lengths)
            var all: [Int] = []
            while all.count < nlen + ndist {
                let symbol = try decode(lencode)
                if symbol < 16 { all.append(symbol); continue }
                var value = 0, repeats: Int
                switch symbol {
                case 16:
                    guard let previous = all.last else { throw Failure(description: "repeat with no previous length") }
                    value = previous; repeats = 3 + (try bits(2))
                case 17: repeats = 3 + (try bits(3))
                default: repeats = 11 + (try bits(7))
                }
                guard all.count + repeats <= nlen + ndist else { throw Failure(description: "too many code lengths") }
                all.append(contentsOf: repeatElement(value, count: repeats))
            }
            guard all[256] != 0 else { throw Failure(description: "no end-of-block code") }
            try codes(try Huffman(lengths: Array(all[0..<nlen])), try Huffman(lengths: Array(all[nlen...])))
        }
    }

    /// The fixed codes of block type 1.
    static let fixed: (literal: Huffman, distance: Huffman) = {
        var l = [Int](repeating: 8, count: 288)
        for i in 144..<256 { l[i] = 9 }
        for i in 256..<280 { l[i] = 7 }
        return (try! Huffman(lengths: l), try! Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()
}
