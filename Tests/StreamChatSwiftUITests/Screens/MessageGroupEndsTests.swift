import Foundation
import Combine
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
import Testing

/// The list's record of which messages end their group: observed message by message, and what
/// lets rows of the default item that differ only in it compare equal.
@MainActor
@Suite("Group ends")
struct MessageGroupEndsTests {
    let cid = ChannelId(type: .messaging, id: "general")

    @Test("A change of one message's group end reaches only readers of that message")
    func observedPerMessage() throws {
        let ends = MessageGroupEnds()
        ends.record("m1", endsGroup: true)
        ends.record("m2", endsGroup: true)
        let changed = ChangeFlags()
        let first = try #require(ends.end(of: "m1")).objectWillChange.sink { changed.first = true }
        let second = try #require(ends.end(of: "m2")).objectWillChange.sink { changed.second = true }
        defer { _ = (first, second) }
        ends.record("m1", endsGroup: true)
        #expect(!changed.first, "the same value again")
        ends.record("m1", endsGroup: false)
        #expect(changed.first)
        #expect(!changed.second, "another message's reader")
        #expect(ends.end(of: "m1")?.isLastInGroup == false)
        #expect(ends.end(of: "m3")?.isLastInGroup == nil)
    }

    @Test("The fixed records, shared by every row built without one, are in no list, so recording leaves them alone")
    func fixedRecordsStay() throws {
        let ends = MessageGroupEnds()
        var told = false
        let subscriptions = [true, false].map { MessageGroupEnd.fixed($0).objectWillChange.sink { told = true } }
        defer { subscriptions.forEach { $0.cancel() } }
        ends.record("m1", endsGroup: true)
        ends.record("m2", endsGroup: false)
        let first = try #require(ends.end(of: "m1")), second = try #require(ends.end(of: "m2"))
        #expect(first !== MessageGroupEnd.fixed(true) && second !== MessageGroupEnd.fixed(false), "a list makes records of its own")
        ends.record("m1", endsGroup: false)
        ends.record("m2", endsGroup: true)
        #expect(!first.isLastInGroup && second.isLastInGroup)
        #expect(MessageGroupEnd.fixed(true).isLastInGroup, "a row built as last in its group would show inside it")
        #expect(!MessageGroupEnd.fixed(false).isLastInGroup)
        #expect(!told)
    }

    @Test("The rows record the end of each message's group, also when an append moves it")
    func rowsRecordGroupEnds() {
        let cache = MessageListRowsCache()
        let bob = Fixtures.user("bob", name: "Bob Brown")
        let first = Fixtures.message("m1", text: "one", author: bob, at: 10)
        let second = Fixtures.message("m2", text: "two", author: bob, at: 20)
        func rows(_ newestFirst: [ChatMessage]) -> [MessageListRow] {
            cache.rows(newestFirst: newestFirst, groupingInterval: 60, showsDateSeparators: false, formatting: MessageDateFormatting())
        }
        _ = rows([first])
        #expect(cache.groupEnds.end(of: "m1")?.isLastInGroup == true)
        _ = rows([second, first])
        #expect(cache.groupEnds.end(of: "m1")?.isLastInGroup == false)
        #expect(cache.groupEnds.end(of: "m2")?.isLastInGroup == true)
    }

    @Test("Rows of the default item that differ only in the end of the group are equal; a factory's own item compares it")
    func rowEquality() async throws {
        let bed = try SDKTestBed.withChannel(cid)
        let (_, controller) = try await bed.openChannel(cid, factory: DefaultViewFactory.shared)
        let viewModel = ChatChannelViewModel(channelController: controller)
        let message = Fixtures.message("m1", text: "hi", author: Fixtures.user("bob", name: "Bob Brown"), at: 10)
        func row<Factory: ViewFactory>(_ factory: Factory, last: Bool, first: Bool = false) -> MessageListRowView<Factory> {
            .fixture(message, factory: factory, viewModel: viewModel, first: first, last: last)
        }
        #expect(row(DefaultViewFactory.shared, last: true) == row(DefaultViewFactory.shared, last: false))
        #expect(row(DefaultViewFactory.shared, last: true) != row(DefaultViewFactory.shared, last: true, first: true))
        let own = OwnItemFactory()
        #expect(row(own, last: true) != row(own, last: false))
        #expect(row(own, last: true) == row(own, last: true))
    }
}

private final class ChangeFlags: @unchecked Sendable {
    var first = false
    var second = false
}

/// A factory with its own message item, which reads the end of the group from its options.
private final class OwnItemFactory: ViewFactory {
    var styles = RegularStyles()

    func makeMessageItemView(options: MessageItemViewOptions) -> some View {
        Text(options.isLastInGroup ? "last: \(options.message.text)" : options.message.text)
    }
}
