import Foundation
import Synchronization
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

        /// Reading the provider must not wrap it again: it once gained two reabstraction thunks
        /// per read, so every lookup ran one level deeper (and slower) than the one before.
        @Test func lookupsDoNotDeepenTheProvider() {
            let original = Appearance.localizationProvider
            defer { Appearance.localizationProvider = original }
            let depths = Mutex<[Int]>([])
            Appearance.localizationProvider = { key, table in
                // Only this test's own lookups count (other tests may look up strings meanwhile).
                if DepthProbe.isRecording { depths.withLock { $0.append(Thread.callStackReturnAddresses.count) } }
                return Appearance.defaultLocalizationProvider(key, table)
            }
            DepthProbe.$isRecording.withValue(true) {
                for _ in 0..<50 { _ = L10n.Composer.Commands.mute }
            }
            let recorded = depths.withLock { $0 }
            #expect(recorded.count == 50)
            #expect(Set(recorded).count == 1, "call depth grew from \(recorded.first ?? 0) to \(recorded.last ?? 0)")
        }

        @Test func missingKeyYieldsTheKey() {
            #expect(Appearance.defaultLocalizationProvider("no.such.key", "Localizable") == "no.such.key")
        }
    }
}

/// Marks the lookups of `lookupsDoNotDeepenTheProvider`.
private enum DepthProbe {
    @TaskLocal static var isRecording = false
}
