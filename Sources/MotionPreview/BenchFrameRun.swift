import MotionScene

/// One scene put through its `BenchFrameScript`, publishing every frame the way a session
/// does: compute (the frame and its presented parameters), encode (the frame's JSON bytes),
/// then the delta from the frame before (what a watching stream is sent).
struct BenchFrameRun {
    let sceneType: any Scene.Type
    let screen: Screen

    struct Result {
        var sceneID: String
        var computeNanoseconds: [Double] = []
        var encodeNanoseconds: [Double] = []
        var deltaNanoseconds: [Double] = []
        /// Bytes of each encoded frame.
        var bytes: [Int] = []
        /// Bytes of each delta's JSON (frames after the first), or of the full frame where a
        /// delta would not be smaller, as the stream decides.
        var deltaBytes: [Int] = []
        /// FNV-1a over every byte of every frame and delta: no frame's work can be optimised
        /// away, and a change that alters any frame's bytes changes it (how a performance change
        /// shows it kept the frames as they were: the same checksum before and after).
        var checksum: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func mix(_ bytes: [UInt8]) {
            for byte in bytes { checksum = (checksum ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
    }

    /// Runs `frames` scrub frames and up to `frames` animation frames; `timed` false skips the
    /// clock reads (the `--frames` mode callgrind counts instructions of).
    func run(frames: Int, timed: Bool) -> Result {
        let script = BenchFrameScript(sceneType: sceneType, screen: screen, frames: frames)
        var scene = sceneType.init(screen: screen, parameters: sceneType.defaultParameters(for: screen), at: 0)
        let names = sceneType.parameters(for: screen).map(\.name)
        let screenFields = ScreenFields(screen)
        var result = Result(sceneID: sceneType.id)
        let clock = ContinuousClock()
        var lastEncodeMicros = 0.0
        var deltas = FrameDelta.Chain()
        for (index, step) in script.steps.enumerated() {
            let time = Double(index) * BenchFrameScript.frameInterval
            BenchFrameScript.apply(step, to: &scene, at: time)
            let computeStart = clock.now
            let published = scene.publishedFrame(names, at: time)
            let encodeStart = clock.now
            let document = FrameDocument(
                seq: index, time: time, sceneID: sceneType.id, screenFields: screenFields, parameters: published.parameters,
                frame: published.frame,
                haptic: nil)
            let computeMicros = timed ? Self.nanoseconds(encodeStart - computeStart) / 1000 : 0
            let metrics = FrameMetrics(computeMicros: computeMicros.rounded(), encodeMicros: lastEncodeMicros)
            let bytes = document.bytes(metrics: metrics, capacity: (result.bytes.last ?? 0) + 1024)
            let encodeEnd = clock.now
            let delta = deltas.append(FrameDelta.Source(document, metrics: metrics)).map(\.bytes)
            let end = clock.now
            result.mix(bytes)
            if let delta { result.mix(delta) }
            result.bytes.append(bytes.count)
            if index > 0 { result.deltaBytes.append(min(delta?.count ?? bytes.count, bytes.count)) }
            if timed {
                result.computeNanoseconds.append(Self.nanoseconds(encodeStart - computeStart))
                result.encodeNanoseconds.append(Self.nanoseconds(encodeEnd - encodeStart))
                result.deltaNanoseconds.append(Self.nanoseconds(end - encodeEnd))
                lastEncodeMicros = (Self.nanoseconds(encodeEnd - encodeStart) / 1000).rounded()
            }
        }
        return result
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
