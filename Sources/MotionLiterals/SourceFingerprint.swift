/// A file's fingerprint: FNV-1a (64 bits) of its bytes. The MotionLabPort tool computes it when the
/// build reads a file (the same function, in `MotionLabPortRewrite`); write-back compares it, and the
/// byte count, with the file on disk — a change since the build is found, not overwritten. (Not a
/// defence against someone forging a collision: against edits, saves and checkouts.)
public enum SourceFingerprint {
    public static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
