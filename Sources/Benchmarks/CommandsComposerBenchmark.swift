import Foundation
import StreamChat
import StreamChatSwiftUI

/// The whole path a keystroke takes in a channel of `members.count` members: the composer's
/// view model detects the mention, its handler asks the embedded server's member search (the
/// channel has far more members than are loaded), and the ranked users come back to the view
/// model on the main queue. Measured from setting the text to the first suggestions published
/// (the loaded members that match, shown at once) and to the final ones (merged with the
/// server's answer).
@MainActor func runComposerKeystrokeBenchmark(members: [BenchmarkMember], keystrokes: [String]) {
    do {
        let setupStart = DispatchTime.now().uptimeNanoseconds
        let server = try ChatServer()
        try server.seedUsers([ChatServer.SeedUser(id: "me", name: "Me")]
            + members.map { ChatServer.SeedUser(id: $0.id, name: $0.name, lastActiveAt: $0.lastActiveAt) })
        let cid = ChannelId(type: .messaging, id: "huge")
        try server.seedChannel(cid, name: "Huge", createdBy: "me", memberIds: members.map(\.id))
        let client = ChatClient(config: ChatClientConfig(apiKey: APIKey("benchmarks"), transport: server))
        var connected = false
        client.connectUser(userInfo: UserInfo(id: "me"), token: .development(userId: "me")) { _ in connected = true }
        spinMainRunLoop { connected }
        let controller = client.channelController(for: cid)
        var synchronized = false
        controller.synchronize { _ in synchronized = true }
        spinMainRunLoop { synchronized }
        print(String(format: "composer setup (seed %d members, connect, load): %.0f ms",
                     members.count, Double(DispatchTime.now().uptimeNanoseconds - setupStart) / 1e6))

        let composer = MessageComposerViewModel(channelController: controller, commandsConfig: DefaultCommandsConfig())
        var emissions = 0
        let subscription = composer.$suggestions.sink { _ in emissions += 1 }
        var first: [Double] = []
        var final: [Double] = []
        var found = 0
        for _ in 0..<3 {
            for text in keystrokes {
                let start = DispatchTime.now().uptimeNanoseconds
                composer.text = text
                let before = emissions
                composer.selectedRangeLocation = text.utf16.count
                spinMainRunLoop { emissions > before }
                first.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
                let asksServer = !(composer.composerCommand?.typingSuggestion.text.isEmpty ?? true)
                if asksServer {
                    spinMainRunLoop { emissions > before + 1 }
                    final.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3)
                }
                found += (composer.suggestions["mentions"] as? [ChatUser])?.count ?? 0
            }
        }
        subscription.cancel()
        report("composer, first suggestions", first)
        report("composer, with server answer", final)
        print("(\(found) suggestions shown in total)")
    } catch {
        print("composer benchmark failed: \(error)")
    }
}

private func report(_ label: String, _ values: [Double]) {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return }
    print(String(format: "%@: %d keystrokes, p50 %.0f µs, p99 %.0f µs, max %.0f µs", label, sorted.count,
                 sorted[sorted.count / 2], sorted[Int(Double(sorted.count) * 0.99)], sorted.last ?? 0))
}

/// Runs the main run loop (which drains the main queue) until `condition` holds.
@MainActor private func spinMainRunLoop(until condition: () -> Bool) {
    while !condition() {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.000_1))
    }
}
