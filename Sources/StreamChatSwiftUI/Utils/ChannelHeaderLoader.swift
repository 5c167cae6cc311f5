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
/// A generated avatar (no picture) comes with initials to draw over it (``avatar(for:)``): a
/// direct message the other member's, a group the first letter of its name.
///
/// Only `file://` URLs are loaded (there is no network access); others keep the placeholder.
@MainActor
public final class ChannelHeaderLoader: ObservableObject {
    @Injected(\.images) private var images
    @Injected(\.chatClient) private var chatClient

    /// Side of generated avatars, in pixels.
    private let generatedSide = 8
    private var channelImages: [String: (image: UIImage, initials: String?)] = [:]
    private var urlImages: [String: UIImage] = [:]
    private var loading: [String: Task<Void, Never>] = [:]
    private var failedURLs: Set<URL> = []

    public init() {}

    /// The avatar of `channel`: the cached one, or a placeholder while it loads.
    public func image(for channel: ChatChannel) -> UIImage {
        avatar(for: channel).image
    }

    /// The avatar of `channel` (the cached one, or a placeholder while it loads) and, when it is
    /// generated rather than a picture, the initials to draw over it (``ChannelAvatarView``'s
    /// `initials`): a direct message's other member's, a group's first letter.
    public func avatar(for channel: ChatChannel) -> (image: UIImage, initials: String?) {
        let avatar = ChannelAvatarKey(channel, currentUserId: chatClient.currentUserId)
        let key = avatar.cacheKey
        if let loaded = channelImages[key] { return loaded }
        startLoading(key: key) { [weak self] in await self?.makeChannelAvatar(avatar) }
        return (images.userAvatarPlaceholder2, nil)
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

    private func startLoading(key: String, make: @escaping @MainActor () async -> (image: UIImage, initials: String?)?) {
        guard loading[key] == nil else { return }
        loading[key] = Task { @MainActor [weak self] in
            let loaded = await make()
            guard let self else { return }
            self.loading[key] = nil
            guard let loaded else { return }
            self.objectWillChange.send()
            self.channelImages[key] = loaded
        }
    }

    /// The channel's picture (no initials), else a generated avatar with its initials.
    private func makeChannelAvatar(_ avatar: ChannelAvatarKey) async -> (image: UIImage, initials: String?)? {
        if let url = avatar.imageURL, Self.canLoad(url), let image = await Self.loadImage(at: url) {
            return (image, nil)
        }
        let generated: AvatarBitmap
        if avatar.isDirectMessage, let other = avatar.memberIds.first {
            if let url = avatar.memberImageURL, Self.canLoad(url), let image = await Self.loadImage(at: url) {
                return (image, nil)
            }
            generated = AvatarBitmap.tile(for: other, side: generatedSide)
        } else if avatar.memberIds.isEmpty {
            generated = AvatarBitmap.tile(for: avatar.cid.rawValue, side: generatedSide)
        } else {
            generated = AvatarBitmap.mosaic(for: avatar.memberIds, side: generatedSide)
        }
        return generated.makeImage().map { ($0, avatar.initials) }
    }

    /// Reads and decodes a PNG file off the main actor; nil when it is missing or not a PNG.
    nonisolated static func loadImage(at url: URL) async -> UIImage? {
        await Task.detached(priority: .utility) {
            guard let data = try? Data(contentsOf: url) else { return nil }
            return UIImage(data: data)
        }.value
    }
}
