import Foundation

/// Where a channel query's page of messages lies: the newest, or before, after or around a
/// message.
enum MessagePageAnchor: Equatable {
    case newest
    case before(MessageId)
    case after(MessageId)
    case around(MessageId)

    /// The anchor a request names; more than one is refused.
    init(before: MessageId?, after: MessageId?, around: MessageId?) throws {
        switch (before, after, around) {
        case (nil, nil, nil): self = .newest
        case let (before?, nil, nil): self = .before(before)
        case let (nil, after?, nil): self = .after(after)
        case let (nil, nil, around?): self = .around(around)
        default: throw ClientError.InvalidRequest("A page of messages lies before, after or around one message, not several.")
        }
    }
}
