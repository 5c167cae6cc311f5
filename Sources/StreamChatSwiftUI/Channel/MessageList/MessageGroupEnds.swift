import Observation
import StreamChat

/// Which messages of one message list end their group, kept up to date by the list's rows
/// (`MessageListRowsCache` writes every row it builds) and observed message by message.
///
/// The default message row shows what depends on the end of a group (the avatar beside the
/// last bubble, the time under it) in views of their own, which read it from here: when a new
/// message joins the group of the last one, only those two views of the row before it run
/// again, as a `@State` change would run them, instead of the row, its item and every node
/// between them and the avatar being brought up to date (see `MessageListRowView.==`).
/// Each message is observed apart (the key path names the message), so a change reaches only
/// the views of that message.
@MainActor final class MessageGroupEnds: Observable {
    private let registrar = ObservationRegistrar()
    private var endsGroup: [MessageId: Bool] = [:]

    /// Whether the message ends its group, as its row was last built; nil for a message no row
    /// was built for. Reading it in a body observes it.
    subscript(endsGroup messageID: MessageId) -> Bool? {
        registrar.access(self, keyPath: \.[endsGroup: messageID])
        return endsGroup[messageID]
    }

    /// Records whether the message ends its group; observers of the message are told when
    /// that changes.
    func record(_ messageID: MessageId, endsGroup ends: Bool) {
        guard let known = endsGroup[messageID] else {
            // Nothing read it yet (a read of a message it does not know observes it too, so
            // a reader is told of the first value as of any change).
            registrar.withMutation(of: self, keyPath: \.[endsGroup: messageID]) { endsGroup[messageID] = ends }
            return
        }
        guard known != ends else { return }
        registrar.withMutation(of: self, keyPath: \.[endsGroup: messageID]) { endsGroup[messageID] = ends }
    }
}

/// Where a message row finds whether its message ends its group: the list's `MessageGroupEnds`
/// (observed), or, for a row built without one, the value the row was built with.
struct MessageGroupEndSource: Equatable {
    let groupEnds: MessageGroupEnds?
    let messageID: MessageId
    /// The value the row was built with, used without `groupEnds`.
    let builtValue: Bool

    /// Whether the message ends its group (observed when read in a body).
    @MainActor var isLastInGroup: Bool { groupEnds?[endsGroup: messageID] ?? builtValue }

    /// With the list's record, the same record for the same message (its value is read in the
    /// body); without one, the same value.
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.groupEnds === rhs.groupEnds else { return false }
        return lhs.groupEnds != nil ? lhs.messageID == rhs.messageID : lhs.builtValue == rhs.builtValue && lhs.messageID == rhs.messageID
    }
}
