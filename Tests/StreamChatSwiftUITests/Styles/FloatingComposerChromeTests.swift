import CheckedIndex
import Foundation
@testable import StreamChatSwiftUI
import SwiftUI
import Testing
import TerminalUI
import ScreenLines

/// The floating composer's chrome in a bounded room (`placementRoom`): the box's top border,
/// the content, its bottom border and the margin below it, the margin giving way first, then
/// the outline. The content is told the lines left inside: the room less all three lines of
/// chrome (it was told one line more, the margin left out).
@MainActor @Suite struct FloatingComposerChromeTests {
    /// Shows the room it is told.
    struct RoomReport: View {
        @Environment(\.placementRoom) private var room
        var body: some View { Text("room \(room.map(String.init) ?? "none")") }
    }

    /// The screen's rows with the chrome at the bottom of a screen `room` lines tall, trailing
    /// spaces cut.
    private func rows(room: Int) -> [String] {
        let view = RoomReport()
            .modifier(PlacementComposerModifier(placement: .floating))
            .environment(\.placementRoom, room)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        return ViewHost(rootView: view).snapshot(width: 20, height: room).trimmedScreenLines
    }

    @Test("With room, the box and the margin below it; the content is told what is left", arguments: [4, 6])
    func theBoxWithItsMargin(room: Int) {
        let rows = rows(room: room)
        let shown = rows.joined(separator: "\n")
        #expect(rows[checked: room - 4]?.contains("╭") == true && rows[checked: room - 2]?.contains("╰") == true, "\(shown)")
        #expect(rows[checked: room - 1]?.isEmpty == true, "the margin below the box:\n\(shown)")
        #expect(rows[checked: room - 3]?.contains("room \(room - 3)") == true, "\(shown)")
    }

    @Test func withoutRoomForTheMarginTheBoxAlone() {
        let rows = rows(room: 3)
        #expect(rows[checked: 0]?.contains("╭") == true && rows[checked: 1]?.contains("room 1") == true
            && rows[checked: 2]?.contains("╰") == true, "\(rows.joined(separator: "\n"))")
    }

    @Test func withoutRoomForTheOutlineTheContentAloneInsetAsInTheBox() {
        let rows = rows(room: 2)
        let shown = rows.joined(separator: "\n")
        #expect(!shown.contains("╭") && !shown.contains("╰"), "\(shown)")
        #expect(rows[checked: 1] == "    room 2", "inset by the box's margin and padding:\n\(shown)")
    }

    /// Without a suggestions host (a composer outside a channel screen) the suggestions show in
    /// the composer, above its input: the composer's room is not theirs (they share it with the
    /// input), so they keep their own box where the composer's room is short.
    @Test func suggestionsInTheComposerAreNotToldItsRoom() async throws {
        let bed = try ComposerTestBed(commands: ComposerInstantCommandsTests.allCommands)
        let composer = try await bed.composer()
        let view = MessageComposerView(viewFactory: GlassFactory(), viewModel: composer)
            .modifier(PlacementComposerModifier(placement: .floating))
            .environment(\.placementRoom, 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 50, height: 20)
        host.type("/")
        let shown = host.snapshot(width: 50, height: 20)
        #expect(shown.contains("Instant commands"), "\(shown)")
        #expect(shown.components(separatedBy: "╭").count == 3, "the suggestions' box in the composer's:\n\(shown)")
    }
}
