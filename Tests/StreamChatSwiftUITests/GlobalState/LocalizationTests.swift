import Foundation
@testable import StreamChatSwiftUI
import Testing

extension GlobalStateTests {
    @Suite("L10n and the strings table", .serialized)
    struct LocalizationTests {
        @Test func shippedStringsAreRead() {
            #expect(L10n.Composer.Commands.mute == "Mute")
            #expect(L10n.Composer.Commands.Format.username == "@username")
            #expect(L10n.Channel.Header.membersOnline(3, 1) == "3 members, 1 online")
            #expect(L10n.Typing.two("Ana", "Ben") == "Ana and Ben are typing")
        }

        @Test func providerCanBeReplacedAndRestored() {
            let original = Appearance.localizationProvider
            defer { Appearance.localizationProvider = original }
            // Only a string no other test shows is reworded, so tests running in parallel are unaffected.
            Appearance.localizationProvider = { key, table in
                key == "message.actions.add-reaction" ? "Reagieren" : Appearance.defaultLocalizationProvider(key, table)
            }
            #expect(L10n.MessageActions.addReaction == "Reagieren")
            #expect(L10n.Composer.Commands.unmute == "Unmute")
            Appearance.localizationProvider = original
            #expect(L10n.MessageActions.addReaction == "Add Reaction")
        }

        @Test func parserHandlesCommentsEscapesAndMalformedLines() {
            let text = """
            /* block
               comment */
            "a" = "one"; // trailing
            "b" = "say \\"hi\\"\\n";
            broken line without quotes
            "c" = ;
            "d" = "\\U00e9t\\u00e9";
            "e" = "unterminated
            """
            let entries = LocalizedStringsTable.parse(text)
            #expect(entries["a"] == "one")
            #expect(entries["b"] == "say \"hi\"\n")
            #expect(entries["c"] == nil)
            #expect(entries["d"] == "été")
            #expect(entries["e"] == nil)
        }

        @Test func missingKeyYieldsTheKey() {
            #expect(Appearance.defaultLocalizationProvider("no.such.key", "Localizable") == "no.such.key")
        }
    }
}
