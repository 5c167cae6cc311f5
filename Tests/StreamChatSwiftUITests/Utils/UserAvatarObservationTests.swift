import Foundation
import StreamChat
@testable import StreamChatSwiftUI
import SwiftUI
@testable import TerminalUI
import Testing
import TemporaryFiles

/// `UserAvatarView` shows a loadable picture once it has loaded, and only such an avatar
/// observes the loader: an image loading evaluates no avatar of a user without a picture.
@MainActor
@Suite("User avatar and the loader")
struct UserAvatarObservationTests {
    @Test("A picture replaces the initials once loaded; an avatar without one is not evaluated")
    func onlyAvatarsWithPicturesObserveTheLoader() async throws {
        let directory = try TemporaryDirectory()
        let picture = try TestPNG.writeSolid("pia.png", in: directory.url)
        let utils = Utils()
        let withPicture = Fixtures.user("pia", name: "Pia Pic", imageURL: picture)
        let withRemotePicture = Fixtures.user("rex", name: "Rex Remote", imageURL: URL(string: "https://example.org/rex.png"))
        let without = Fixtures.user("ines", name: "Ines Ini")
        let host = InjectedValues.withValue(\.utils, utils) {
            ViewHost(rootView: VStack {
                UserAvatarView(user: without)
                UserAvatarView(user: withRemotePicture)
                UserAvatarView(user: withPicture)
            })
        }
        let render = { InjectedValues.withValue(\.utils, utils) { host.snapshot(width: 20, height: 8) } }
        let loading = render()
        #expect(loading.contains("II") && loading.contains("RR") && loading.contains("PP"), "initials while loading:\n\(loading)")
        host.graph.evaluationsByType = [:]
        await utils.channelHeaderLoader.waitForPendingLoads()
        let loaded = render()
        let evaluated = host.graph.evaluationsByType ?? [:]
        #expect(loaded.contains("II") && loaded.contains("RR") && !loaded.contains("PP"), "the picture instead of PP:\n\(loaded)")
        #expect(evaluated[ObjectIdentifier(UserPictureView.self), default: 0] > 0)
        #expect(evaluated[ObjectIdentifier(UserAvatarView.self), default: 0] == 0)
    }
}
