extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// Either a finite count (`.max(n)`, `.none`) or `.unlimited`. Arithmetic saturates: adding
    /// past `Int.max` gives `.unlimited`, subtracting below zero gives `.none`.
    @frozen public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible {
        /// `nil` means unlimited.
        private let count: Int?

        private init(count: Int?) {
            self.count = count
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// Creates a demand for the given maximum number of elements. `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Demand must not be negative")
            return Demand(count: value)
        }

        /// The number of requested values, or `nil` if unlimited.
        public var max: Int? { count }

        public var description: String {
            count.map { "max(\($0))" } ?? "unlimited"
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard lhs.count != nil, let right = rhs.count else { return .unlimited }
            return lhs + right
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(rhs)
            if overflow { return .unlimited }
            return Demand(count: Swift.max(0, sum))
        }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
            if overflow { return .unlimited }
            return Demand(count: Swift.max(0, product))
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            guard let right = rhs.count else { return .none }
            return Demand(count: Swift.max(0, left - right))
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            let (difference, overflow) = left.subtractingReportingOverflow(rhs)
            if overflow { return rhs < 0 ? .unlimited : .none }
            return Demand(count: Swift.max(0, difference))
        }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs > $0 } ?? false }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs >= $0 } ?? false }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs < $0 } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.count.map { lhs <= $0 } ?? true }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (left?, right?): return left < right
            }
        }

        public static func <= (lhs: Demand, rhs: Demand) -> Bool { !(rhs < lhs) }
        public static func >= (lhs: Demand, rhs: Demand) -> Bool { !(lhs < rhs) }
        public static func > (lhs: Demand, rhs: Demand) -> Bool { rhs < lhs }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(UInt.self)
            count = raw > UInt(Int.max) ? nil : Int(raw)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(count.map { UInt($0) } ?? UInt(Int.max) + 1)
        }
    }
}

extension Subscribers.Demand: Sendable {}
