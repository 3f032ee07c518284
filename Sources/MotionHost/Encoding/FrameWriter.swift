import Foundation
import MotionGeometry
import MotionOutput

/// Writes numbered frames (RGBA8 pixels + a file path each) as PNG files, encoding on worker threads while
/// the caller renders the next frame.
///
/// - Ordered: files are written in submission order by one writer at a time, so a failure leaves a
///   prefix of the frames and the error reported is the first in frame order (deterministic).
/// - Bounded: at most `maxPending` frames are waiting or encoding; `submit` blocks beyond that, so memory
///   stays flat on long renders ((maxPending + 1) pixel buffers plus encoded bytes in flight).
/// - Dedup: a frame whose pixels equal the previously submitted frame's is not encoded again; its file
///   gets the previous file's bytes (compared with `memcmp`, which measured cheaper than hashing).
/// - Errors surface at the next `submit` or at `finish`, as `OutputError` naming the path.
/// - Each file is written through `OutputFile` (links followed, devices written, an existing frame
///   replaced only by a complete one, nothing but this run's own temporary file ever removed),
///   without an `fsync` per frame.
/// - Output bytes depend only on pixels and the encoder (never on thread timing).
///
/// ```swift
/// let writer = FrameWriter(width: w, height: h)
/// for n in frames { render(n); try writer.submit(rgba: pixels, to: dir + "/frame-\(n).png") }
/// let report = try writer.finish()
/// ```
public final class FrameWriter {
    /// What `finish()` reports.
    public struct Report: Equatable {
        /// Frames submitted (= files written when `finish` returns).
        public var frames = 0
        /// Frames encoded (the others repeated the previous frame's bytes).
        public var encoded = 0
        public var duplicates: Int { frames - encoded }
        /// Bytes written to disk in all.
        public var bytes = 0
        /// Seconds the workers spent encoding, summed over threads.
        public var encodeSeconds = 0.0
    }

    /// How frames become PNG files.
    public enum Encoding: Equatable {
        /// libspng on worker threads (ordered, bounded, deduplicated).
        case spng(PNGEncoder)
        /// The old path, for comparison (`--encoder sdl`): SDL_image's `IMG_SavePNG` (libpng level 6,
        /// adaptive filters) on the caller's thread, no dedup.
        case sdlImage
    }

    public let width: Int
    public let height: Int
    public let encoding: Encoding
    public let workers: Int
    public let maxPending: Int
    public let deduplicates: Bool

    private let state: State
    private var finished = false

    /// - Parameters:
    ///   - workers: encoding threads (default: the number of cores; the caller's rendering overlaps them).
    ///   - maxPending: frames queued or encoding before `submit` waits (default 2 × workers).
    ///   - deduplicates: repeat the previous file's bytes for an identical frame instead of encoding it.
    public init(width: Int, height: Int, encoding: Encoding = .spng(.fast), workers: Int? = nil,
                maxPending: Int? = nil, deduplicates: Bool = true) {
        // An empty size cannot come from a preview (sizes are checked); 1×1 keeps the writer valid.
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.encoding = encoding
        let synchronous = encoding == .sdlImage
        self.workers = synchronous ? 0 : max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.maxPending = max(1, maxPending ?? 2 * self.workers)
        self.deduplicates = deduplicates && !synchronous
        let encoder: PNGEncoder
        if case .spng(let e) = encoding { encoder = e } else { encoder = .compact }
        state = State(width: width, height: height, encoder: encoder)
        for i in 0..<self.workers {
            let thread = Thread { [state] in state.workerLoop() }
            thread.name = "FrameWriter.\(i)"
            thread.start()
        }
    }

    deinit {
        // Not finished (an error unwound the caller): stop the threads, dropping unwritten frames.
        if !finished { state.stop(drop: true) }
    }

    /// Queues one frame: `pixels` are `width * height * 4` RGBA8 bytes, copied before returning, so the
    /// caller may overwrite them at once. Throws the first error of an earlier frame, if any.
    /// Submit from one thread (frames are numbered in the order they arrive).
    public func submit(rgba pixels: UnsafeRawBufferPointer, to path: String) throws {
        guard !finished else { throw OutputError(action: "write", target: path, reason: "the frame writer was already finished") }
        guard pixels.count == width * height * 4, let source = pixels.baseAddress else {
            throw OutputError(action: "write", target: path, reason: "\(pixels.count) bytes do not fit \(width)×\(height) RGBA8")
        }
        if encoding == .sdlImage {
            try SDLPNGFile.write(rgba: pixels, width: width, height: height, to: path)
            state.countSynchronous(path: path)
            return
        }
        try state.submit(source, path: path, deduplicate: deduplicates, maxPending: maxPending)
    }

    public func submit(_ image: CGImage, to path: String) throws {
        guard image.width == width, image.height == height else {
            throw OutputError(action: "write", target: path, reason: "image is \(image.width)×\(image.height), writer is \(width)×\(height)")
        }
        try image.pixels.withUnsafeBytes { try submit(rgba: $0, to: path) }
    }

    /// Counts a frame written on the caller's thread (the `.sdlImage` path).
    func state_countSynchronous(path: String) { state.countSynchronous(path: path) }

    /// Waits until every submitted frame is written, stops the workers and reports; throws the first
    /// error. A second call gives the same answer.
    @discardableResult
    public func finish() throws -> Report {
        if let outcome { return try outcome.get() }
        finished = true
        let result = Result { try state.finish() }
        outcome = result
        return try result.get()
    }
    private var outcome: Result<Report, Error>?
}

/// The shared state of a `FrameWriter` and its threads, all guarded by `condition`.
private final class State: @unchecked Sendable {
    /// A pixel buffer shared by a queued job and the "previous frame" reference used for dedup.
    final class Buffer {
        let bytes: UnsafeMutableRawPointer
        var users = 0
        init(count: Int) { bytes = .allocate(byteCount: count, alignment: 64) }
        deinit { bytes.deallocate() }
    }

    struct Job {
        let index: Int
        let path: String
        /// nil: same pixels as the job before it.
        let buffer: Buffer?
    }

    enum Outcome {
        case encoded([UInt8])
        case duplicate
        case failed(OutputError)
    }

    let width: Int, height: Int, byteCount: Int
    let encoder: PNGEncoder
    let condition = NSCondition()

    var queue: [Job] = []           // FIFO of jobs waiting for a worker (small: ≤ maxPending)
    var pool: [Buffer] = []
    var previous: Buffer?
    var submitted = 0
    var outcomes: [Int: (path: String, outcome: Outcome)] = [:]
    var nextToWrite = 0
    var writing = false
    var lastBytes: [UInt8] = []
    var firstError: OutputError?
    var stopping = false
    var dropping = false
    var runningWorkers = 0
    var report = FrameWriter.Report()

    init(width: Int, height: Int, encoder: PNGEncoder) {
        self.width = width
        self.height = height
        self.byteCount = width * height * 4
        self.encoder = encoder
    }

    /// Called from one thread at a time (the renderer's). The compare and the copy run outside the lock:
    /// `previous` is only replaced here and its bytes never change while it is `previous`.
    func submit(_ source: UnsafeRawPointer, path: String, deduplicate: Bool, maxPending: Int) throws {
        condition.lock()
        while firstError == nil && submitted - nextToWrite >= maxPending { condition.wait() }
        if let error = firstError { condition.unlock(); throw error }
        let previousBuffer = previous
        var buffer = deduplicate ? nil : pool.popLast()
        condition.unlock()

        let duplicate = deduplicate && previousBuffer.map { memcmp($0.bytes, source, byteCount) == 0 } == true
        if !duplicate {
            if buffer == nil {
                condition.lock()
                buffer = pool.popLast()
                condition.unlock()
            }
            let target = buffer ?? Buffer(count: byteCount)
            memcpy(target.bytes, source, byteCount)
            buffer = target
        }

        condition.lock()
        defer { condition.unlock() }
        let index = submitted
        submitted += 1
        report.frames += 1
        if let buffer {
            buffer.users = deduplicate ? 2 : 1  // the job, and `previous` when deduplicating
            if deduplicate {
                if let old = previous { release(old) }
                previous = buffer
            }
        }
        queue.append(Job(index: index, path: path, buffer: buffer))
        condition.broadcast()
    }

    /// Caller holds the lock.
    private func release(_ buffer: Buffer) {
        buffer.users -= 1
        if buffer.users == 0 { pool.append(buffer) }
    }

    func workerLoop() {
        condition.lock()
        runningWorkers += 1
        while true {
            while queue.isEmpty && !stopping { condition.wait() }
            if queue.isEmpty || dropping { break }
            let job = queue.removeFirst()
            let outcome: Outcome
            if let buffer = job.buffer {
                condition.unlock()
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    outcome = .encoded(try encoder.encode(rgba: UnsafeRawBufferPointer(start: buffer.bytes, count: byteCount),
                                                          width: width, height: height))
                } catch let error as OutputError {
                    outcome = .failed(OutputError(action: "write", target: job.path, reason: error.reason, code: error.code))
                } catch {
                    outcome = .failed(OutputError(action: "write", target: job.path, reason: ErrorText.describe(error)))
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                condition.lock()
                report.encodeSeconds += seconds
                report.encoded += 1
                release(buffer)
            } else {
                outcome = .duplicate
            }
            outcomes[job.index] = (job.path, outcome)
            writeReady()
        }
        runningWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Writes every finished frame that is next in order. Caller holds the lock; it is released while writing.
    /// Only one thread writes at a time, so files appear in frame order.
    private func writeReady() {
        guard !writing else { return }
        writing = true
        while let (path, outcome) = outcomes.removeValue(forKey: nextToWrite) {
            if firstError == nil {
                switch outcome {
                case .encoded(let bytes): lastBytes = bytes
                case .duplicate: break
                case .failed(let error): firstError = error
                }
                if firstError == nil {
                    let bytes = lastBytes
                    condition.unlock()
                    var failure: OutputError?
                    do { try OutputFile.write(bytes, to: path, durable: false) } catch let e as OutputError { failure = e } catch {
                        failure = OutputError(action: "write", target: path, reason: ErrorText.describe(error))
                    }
                    condition.lock()
                    if let failure { firstError = failure } else { report.bytes += bytes.count }
                }
            }
            nextToWrite += 1
            condition.broadcast()
        }
        writing = false
    }

    /// A frame written on the caller's thread (`.sdlImage`).
    func countSynchronous(path: String) {
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
        condition.lock()
        report.bytes += size
        report.frames += 1
        report.encoded += 1
        submitted += 1
        nextToWrite += 1
        condition.unlock()
    }

    func finish() throws -> FrameWriter.Report {
        condition.lock()
        while firstError == nil && nextToWrite < submitted { condition.wait() }
        condition.unlock()
        stop(drop: firstError != nil)
        condition.lock()
        defer { condition.unlock() }
        if let error = firstError { throw error }
        return report
    }

    /// Stops the workers and waits for them (after finishing queued jobs unless `drop`).
    func stop(drop: Bool) {
        condition.lock()
        stopping = true
        dropping = drop
        condition.broadcast()
        while runningWorkers > 0 || (!drop && nextToWrite < submitted) { condition.wait() }
        condition.unlock()
    }
}
