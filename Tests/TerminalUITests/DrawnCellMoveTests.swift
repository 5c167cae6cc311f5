import CombineSubset
import Testing
@testable import TerminalUI

@MainActor private final class Chat: ObservableObject {
    @Published var messages: [Message] = (0..<30).map { Message(id: $0, text: "message \($0)", long: $0 % 4 == 0) }
}

private struct Message: Identifiable, Equatable {
    let id: Int
    var text: String
    var long: Bool
}

private struct MessageRow: View, Equatable {
    let message: Message
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(message.text).bold()
            if message.long { Text("第二行 \(message.id) 😀").foregroundColor(.green) }
        }
        .padding(.leading, 1)
    }
}

/// Where the transcript sits: alone, over a coloured background, under a floating label,
/// beside a sidebar (a viewport narrower than the screen, next to wide characters), or in a
/// frame with a minimum height, or under a key press handler.
enum TranscriptSetting: Sendable { case alone, background, floatingLabel, sidebar, minimumHeight, keyPressHandler }

private struct ChatScreen: View {
    @ObservedObject var chat: Chat
    let setting: TranscriptSetting
    var list: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(chat.messages) { MessageRow(message: $0) }
            }
        }
        .defaultScrollAnchor(.bottom)
    }
    var body: some View {
        VStack(spacing: 0) {
            Text("header \(chat.messages.count)")
            switch setting {
            case .alone: list
            case .background: ZStack { Color.blue; list }
            case .floatingLabel: ZStack(alignment: .bottomTrailing) { list; Text("new ↓").background(Color.red) }
            case .sidebar: HStack(spacing: 0) { Text("側欄\n側欄"); list }
            case .minimumHeight: list.frame(minHeight: 16)
            case .keyPressHandler: list.onKeyPress(.end) { .ignored }
            }
        }
    }
}

/// A scroll view moves the cells its rows drew when they all move together (an append while
/// pinned to the bottom, the wheel), and draws only what the move does not fill; the screen is
/// the same as drawing everything again.
@MainActor @Suite struct DrawnCellMoveTests {
    private func expectSameAsFresh(_ setting: TranscriptSetting, _ changes: [(String, (Chat, ViewHost) -> Void)]) {
        let chat = Chat()
        let host = ViewHost(rootView: ChatScreen(chat: chat, setting: setting))
        _ = host.styledSnapshot(width: 30, height: 10)
        for (name, change) in changes {
            change(chat, host)
            let incremental = host.styledSnapshot(width: 30, height: 10)
            let fresh = ViewHost(rootView: ChatScreen(chat: chat, setting: setting))
            // The fresh host is scrolled like the incremental one by replaying nothing: compare
            // only while pinned to the bottom; scrolled states are compared by redrawing all.
            if name.hasPrefix("scroll") {
                host.invalidateDrawing()
                #expect(incremental == host.styledSnapshot(width: 30, height: 10), "\(name) (\(setting))")
            } else {
                #expect(incremental == fresh.styledSnapshot(width: 30, height: 10), "\(name) (\(setting))")
            }
        }
    }

    private var changes: [(String, (Chat, ViewHost) -> Void)] {
        [
            ("append a short message", { chat, _ in chat.messages.append(Message(id: 100, text: "short", long: false)) }),
            ("append a long message", { chat, _ in chat.messages.append(Message(id: 101, text: "long", long: true)) }),
            ("the last message grows", { chat, _ in chat.messages[chat.messages.count - 1].long = false }),
            ("append two", { chat, _ in chat.messages += [Message(id: 102, text: "a", long: true), Message(id: 103, text: "b", long: false)] }),
            ("remove the first", { chat, _ in chat.messages.removeFirst() }),
            ("scroll up by the wheel", { _, host in ControlScreen.mouse(host, .wheelUp, x: 20, y: 5) }),
            ("scroll up by a page", { _, host in host.press(.pageUp) }),
            ("scroll down by the wheel", { _, host in ControlScreen.mouse(host, .wheelDown, x: 20, y: 5) }),
            ("scroll append while scrolled up", { chat, _ in chat.messages.append(Message(id: 104, text: "unseen", long: true)) }),
            ("scroll down to the bottom", { _, host in for _ in 0..<10 { host.press(.pageDown) } }),
            ("append at the bottom again", { chat, _ in chat.messages.append(Message(id: 105, text: "seen", long: false)) }),
        ]
    }

    @Test(arguments: [TranscriptSetting.alone, .background, .floatingLabel, .sidebar, .minimumHeight, .keyPressHandler])
    func movedCellsDrawLikeAFullRedraw(_ setting: TranscriptSetting) {
        expectSameAsFresh(setting, changes)
    }

    /// What the frame after appending a short message redrew.
    private func redrawnByAnAppend(_ setting: TranscriptSetting) -> DamageRegion {
        let chat = Chat()
        let host = ViewHost(rootView: ChatScreen(chat: chat, setting: setting))
        _ = host.snapshot(width: 30, height: 10)
        chat.messages.append(Message(id: 100, text: "short", long: false))
        _ = host.snapshot(width: 30, height: 10)
        return host.redrawnRegion
    }

    @Test func anAppendOverABackgroundRedrawsOnlyTheNewRowsAndTheHeader() {
        let redrawn = redrawnByAnAppend(.background)
        // The header's count changed; the rows moved up one line over the unchanged background.
        #expect(redrawn.rects.count == 2)
        #expect(redrawn.rects.contains(CellRect(x: 0, y: 9, width: 30, height: 1)))
        #expect(redrawn.rects.allSatisfy { $0.maxY <= 1 || $0.y == 9 })
    }

    /// A frame around the transcript draws nothing of its own: the rows still move (it made
    /// every append draw the whole list again).
    @Test func anAppendInAFrameWithAMinimumHeightRedrawsOnlyTheNewRowAndTheHeader() {
        let redrawn = redrawnByAnAppend(.minimumHeight)
        #expect(redrawn.rects.allSatisfy { $0.maxY <= 1 || $0.y == 9 }, "\(redrawn.rects)")
    }

    /// An `onKeyPress` handler around the transcript draws nothing of its own either (the
    /// channel screen's End key made every append draw the whole list again).
    @Test func anAppendUnderAKeyPressHandlerRedrawsOnlyTheNewRowAndTheHeader() {
        let redrawn = redrawnByAnAppend(.keyPressHandler)
        #expect(redrawn.rects.allSatisfy { $0.maxY <= 1 || $0.y == 9 }, "\(redrawn.rects)")
    }

    /// The last frame stays the caller's: the next one shares the storage of the rows it does
    /// not draw into (moved rows included), so an append stores the header's row and the new
    /// message's, not the screen.
    @Test func anAppendStoresOnlyTheRowsItDraws() {
        let chat = Chat()
        let host = ViewHost(rootView: ChatScreen(chat: chat, setting: .alone))
        let size = CellSize(width: 30, height: 10)
        let before = host.render(size: size)
        let textBefore = before.plainText
        chat.messages.append(Message(id: 100, text: "short", long: false))
        let after = host.render(size: size)
        let storedBefore = Set((0..<before.height).map { y in before.withRow(y) { $0.baseAddress } })
        let newlyStored = (0..<after.height).filter { y in !storedBefore.contains(after.withRow(y) { $0.baseAddress }) }
        #expect(newlyStored == [0, 9])
        let movedRowsShareStorage = (1..<9).allSatisfy { y in
            after.withRow(y) { row in before.withRow(y + 1) { $0.baseAddress == row.baseAddress } }
        }
        #expect(movedRowsShareStorage)
        #expect(before.plainText == textBefore)
        #expect(after.plainText.hasSuffix("short" + String(repeating: " ", count: 24)))
    }

    @Test func aLabelFloatingOverTheListMakesItDrawAgain() {
        let chat = Chat()
        let host = ViewHost(rootView: ChatScreen(chat: chat, setting: .floatingLabel))
        _ = host.snapshot(width: 30, height: 10)
        chat.messages.append(Message(id: 100, text: "short", long: false))
        _ = host.snapshot(width: 30, height: 10)
        #expect(host.redrawnRegion.bounds == CellRect(x: 0, y: 0, width: 30, height: 10))
    }
}

@Suite struct DamageRegionTests {
    @Test func overlappingRectanglesMergeAndDistantOnesStaySeparate() {
        var region = DamageRegion()
        region.add(CellRect(x: 0, y: 0, width: 10, height: 1))
        region.add(CellRect(x: 0, y: 9, width: 10, height: 1))
        region.add(CellRect(x: 5, y: 0, width: 10, height: 2))
        #expect(region.rects == [CellRect(x: 0, y: 9, width: 10, height: 1), CellRect(x: 0, y: 0, width: 15, height: 2)])
        region.add(.zero)
        #expect(region.rects.count == 2)
    }

    @Test func aRectangleInsideTheDamageChangesNothing() {
        var region = DamageRegion()
        region.add(CellRect(x: 0, y: 0, width: 10, height: 2))
        region.add(CellRect(x: 0, y: 8, width: 10, height: 2))
        let before = region
        region.add(CellRect(x: 2, y: 0, width: 3, height: 1))
        region.add(CellRect(x: 0, y: 8, width: 10, height: 2))
        #expect(region == before)
        region.add(CellRect(x: 2, y: 1, width: 3, height: 2))
        #expect(region.rects == [CellRect(x: 0, y: 8, width: 10, height: 2), CellRect(x: 0, y: 0, width: 10, height: 3)])
    }

    @Test func pastTheLimitTheClosestRectanglesMerge() {
        var region = DamageRegion()
        for row in [0, 10, 20, 30, 31] { region.add(CellRect(x: 0, y: row * 2, width: 4, height: 1)) }
        #expect(region.rects.count == DamageRegion.limit)
        #expect(region.rects.contains(CellRect(x: 0, y: 60, width: 4, height: 3)))
        #expect(region.cellCount == 4 * 3 + 4 * 3)
    }
}

@Suite struct CellGridMoveTests {
    @Test func cellsMoveWithinTheRectangleAndLeaveTheRestAlone() {
        func lines(_ grid: CellGrid) -> [String] { ControlScreen.lines(of: grid.plainText) }
        var grid = CellGrid(size: CellSize(width: 4, height: 4))
        for row in 0..<4 { grid.put(Character("\(row)"), x: 1, y: row, style: .plain); grid.put("x", x: 3, y: row, style: .plain) }
        let movedUp = grid.moveCells(in: CellRect(x: 0, y: 0, width: 3, height: 4), by: -1)
        #expect(movedUp)
        // The rows moved up; the row they left holds stale cells, to be drawn again.
        #expect(Array(lines(grid).prefix(3)) == [" 1 x", " 2 x", " 3 x"])
        #expect(lines(grid).allSatisfy { $0.hasSuffix(" x") })
        let movedDown = grid.moveCells(in: CellRect(x: 0, y: 0, width: 3, height: 4), by: 2)
        #expect(movedDown)
        #expect(Array(lines(grid).suffix(2)) == [" 1 x", " 2 x"])
        #expect(lines(grid).allSatisfy { $0.hasSuffix(" x") })
    }

    @Test func fullWidthRowsMoveTheirStorageAndACopyKeepsItsCells() {
        var grid = CellGrid(size: CellSize(width: 3, height: 4))
        for row in 0..<4 { grid.put(Character("\(row)"), x: 0, y: row, style: .plain) }
        let kept = grid
        let movedUp = grid.moveCells(in: CellRect(x: 0, y: 1, width: 3, height: 3), by: -1)
        #expect(movedUp)
        #expect(grid.plainText == "0  \n2  \n3  \n3  ")
        #expect(kept.plainText == "0  \n1  \n2  \n3  ")
        #expect(grid.sharesRow(1, with: kept) == false)
        let movedRowShared = grid.withRow(1) { row in kept.withRow(2) { $0.baseAddress == row.baseAddress } }
        #expect(movedRowShared)
        // Drawing into a row that shares storage changes that row only.
        grid.put("x", x: 2, y: 3, style: .plain)
        #expect(grid.plainText == "0  \n2  \n3  \n3 x")
        #expect(kept.plainText == "0  \n1  \n2  \n3  ")
        let movedDown = grid.moveCells(in: CellRect(x: 0, y: 0, width: 3, height: 4), by: 2)
        #expect(movedDown)
        #expect(grid.plainText == "0  \n2  \n0  \n2  ")
    }

    @Test func aFillCutsWideCharactersAtItsEdgesOnly() {
        var grid = CellGrid(size: CellSize(width: 6, height: 2))
        for row in 0..<2 { grid.put("界", x: 0, y: row, style: .plain); grid.put("田", x: 2, y: row, style: .plain); grid.put("口", x: 4, y: row, style: .plain) }
        grid.fill(x: 1, y: 0, width: 4, height: 1, style: CellStyle(background: .indexed(1)))
        #expect(grid.plainText == "      \n界田口")
        #expect((0..<6).map { grid[$0, 0].style.background } == [.default, .indexed(1), .indexed(1), .indexed(1), .indexed(1), .default])
        grid.fill(x: 0, y: 1, width: 6, height: 1, style: .plain)
        #expect(grid.plainText == "      \n      ")
        #expect(grid.hasConsistentWideCells)
    }

    @Test func aWideCharacterAcrossTheEdgeStopsTheMove() {
        var grid = CellGrid(size: CellSize(width: 4, height: 2))
        grid.put("界", x: 1, y: 1, style: .plain)
        let before = grid
        let straddled = grid.moveCells(in: CellRect(x: 2, y: 0, width: 2, height: 2), by: -1)
        #expect(!straddled)
        #expect(grid == before)
        let whole = grid.moveCells(in: CellRect(x: 1, y: 0, width: 3, height: 2), by: -1)
        #expect(whole)
        #expect(grid.plainText.hasPrefix(" 界"))
    }
}
