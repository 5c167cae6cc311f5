import Foundation
@testable import StreamChat
import Testing

/// The composed columns are named once (`ComposedContent.columns`); the values written for them
/// (`composedValues`) and the reader (`ComposedContent.init(_:from:)`) must follow that list in
/// number and in order, or a message or draft comes back with its parts in the wrong fields.
@Suite struct ComposedContentColumnsTests {
    /// Every composed part set, each to a value no other part could hold.
    static let content = ComposedContent(
        text: "the text", command: "giphy", args: "cats", quotedId: "quoted-1", mentionedUserIds: ["ana", "bob"],
        attachments: [.giphy(GiphyAttachmentPayload(title: "Cats", previewURL: URL(string: "https://example.com/cats.gif")!))],
        isSilent: true, extra: ["mood": .string("happy")]
    )

    @Test func theCountAndTheValuesFollowTheNamedColumns() {
        let names = ComposedContent.columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(names.first == "text" && names.last == "extra")
        #expect(ComposedContent.columnCount == names.count)
        #expect(Self.content.composedValues.count == names.count, "one value per named column")
    }

    /// A draft stored and read again holds every part where it was (a value written for another
    /// column than the reader reads it from comes back in the wrong field, or as nothing).
    @Test func aDraftComesBackAsItWasStored() throws {
        let store = try ChatStore(path: ":memory:")
        let cid = ChannelId(type: .messaging, id: "general")
        let draft = DraftRecord(userId: "me", cid: cid, id: "draft-1", content: Self.content, createdAt: Date(timeIntervalSince1970: 1_000))
        try store.saveDraft(draft)
        #expect(try store.draft(userId: "me", cid: cid) == draft)
    }

    /// So does a message, whose composed columns follow ten columns of its own.
    @Test func aMessageComesBackAsItWasStored() throws {
        let store = try ChatStore(path: ":memory:")
        let content = Self.content
        var message = MessageRecord(
            id: "m1", cid: ChannelId(type: .messaging, id: "general"), userId: "me", text: content.text, type: .regular,
            command: content.command, args: content.args, createdAt: Date(timeIntervalSince1970: 1_000),
            updatedAt: Date(timeIntervalSince1970: 2_000), deletedAt: nil, quotedId: content.quotedId, parentId: "parent-1",
            mentionedUserIds: content.mentionedUserIds, attachments: content.attachments, isSilent: content.isSilent,
            isPinned: true, extra: content.extra
        )
        message.seq = try store.insertMessage(message)
        #expect(try store.message(id: "m1") == message)
    }
}
