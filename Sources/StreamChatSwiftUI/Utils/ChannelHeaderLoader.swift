import Foundation
import StreamChat
import SwiftUI

/// Provides channel and user avatars to views, loading them in the background.
///
/// ``image(for:)`` answers at once: with the cached avatar when there is one, otherwise with a
/// placeholder while the avatar loads; when it is ready the loader publishes a change, so views
/// that observe it (`@ObservedObject`) render again and get the real image.
///
/// What a channel's avatar is:
/// - the channel's `imageURL`, when it names a PNG file that loads;
/// - for a direct message, the other member's `imageURL`, else a tile in their avatar colour;
/// - for a group, a mosaic of the avatar colours of up to four members.
///
/// Only `file://` URLs are loaded (there is no network access); others keep the placeholder.
@MainActor
public final class ChannelHeaderLoader: ObservableObject {
    @Injected(\.images) private var images
    @Injected(\.chatClient) private var chatClient

    /// Side of generated avatars, in pixels.
    private let generatedSide = 8
    private var channelImages: [String: UIImage] = [:]
    private var urlImages: [String: UIImage] = [:]
    private var loading: [String: Task<Void, Never>] = [:]
    private var failedURLs: Set<URL> = []

    public init() {}

    /// The avatar of `channel`: the cached one, or a placeholder while it loads.
    public func image(for channel: ChatChannel) -> UIImage {
        let avatar = ChannelAvatarKey(channel, currentUserId: chatClient.currentUserId)
        let key = avatar.cacheKey
        if let image = channelImages[key] { return image }
        startLoading(key: key) { [weak self] in await self?.makeChannelAvatar(avatar) }
        return images.userAvatarPlaceholder2
    }

    /// The picture of `user` when their `imageURL` names a PNG file that loaded; nil while it
    /// loads or when there is none (views then show initials).
    public func image(for user: ChatUser) -> UIImage? {
        user.imageURL.flatMap(image(at:))
    }

    /// The image at a `file://` URL once loaded; nil while it loads, when it is not a PNG file,
    /// or for other URLs. Observers are notified when it has loaded.
    public func image(at url: URL) -> UIImage? {
        guard Self.canLoad(url), !failedURLs.contains(url) else { return nil }
        let key = "url:\(url.absoluteString)"
        if let image = urlImages[key] { return image }
        guard loading[key] == nil else { return nil }
        loading[key] = Task { @MainActor [weak self] in
            let image = await Self.loadImage(at: url)
            guard let self else { return }
            self.loading[key] = nil
            if let image {
                self.objectWillChange.send()
                self.urlImages[key] = image
            } else {
                self.failedURLs.insert(url)
            }
        }
        return nil
    }

    /// Whether an image at `url` can load at all (a `file://` URL); for others ``image(at:)`` is
    /// always nil, so views need not observe the loader for them.
    nonisolated static func canLoad(_ url: URL) -> Bool { url.isFileURL }

    /// Forgets every cached avatar (for example after the current user changed).
    public func clearCache() {
        objectWillChange.send()
        channelImages.removeAll()
        urlImages.removeAll()
        failedURLs.removeAll()
    }

    /// Waits until every load started so far has finished (for tests and snapshots).
    public func waitForPendingLoads() async {
        while let task = loading.values.first {
            await task.value
        }
    }

    // MARK: - Loading

    private func startLoading(key: String, make: @escaping @MainActor () async -> UIImage?) {
        guard loading[key] == nil else { return }
        loading[key] = Task { @MainActor [weak self] in
            let image = await make()
            guard let self else { return }
            self.loading[key] = nil
            guard let image else { return }
            self.objectWillChange.send()
            self.channelImages[key] = image
        }
    }

    private func makeChannelAvatar(_ avatar: ChannelAvatarKey) async -> UIImage? {
        if let url = avatar.imageURL, Self.canLoad(url), let image = await Self.loadImage(at: url) {
            return image
        }
        if avatar.isDirectMessage, let other = avatar.memberIds.first {
            if let url = avatar.memberImageURL, Self.canLoad(url), let image = await Self.loadImage(at: url) {
                return image
            }
            return AvatarBitmap.tile(for: other, side: generatedSide).makeImage()
        }
        guard !avatar.memberIds.isEmpty else { return AvatarBitmap.tile(for: avatar.cid.rawValue, side: generatedSide).makeImage() }
        return AvatarBitmap.mosaic(for: avatar.memberIds, side: generatedSide).makeImage()
    }

    /// Reads and decodes a PNG file off the main actor; nil when it is missing or not a PNG.
    nonisolated static func loadImage(at url: URL) async -> UIImage? {
        await Task.detached(priority: .utility) {
            guard let data = try? Data(contentsOf: url) else { return nil }
            return UIImage(data: data)
        }.value
    }
}
