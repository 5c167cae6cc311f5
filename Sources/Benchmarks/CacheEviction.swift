import Foundation

/// `--sdk-cold`: the SDK benchmark writes a buffer larger than the processor's caches before
/// each measured frame, so that each starts as an app's frame does after a quiet while: its data
/// no longer cached, nor its code where the last-level cache holds what the others do (written
/// data does not evict the instruction cache itself on every processor). Without it the measured frames follow other work closely and find
/// part of what they touch still cached.
///
/// Under callgrind's cache simulation (`--cache-sim=yes`) the missed lines of each frame are then
/// those of a cold start (the simulated caches are otherwise never flushed).
struct CacheEviction {
    /// Larger than the last-level cache of the machines the benchmark runs on.
    static let bufferSize = 96 << 20

    private var buffer: [UInt8]

    /// Nil unless `--sdk-cold` was given.
    init?() {
        guard CommandLine.arguments.contains("--sdk-cold") else { return nil }
        buffer = [UInt8](repeating: 1, count: Self.bufferSize)
    }

    /// Writes one byte of every 64 of the buffer, outside any measured frame.
    @inline(never) mutating func evict() {
        buffer.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                bytes[index] &+= 1
                index += 64
            }
        }
    }
}
