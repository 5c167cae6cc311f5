import Foundation
import Testing
@testable import StreamChat
@testable import StreamChatSwiftUI
@testable import TerminalUI

/// Every SF Symbol the SDK draws by default has a glyph of its own in the terminal: an unknown
/// name draws the fallback box (`□`), which told the user nothing (the Unmute command's chip and
/// row, and the Copy Message action, showed it).
@MainActor @Suite struct SymbolGlyphCoverageTests {
    @Test func everyDefaultImageOfTheSDKHasAGlyph() {
        let symbols = Mirror(reflecting: Images()).children.compactMap { child -> (String, String)? in
            guard let label = child.label, let name = (child.value as? UIImage)?.symbolName else { return nil }
            return (label, name)
        }
        #expect(symbols.count >= 20)
        for (label, name) in symbols {
            #expect(SymbolGlyphs.glyph(for: name) != SymbolGlyphs.fallback, "Images.\(label) (\(name)) draws □")
        }
    }

    @Test func everyDefaultMessageActionHasAGlyph() async throws {
        let cid = ChannelId(type: .messaging, id: "glyphs")
        let bed = try SDKTestBed.withChannel(cid, messages: [("alice", "mine"), ("bob", "theirs")])
        let controller = try await bed.channelController(cid, as: "alice")
        let client = try await bed.client("alice")
        let unpinned = controller.messages
        #expect(unpinned.count == 2)
        for message in unpinned { try await awaitCompletion { controller.pinMessage(message.id, completion: $0) } }
        await bed.drain()
        #expect(controller.messages.allSatisfy { $0.isPinned })
        var icons: [String: String] = [:]
        for message in unpinned + controller.messages {
            for muted in [false, true] {
                let options = SupportedMessageActionsOptions(
                    message: message, channelController: controller, isAuthorMuted: muted,
                    onReply: { _ in }, onEdit: { _ in }, onError: { _ in }
                )
                for action in DefaultMessageActions.make(for: options, chatClient: client) {
                    icons[action.id] = action.iconName
                }
            }
        }
        #expect(Set(icons.keys).isSuperset(of: ["reply", "copy", "pin", "unpin", "edit", "delete", "flag", "mute", "unmute"]))
        for (id, name) in icons {
            #expect(SymbolGlyphs.glyph(for: name) != SymbolGlyphs.fallback, "action \(id) (\(name)) draws □")
        }
        // Opposite actions look different: Unpin drew Pin's 📌 ("pin.slash" fell back to "pin").
        for (on, off) in [("pin", "unpin"), ("mute", "unmute")] {
            let onGlyph = try #require(icons[on].map(SymbolGlyphs.glyph(for:))), offGlyph = try #require(icons[off].map(SymbolGlyphs.glyph(for:)))
            #expect(onGlyph != offGlyph, "\(on) and \(off) both draw \(onGlyph)")
        }
    }

    @Test("A .slash name never draws the glyph of its base, which means the opposite")
    func slashNamesDoNotDrawTheirBase() {
        #expect(SymbolGlyphs.glyph(for: "pin.slash") != SymbolGlyphs.glyph(for: "pin"))
        #expect(SymbolGlyphs.glyph(for: "video.slash") == SymbolGlyphs.fallback, "no glyph of its own: the box, not ▶")
        #expect(SymbolGlyphs.glyph(for: "bell.slash.fill") == SymbolGlyphs.glyph(for: "bell.slash"))
    }
}
