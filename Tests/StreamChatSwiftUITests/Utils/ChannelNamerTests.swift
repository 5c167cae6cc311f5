import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import Testing

@MainActor
@Suite("DefaultChatChannelNamer")
struct ChannelNamerTests {
    let namer = DefaultChatChannelNamer()

    @Test func namedChannelUsesItsName() {
        let channel = Fixtures.channel("c", name: "Design team", members: [Fixtures.member("a", name: "Ana")])
        #expect(namer(channel, "me") == "Design team")
    }

    @Test func blankNameCountsAsNone() {
        let channel = Fixtures.channel("c", name: "  \n", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("b", name: "Ben")])
        #expect(namer(channel, "me") == "Ben")
    }

    @Test("Names are trimmed of every kind of whitespace at either end, as Foundation trims them")
    func namesTrimmedLikeFoundation() {
        let samples = ["Ana", " Ana", "Ana\t", "\u{00A0}Ana\u{3000}", "\u{2028}Ana\u{2029}", "\u{85}A n a\u{85}", "\r\n", "", "Ana\u{200B}", "\u{FEFF}Ana", "Ana\u{0301}"]
        for sample in samples {
            #expect(sample.trimmedOfWhitespace == sample.trimmingCharacters(in: .whitespacesAndNewlines), "\(sample.unicodeScalars.map(\.value))")
        }
        let channel = Fixtures.channel("c", name: "\u{3000}Design\u{00A0}", members: [])
        #expect(namer(channel, "me") == "Design")
    }

    @Test func directMessageWithOneOtherMember() {
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me", name: "Me"), Fixtures.member("b", name: "Ben")])
        #expect(namer(channel, "me") == "Ben")
    }

    @Test func directMessageNamesAreSortedAndJoined() {
        let members = [Fixtures.member("me"), Fixtures.member("c", name: "Cleo"), Fixtures.member("a", name: "Ana")]
        let channel = Fixtures.channel("c", isDirectMessage: true, members: members)
        #expect(namer(channel, "me") == "Ana and Cleo")
    }

    @Test func directMessageWithMoreMembersThanShown() {
        let members = [Fixtures.member("me"), Fixtures.member("d", name: "Dan"), Fixtures.member("a", name: "Ana"),
                       Fixtures.member("c", name: "Cleo"), Fixtures.member("b", name: "Ben")]
        let channel = Fixtures.channel("c", isDirectMessage: true, members: members, memberCount: 7)
        #expect(namer(channel, "me") == "Ana, Ben and 4 more")
    }

    @Test func userWithoutNameIsCalledById() {
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me"), Fixtures.member("user-42")])
        #expect(namer(channel, "me") == "user-42")
    }

    @Test func unnamedGroupHasNoName() {
        let channel = Fixtures.channel("c", members: [Fixtures.member("a", name: "Ana"), Fixtures.member("b", name: "Ben")])
        #expect(namer(channel, "me") == nil)
    }

    @Test func directMessageWithNoMembersHasNoName() {
        let channel = Fixtures.channel("c", isDirectMessage: true)
        #expect(namer(channel, "me") == nil)
    }

    @Test func directMessageWithOnlyTheCurrentUserIsCalledByThem() {
        let channel = Fixtures.channel("c", isDirectMessage: true, members: [Fixtures.member("me", name: "Maya")])
        #expect(namer(channel, "me") == "Maya")
    }

    @Test func customSeparatorAndLimit() {
        let members = [Fixtures.member("me"), Fixtures.member("a", name: "Ana"), Fixtures.member("b", name: "Ben"), Fixtures.member("c", name: "Cleo")]
        let channel = Fixtures.channel("c", isDirectMessage: true, members: members)
        #expect(DefaultChatChannelNamer(maxMemberNames: 3, separator: ";")(channel, "me") == "Ana; Ben and Cleo")
        #expect(DefaultChatChannelNamer(maxMemberNames: 1)(channel, "me") == "Ana and 2 more")
    }
}
