import Foundation
import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// Opening a channel of 10,000 messages (first frame) against appending one message to the
/// open channel and rendering again, both measured in this run on a 100×40 screen
/// (`--sdk-height N` changes the height).
@MainActor func runSDKBenchmarks() {
    print("== SDK: channel of 10,000 messages, first frame vs. one appended message")
    do {
        let server = try ChatServer()
        try server.seedUsers([.init(id: "reader", name: "Rita Reader"), .init(id: "writer", name: "Walt Writer")])
        let cid = ChannelId(type: .messaging, id: "benchmark")
        try server.seedChannel(cid, name: "Benchmark", createdBy: "writer", memberIds: ["reader"])
        let start = Date().addingTimeInterval(-10_000 * 30)
        let seeds = (0..<10_000).map { index in
            ChatServer.SeedMessage(
                authorId: index % 3 == 0 ? "reader" : "writer",
                text: "Message \(index): the quick brown fox jumps over the lazy dog",
                createdAt: start.addingTimeInterval(Double(index) * 30)
            )
        }
        try server.seedMessages(seeds, in: cid)

        let reader = try connectedClient("reader", server: server)
        let writer = try connectedClient("writer", server: server)
        // The SDK's context, created once as an app creates it at launch (it registers itself):
        // the screens read the reader's client from it. (A dependency replaced around every
        // frame, `InjectedValues.withValue`, cost ~12 k instructions per frame, more than
        // one visible row's update, and no app pays it.)
        _ = StreamChat(chatClient: reader)
        let size = CellSize(width: 100, height: screenHeight())

        if let appends = profiledAppendCount() {
            profileAppends(appends, cid: cid, reader: reader, writer: writer, size: size)
            return
        }
        // The writer watches the channel once, before the reader opens it: set-up, not part of
        // a measured frame (a writer starting to watch in each round changed the members'
        // activity, so the header updated inside the measured append).
        let writerController = writer.channelController(for: cid)
        spinUntilSynchronized(writerController)
        var openSamples: [Double] = []
        var appendSamples: [Double] = []
        var idleSamples: [Double] = []
        // Each round's controller, held weakly once the round is measured (a weak reference
        // formed earlier would slow its retains in the measured frames): all are released by
        // the end unless something keeps a channel alive after its screen has gone.
        var releasedLater: [WeakController] = []
        var eviction = CacheEviction()
        if eviction != nil { print("caches evicted before each measured frame (--sdk-cold)") }
        // Eleven rounds: on shared cores a median of five was often one disturbed round.
        for round in 0..<11 {
            eviction?.evict()
            let openStart = DispatchTime.now().uptimeNanoseconds
            let (controller, host, firstFrame) = openChannel(cid, client: reader, size: size)
            precondition(controller.messages.count < 10_000, "only a page is loaded")
            openSamples.append(Double(DispatchTime.now().uptimeNanoseconds - openStart) / 1e6)

            let text = "Appended message \(round)"
            writerController.createNewMessage(text: text)
            spin { controller.messages.first?.text == text }
            let evaluationsBefore = host.bodyEvaluationCount
            eviction?.evict()
            let appendStart = DispatchTime.now().uptimeNanoseconds
            let secondFrame = renderAppendedMessage(host, size: size)
            appendSamples.append(Double(DispatchTime.now().uptimeNanoseconds - appendStart) / 1e6)
            if round == 0 { print("body evaluations for the append: \(host.bodyEvaluationCount - evaluationsBefore)") }
            let idleStart = DispatchTime.now().uptimeNanoseconds
            _ = host.render(size: size)
            idleSamples.append(Double(DispatchTime.now().uptimeNanoseconds - idleStart) / 1e6)
            if round == 0 {
                precondition(firstFrame != secondFrame, "the appended message must change the frame")
                printAppendTerminalBytes(from: firstFrame, to: secondFrame)
            }
            releasedLater.append(WeakController(controller: controller))
        }
        // In round order: appends that grow from round to round mean earlier rounds left work
        // behind (a closed channel still applying the client's events).
        print("append by round (ms): " + appendSamples.map { String(format: "%.2f", $0) }.joined(separator: " "))
        openSamples.sort()
        appendSamples.sort()
        let open = openSamples[openSamples.count / 2]
        let append = appendSamples[appendSamples.count / 2]
        print(String(format: "open channel to first frame: median %.2f ms (min %.2f)", open, openSamples[0]))
        print(String(format: "append one message and re-render: median %.3f ms (min %.3f)", append, appendSamples[0]))
        idleSamples.sort()
        print(String(format: "render again with nothing changed: median %.3f ms", idleSamples[idleSamples.count / 2]))
        print(String(format: "ratio: first frame / append = %.0f× (aim ≥ 20×)", open / append))
        spin { releasedLater.allSatisfy { $0.controller == nil } }
        print("channel controllers alive after their screens had gone: \(releasedLater.filter { $0.controller != nil }.count) of \(releasedLater.count)")
    } catch {
        print("SDK benchmark failed: \(error)")
    }
}

/// The measured opening: a controller for the channel, the screen built, the first page loaded
/// and the first frame rendered. Never inlined, so that a profile can pick it out by name.
@inline(never) @MainActor private func openChannel(_ cid: ChannelId, client: ChatClient, size: CellSize) -> (ChatChannelController, ViewHost, CellGrid) {
    let controller = client.channelController(for: cid)
    let host = ViewHost(rootView: ChatChannelView(channelController: controller))
    _ = host.render(size: size)  // builds the screen, which starts loading the channel
    spin { controller.channel != nil && !controller.messages.isEmpty }
    host.settle()
    return (controller, host, host.render(size: size))
}

/// The measured append: settles the host and renders it. Never inlined, so that a profile of
/// the benchmark (`perf record`) can pick the measured append's samples out by this name.
@inline(never) @MainActor private func renderAppendedMessage(_ host: ViewHost, size: CellSize) -> CellGrid {
    settleAppendedMessage(host)
    return host.render(size: size)
}

/// The measured append's `settle` (the views its message invalidated evaluated again), a
/// function of its own so that a profile can pick it out (`--toggle-collect`) apart from the
/// layout and drawing that follow.
@inline(never) @MainActor private func settleAppendedMessage(_ host: ViewHost) {
    host.settle()
}

/// `--sdk-height N`: the screen height for a study of what scales with the rows shown (the
/// first frame builds every row on screen, an append one); 40 rows unless given.
private func screenHeight() -> Int {
    guard let flag = CommandLine.arguments.firstIndex(of: "--sdk-height") else { return 40 }
    let next = CommandLine.arguments.index(after: flag)
    guard next < CommandLine.arguments.endIndex, let height = Int(CommandLine.arguments[next]), (5...500).contains(height) else { return 40 }
    return height
}

/// `--sdk-profile N`: the number of appends to run for a profiler, if given.
private func profiledAppendCount() -> Int? {
    guard let flag = CommandLine.arguments.firstIndex(of: "--sdk-profile") else { return nil }
    let next = CommandLine.arguments.index(after: flag)
    return next < CommandLine.arguments.endIndex ? Int(CommandLine.arguments[next]) ?? 100 : 100
}

/// Opens the channel once and appends `count` messages, rendering after each: a steady run of
/// the append path for `perf record` (the open and the sending are in the profile too, but the
/// append's `ViewHost.settle`/`render` can be picked out of it). Prints the mean append time.
@MainActor private func profileAppends(_ count: Int, cid: ChannelId, reader: ChatClient, writer: ChatClient, size: CellSize) {
    let controller = reader.channelController(for: cid)
    let host = ViewHost(rootView: ChatChannelView(channelController: controller))
    let render = { host.render(size: size) }
    _ = render()
    spin { controller.channel != nil && !controller.messages.isEmpty }
    _ = render()
    let writerController = writer.channelController(for: cid)
    spinUntilSynchronized(writerController)
    var total = 0.0
    let evaluationsBefore = host.bodyEvaluationCount
    for index in 0..<count {
        let text = "Profiled message \(index)"
        writerController.createNewMessage(text: text)
        spin { controller.messages.first?.text == text }
        let start = DispatchTime.now().uptimeNanoseconds
        _ = render()
        total += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
    let evaluations = Double(host.bodyEvaluationCount - evaluationsBefore) / Double(max(count, 1))
    print(String(format: "%d appends: mean %.3f ms, %.1f body evaluations each", count, total / Double(max(count, 1)), evaluations))
}

/// Runs the main run loop until `condition` holds (at most 10 s).
@MainActor private func spin(_ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition() && Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
    }
}

@MainActor private func connectedClient(_ userId: UserId, server: ChatServer) throws -> ChatClient {
    let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("benchmarks"), transport: server))
    var result: Error??
    client.connectUser(userInfo: UserInfo(id: userId), token: .development(userId: userId)) { result = .some($0) }
    spin { result != nil }
    if let error = result ?? nil { throw error }
    return client
}

@MainActor private func spinUntilSynchronized(_ controller: ChatChannelController) {
    var done = false
    controller.synchronize { _ in done = true }
    spin { done }
}

/// A weak reference to a round's channel controller, to tell whether the screen let it go.
private struct WeakController {
    weak var controller: ChatChannelController?
}
