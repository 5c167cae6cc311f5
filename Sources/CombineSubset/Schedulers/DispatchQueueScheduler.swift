import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Returns the distance to another dispatch queue time.
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride {
            let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            return Stride(.nanoseconds(Int(end &- start)))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this instance's time by the given interval.
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType {
            let uptime = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let advanced = max(0, uptime.addingReportingOverflow(Int64(n.magnitude)).partialValue)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(advanced)))
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Whether one time is earlier than another (Apple declares it; equality comes from
        /// `Strideable`, a zero distance).
        public static func < (lhs: DispatchQueue.SchedulerTimeType, rhs: DispatchQueue.SchedulerTimeType) -> Bool {
            lhs.dispatchTime < rhs.dispatchTime
        }

        /// A type that represents the distance between two values, in nanoseconds; literals are seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// Creates a dispatch queue time interval from a dispatch time interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = DispatchIntervalNanoseconds.of(timeInterval)
            }

            /// Creates a dispatch queue time interval from a floating-point seconds value.
            public init(floatLiteral value: Double) {
                magnitude = Int((value * 1_000_000_000).rounded())
            }

            /// Creates a dispatch queue time interval from an integer seconds value.
            public init(integerLiteral value: Int) {
                magnitude = value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
            }

            /// Creates a dispatch queue time interval from a binary integer seconds value, if exact.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let seconds = Int(exactly: source) else { return nil }
                let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
                if overflow { return nil }
                magnitude = nanoseconds
            }

            private init(nanoseconds: Int) {
                magnitude = nanoseconds
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude * rhs.magnitude / 1_000_000_000) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(nanoseconds: lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    ///
    /// `@unchecked`: Linux's Dispatch does not declare `DispatchWorkItemFlags` (an option set of
    /// `UInt`) `Sendable`, as Apple's does; every stored property is an immutable value or the
    /// thread-safe `DispatchGroup`.
    public struct SchedulerOptions: @unchecked Sendable {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { .nanoseconds(0) }

    /// This scheduler's definition of the current moment in time.
    public var now: DispatchQueue.SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    public func schedule(after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.value() }
    }

    public func schedule(after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride, tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedSendable(action)
        timer.setEventHandler { work.value() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// Converts a `DispatchTimeInterval` to nanoseconds, saturating.
enum DispatchIntervalNanoseconds {
    static func of(_ interval: DispatchTimeInterval) -> Int {
        switch interval {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
        case .nanoseconds(let value): return value
        case .never: return Int.max
        @unknown default: return Int.max
        }
    }
}
