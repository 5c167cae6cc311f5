import Foundation

/// How long a ban lasts: `nil` minutes is permanent; otherwise 1 minute to one year, after
/// which the ban lifts itself.
enum BanTimeout {
    /// The longest timeout accepted: one year (365 days) in minutes. Longer bans are permanent ones.
    static let maximumMinutes = 365 * 24 * 60

    /// When a ban given at `now` for `timeoutInMinutes` ends (nil: never). Throws
    /// `ClientError.InvalidRequest` for a timeout under one minute or over `maximumMinutes`.
    static func expiry(of timeoutInMinutes: Int?, from now: Date) throws -> Date? {
        guard let timeoutInMinutes else { return nil }
        guard (1...maximumMinutes).contains(timeoutInMinutes) else {
            throw ClientError.InvalidRequest(
                "A ban timeout must be 1 to \(maximumMinutes) minutes (one year), or nil for a permanent ban; got \(timeoutInMinutes).")
        }
        return now.addingTimeInterval(TimeInterval(timeoutInMinutes) * 60)
    }
}
