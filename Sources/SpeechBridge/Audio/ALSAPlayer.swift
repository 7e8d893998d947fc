import CALSA
import Foundation

/// Live playback through libasound. One player serves every request: samples are queued as they
/// are synthesised and a thread of the player's own writes them to the device, so synthesis never
/// waits for playback. `interrupt()` discards what has not been heard within a few milliseconds.
///
/// Thread safety: every mutable property is guarded by `condition`; the PCM handle is used only
/// by the playback thread (and by `close()` once that thread has ended).
package final class ALSAPlayer: AudioSink, @unchecked Sendable {
    /// Why a sound device could not be used.
    package struct Unavailable: Error, CustomStringConvertible {
        package let description: String
    }

    private let pcm: OpaquePointer
    private let condition = NSCondition()
    private var pending: [Int16] = []
    private var readIndex = 0
    private var generation = 0
    private var closed = false
    private var writing = false
    private var played = 0
    private var deviceDelay = 0
    private let stopped = DispatchSemaphore(value: 0)

    /// Frames handed to the device per write: 5 ms.
    private static let period = 110
    /// Longest wait, in ms, while the device is full, before checking for an interrupt again.
    private static let pollMilliseconds: Int32 = 2

    /// Opens `device` ("default" follows the ALSA configuration, including `ALSA_CONFIG_PATH`).
    package init(device: String = "default") throws(Unavailable) {
        earshot_alsa_silence_errors()
        var handle: OpaquePointer?
        var status = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        guard status >= 0, let handle else {
            throw Unavailable(description: "no sound device (\(Self.message(status)))")
        }
        status = snd_pcm_set_params(
            handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED,
            UInt32(PCMFormat.channels), UInt32(PCMFormat.sampleRate), 1, 60_000)
        guard status >= 0 else {
            snd_pcm_close(handle)
            throw Unavailable(
                description: "sound device refused 22050 Hz mono: \(Self.message(status))")
        }
        pcm = handle
        let thread = Thread { [self] in playLoop() }
        thread.name = "earshot.playback"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Frames handed to the device so far.
    package var framesPlayed: Int { locked { played } }

    /// Whether audio remains that has not been handed to the device.
    package var isPlaying: Bool { locked { readIndex < pending.count || writing } }

    package func write(_ samples: UnsafeBufferPointer<Int16>) {
        locked { pending.append(contentsOf: samples) }
        condition.broadcast()
    }

    package func finish(_ completion: SpeechCompletion) {}

    package func interrupt() {
        locked {
            generation += 1
            pending.removeAll(keepingCapacity: true)
            readIndex = 0
        }
        condition.broadcast()
    }

    /// Blocks until every queued sample has been handed to the device and played out.
    package func drain() {
        condition.lock()
        while readIndex < pending.count || writing { condition.wait() }
        let delay = deviceDelay
        condition.unlock()
        usleep(useconds_t(PCMFormat.seconds(samples: delay) * 1_000_000))
    }

    /// Stops playback and releases the device.
    package func close() {
        let wasClosed = locked {
            defer { closed = true }
            return closed
        }
        guard !wasClosed else { return }
        condition.broadcast()
        stopped.wait()
        snd_pcm_close(pcm)
    }

    deinit { close() }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private enum Step {
        case play(Int, generation: Int)
        case drop
        case stop
    }

    private func playLoop() {
        var seenGeneration = 0
        var chunk = [Int16](repeating: 0, count: Self.period)
        loop: while true {
            condition.lock()
            var step: Step?
            while step == nil {
                if closed {
                    step = .stop
                } else if generation != seenGeneration {
                    seenGeneration = generation
                    step = .drop
                } else if readIndex < pending.count {
                    let count = min(Self.period, pending.count - readIndex)
                    for i in 0..<count { chunk[i] = pending[readIndex + i] }
                    readIndex += count
                    if readIndex == pending.count {
                        pending.removeAll(keepingCapacity: true)
                        readIndex = 0
                    }
                    writing = true
                    step = .play(count, generation: seenGeneration)
                } else {
                    condition.broadcast()
                    condition.wait()
                }
            }
            condition.unlock()
            switch step! {
            case .stop: break loop
            case .drop:
                snd_pcm_drop(pcm)
                snd_pcm_prepare(pcm)
            case .play(let count, let generation):
                play(chunk, count: count, generation: generation)
                var delay: snd_pcm_sframes_t = 0
                let status = snd_pcm_delay(pcm, &delay)
                locked {
                    writing = false
                    deviceDelay = status >= 0 ? Int(delay) : 0
                }
                condition.broadcast()
            }
        }
        stopped.signal()
    }

    /// Writes `count` frames, waiting while the device is full but giving up as soon as an
    /// interrupt arrives.
    private func play(_ chunk: [Int16], count: Int, generation current: Int) {
        var offset = 0
        while offset < count {
            if locked({ generation != current || closed }) { return }
            let written = chunk.withUnsafeBufferPointer { buffer in
                snd_pcm_writei(pcm, buffer.baseAddress! + offset, snd_pcm_uframes_t(count - offset))
            }
            if written >= 0 {
                offset += Int(written)
                locked { played += Int(written) }
            } else if written == -snd_pcm_sframes_t(EAGAIN) {
                snd_pcm_wait(pcm, Self.pollMilliseconds)
            } else if snd_pcm_recover(pcm, Int32(written), 1) < 0 {
                return
            }
        }
    }

    private static func message(_ status: Int32) -> String {
        String(cString: snd_strerror(status))
    }
}
