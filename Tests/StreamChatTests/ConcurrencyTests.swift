import Foundation
import Testing
@testable import StreamChat

/// Many clients sending at once: nothing lost, one order for everyone.
@MainActor
@Suite struct ConcurrencyTests {
    @Test func concurrentSendsFromManyClientsKeepOneOrder() async throws {
        let users = (0..<8).map { ChatServer.SeedUser(id: "u\($0)", name: "User \($0)") }
        let bed = try ChatTestBed(users: users)
        let cid = ChannelId(type: .messaging, id: "busy")
        try bed.server.seedChannel(cid, createdBy: "u0", memberIds: users.map(\.id))
        var controllers: [ChatChannelController] = []
        for user in users { controllers.append(try await bed.channel(cid, as: user.id)) }

        let perClient = 25
        let total = users.count * perClient
        let errors = await awaitAll(total) { done in
            for round in 0..<perClient {
                for (index, controller) in controllers.enumerated() {
                    controller.createNewMessage(text: "u\(index) #\(round)") { done($0.error) }
                }
            }
        }
        #expect(errors.allSatisfy { $0 == nil })
        let orders = controllers.map { $0.messages.map(\.id) }
        #expect(orders[0].count == total)
        #expect(orders.allSatisfy { $0 == orders[0] }, "every client sees the same order")
        #expect(controllers.allSatisfy { $0.messages.allSatisfy { $0.localState == nil } })

        let fresh = try await bed.channel(cid, as: "u3")
        while !fresh.hasLoadedAllPreviousMessages { try await fresh.loadPrevious(limit: 50) }
        #expect(fresh.messages.map(\.id) == orders[0], "stored order equals live order")
        for index in users.indices {
            let own = fresh.messages.filter { $0.author.id == "u\(index)" }.map(\.text)
            #expect(own == (0..<perClient).reversed().map { "u\(index) #\($0)" }, "each sender's messages keep their order")
        }
    }
}
