import Combine
import StreamChat
import SwiftUI

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
            end.update(endsGroup)
        } else {
            ends[messageID] = MessageGroupEnd(endsGroup)
        }
    }
}

/// Whether one message ends its group, observed (a view holding it as an `@ObservedObject` runs
/// again when it changes). One object per message, so a change reaches only the views of that
/// message.
///
/// An `ObservableObject` with its own `ObservableObjectPublisher` rather than an `@Observable`
/// record: the engine subscribes a view to such a publisher directly (one entry in a list),
/// where Observation's tracking cost ~6.5 k instructions per body that read a record (the
/// registrar's `access` and `_installTracking`) and ~14 k per change (`withMutation`). Its
/// value is the main actor's (as the rows that record and read it); the class itself is not
/// isolated, as the publisher (not `Sendable`) could not be its `ObservableObject` conformance's.
///
/// Only a list's `MessageGroupEnds` changes a record (`update` is this file's), and only the
/// records it made: the two shared `fixed(_:)` records are in no list, so they never change.
final class MessageGroupEnd: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @MainActor private(set) var isLastInGroup: Bool

    init(_ isLastInGroup: Bool) { self.isLastInGroup = isLastInGroup }

    /// Sets the value, telling the observing views when it changes.
    @MainActor fileprivate func update(_ newValue: Bool) {
        guard newValue != isLastInGroup else { return }
        objectWillChange.send()
        isLastInGroup = newValue
    }

    /// The records of rows built without one (outside a list): one per value, so that two such
    /// rows with the same value hold the same record. No list holds them, so nothing changes them.
    @MainActor static func fixed(_ isLastInGroup: Bool) -> MessageGroupEnd { isLastInGroup ? endsGroup : insideGroup }
    @MainActor private static let endsGroup = MessageGroupEnd(true)
    @MainActor private static let insideGroup = MessageGroupEnd(false)
}

/// Where a message row's views find whether its message ends its group: the list's record of
/// the message, or, for a row built without one, a fixed record of the value the row was built
/// with. Observed: a view holding it runs again when the record changes.
@MainActor struct MessageGroupEndSource: DynamicProperty, Equatable {
    @ObservedObject private var record: MessageGroupEnd
    /// The record's identity, readable from the nonisolated `==`.
    private let recordID: ObjectIdentifier

    init(record: MessageGroupEnd?, builtValue: Bool) {
        let record = record ?? MessageGroupEnd.fixed(builtValue)
        _record = ObservedObject(wrappedValue: record)
        recordID = ObjectIdentifier(record)
    }

    /// Whether the message ends its group.
    var isLastInGroup: Bool { record.isLastInGroup }

    /// The same record (a fixed record stands for its value).
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.recordID == rhs.recordID }
}
