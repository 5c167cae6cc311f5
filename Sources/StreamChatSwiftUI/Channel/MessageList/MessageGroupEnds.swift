import Observation
import StreamChat

/// Which messages of one message list end their group, kept up to date by the list's rows
/// (`MessageListRowsCache` records every row it builds, before any view shows it): one
/// observable `MessageGroupEnd` per message.
///
/// The default message row shows what depends on the end of a group (the avatar beside the
/// last bubble, the time under it) in views of their own, which read it from the message's
/// record: when a new message joins the group of the last one, only those two views of the row
/// before it run again, as a `@State` change would run them, instead of the row, its item and
/// every node between them and the avatar being brought up to date (see
/// `MessageListRowView.==`).
@MainActor final class MessageGroupEnds {
    private var ends: [MessageId: MessageGroupEnd] = [:]

    /// The record of a message a row was built for; nil for another.
    func end(of messageID: MessageId) -> MessageGroupEnd? { ends[messageID] }

    /// Records whether the message ends its group; views that read its record are told when
    /// that changes.
    func record(_ messageID: MessageId, endsGroup: Bool) {
        if let end = ends[messageID] {
            end.isLastInGroup = endsGroup
        } else {
            ends[messageID] = MessageGroupEnd(endsGroup)
        }
    }
}

/// Whether one message ends its group, observed (reading it in a body makes a change run the
/// body again). One object per message, so a change reaches only the views of that message,
/// under one key path written once.
@MainActor final class MessageGroupEnd: Observable {
    private let registrar = ObservationRegistrar()
    private var stored: Bool

    init(_ isLastInGroup: Bool) { stored = isLastInGroup }

    var isLastInGroup: Bool {
        get {
            registrar.access(self, keyPath: \.isLastInGroup)
            return stored
        }
        set {
            guard newValue != stored else { return }
            registrar.withMutation(of: self, keyPath: \.isLastInGroup) { stored = newValue }
        }
    }
}

/// Where a message row finds whether its message ends its group: the list's record of the
/// message (observed), or, for a row built without one, the value the row was built with.
struct MessageGroupEndSource: Equatable {
    let record: MessageGroupEnd?
    /// The value the row was built with, used without a record.
    let builtValue: Bool

    /// Whether the message ends its group (observed when read in a body).
    @MainActor var isLastInGroup: Bool { record?.isLastInGroup ?? builtValue }

    /// With a record, the same record (its value is read in the body); without one, the same
    /// value.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.record === rhs.record && (lhs.record != nil || lhs.builtValue == rhs.builtValue)
    }
}
