import Foundation
import Testing
@testable import StreamChat

/// `CommandText`, the one parse of a command word that the server (runs it) and the composer
/// (holds back an unknown one) share. The server's own parse took only a space or a line
/// break after the word, the composer's any white space: `/giphy⇥cats` passed the composer as
/// giphy and the server posted it as plain text.
@Suite struct CommandTextTests {
    @Test(arguments: [
        ("/giphy cats", "/giphy", "cats"), ("/giphy\tcats", "/giphy", "cats"), ("/giphy\ncats", "/giphy", "cats"),
        ("/giphy   cats", "/giphy", "cats"), ("/giphy\u{00A0}cats", "/giphy", "cats"), ("/giphy\r\ncats", "/giphy", "cats"),
        ("/GIPHY cats", "/GIPHY", "cats"), ("/giphy", "/giphy", ""), ("/giphy \t\n", "/giphy", ""),
        ("/my_cmd-2 x  y ", "/my_cmd-2", "x  y"),
    ])
    func commandWords(text: String, word: String, arguments: String) throws {
        let command = try #require(CommandText(text))
        #expect(command.word == word)
        #expect(command.name == word.dropFirst().lowercased())
        #expect(command.arguments == arguments)
    }

    @Test(arguments: ["/usr/bin", "/ hi", "hi /giphy", "/", "", " /giphy cats", "/giphy,cats", "giphy cats"])
    func notCommandWords(text: String) {
        #expect(CommandText(text) == nil)
    }

    @Test func anotherSymbol() throws {
        #expect(try #require(CommandText("!pay @ana", symbol: "!")).name == "pay")
        #expect(CommandText("/pay @ana", symbol: "!") == nil)
    }

    @Test func enabledCommandsMatchWhateverTheirCase() {
        let config = ChannelConfig(commands: [.giphy, .mute])
        #expect(config.command(named: "GIPHY") == .giphy)
        #expect(config.command(named: "Mute") == .mute)
        #expect(config.command(named: "ban") == nil)
    }

    /// The server runs a command word followed by any white space, whatever its case.
    @MainActor @Test(arguments: ["/giphy\tcats", "/GIPHY\ncats", "/giphy\u{00A0}cats", "/Giphy   cats"])
    func theServerRunsWhatTheParseFinds(text: String) async throws {
        let bed = try ChatTestBed()
        let cid = try bed.seedChannel("gifs")
        let alice = try await bed.channel(cid, as: "alice")
        _ = try await alice.send(text)
        let preview = try #require(alice.messages.first)
        #expect(preview.type == .ephemeral)
        #expect(preview.command == "giphy")
        #expect(preview.arguments == "cats")
    }
}
