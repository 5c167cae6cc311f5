import Foundation

/// The kind of an attachment.
public struct AttachmentType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let image: AttachmentType = "image"
    public static let file: AttachmentType = "file"
    public static let giphy: AttachmentType = "giphy"
    public static let linkPreview: AttachmentType = "linkPreview"
}

/// A button on an attachment (the giphy preview's Send / Shuffle / Cancel).
public struct AttachmentAction: Hashable, Sendable, Codable {
    public enum ActionStyle: String, Hashable, Sendable, Codable { case `default`, primary }
    public enum ActionType: String, Hashable, Sendable, Codable { case button }

    /// The action group (`image_action` for giphy).
    public let name: String
    /// What the action does (`send`, `shuffle`, `cancel`).
    public let value: String
    public let style: ActionStyle
    public let type: ActionType
    /// The button's label.
    public let text: String

    public init(name: String, value: String, style: ActionStyle, type: ActionType = .button, text: String) {
        self.name = name
        self.value = value
        self.style = style
        self.type = type
        self.text = text
    }

    /// Publishes the giphy preview to the channel.
    public static let giphySend = AttachmentAction(name: "image_action", value: "send", style: .primary, text: "Send")
    /// Replaces the giphy preview with another image for the same query.
    public static let giphyShuffle = AttachmentAction(name: "image_action", value: "shuffle", style: .default, text: "Shuffle")
    /// Discards the giphy preview.
    public static let giphyCancel = AttachmentAction(name: "image_action", value: "cancel", style: .default, text: "Cancel")

    public var isSend: Bool { value == "send" }
    public var isShuffle: Bool { value == "shuffle" }
    public var isCancel: Bool { value == "cancel" }
}

/// The content of an attachment, by kind.
public enum AttachmentPayload: Hashable, Sendable, Codable {
    case image(ImageAttachmentPayload)
    case file(FileAttachmentPayload)
    case giphy(GiphyAttachmentPayload)
    case link(LinkAttachmentPayload)

    /// The attachment type this payload is sent as.
    public var type: AttachmentType {
        switch self {
        case .image: .image
        case .file: .file
        case .giphy: .giphy
        case .link: .linkPreview
        }
    }
}

public struct ImageAttachmentPayload: Hashable, Sendable, Codable {
    public var title: String?
    public var imageURL: URL
    public init(title: String?, imageURL: URL) {
        self.title = title
        self.imageURL = imageURL
    }
}

public struct FileAttachmentPayload: Hashable, Sendable, Codable {
    public var title: String?
    public var assetURL: URL
    public var fileSize: Int64
    public var mimeType: String?
    public init(title: String?, assetURL: URL, fileSize: Int64, mimeType: String?) {
        self.title = title
        self.assetURL = assetURL
        self.fileSize = fileSize
        self.mimeType = mimeType
    }
}

public struct GiphyAttachmentPayload: Hashable, Sendable, Codable {
    public var title: String
    public var previewURL: URL
    /// Send / Shuffle / Cancel while the giphy is an ephemeral preview; empty once sent.
    public var actions: [AttachmentAction]
    public init(title: String, previewURL: URL, actions: [AttachmentAction] = []) {
        self.title = title
        self.previewURL = previewURL
        self.actions = actions
    }
}

public struct LinkAttachmentPayload: Hashable, Sendable, Codable {
    public var originalURL: URL
    public var title: String?
    public var text: String?
    public init(originalURL: URL, title: String? = nil, text: String? = nil) {
        self.originalURL = originalURL
        self.title = title
        self.text = text
    }
}

/// An attachment to send with a new message.
public struct AnyAttachmentPayload: Hashable, Sendable {
    public let payload: AttachmentPayload
    public var type: AttachmentType { payload.type }
    public init(payload: AttachmentPayload) { self.payload = payload }
}

/// Identifies an attachment: its message and its position there.
public struct AttachmentId: Hashable, Sendable {
    public let cid: ChannelId
    public let messageId: MessageId
    public let index: Int
    public init(cid: ChannelId, messageId: MessageId, index: Int) {
        self.cid = cid
        self.messageId = messageId
        self.index = index
    }
}

/// An attachment of a message.
public struct AnyChatMessageAttachment: Hashable, Sendable, Identifiable {
    public let id: AttachmentId
    public let payload: AttachmentPayload
    public var type: AttachmentType { payload.type }

    public init(id: AttachmentId, payload: AttachmentPayload) {
        self.id = id
        self.payload = payload
    }
}

/// An attachment whose payload has a known type.
public struct ChatMessageAttachment<Payload: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    public let id: AttachmentId
    public let payload: Payload
}

public typealias ChatMessageImageAttachment = ChatMessageAttachment<ImageAttachmentPayload>
public typealias ChatMessageFileAttachment = ChatMessageAttachment<FileAttachmentPayload>
public typealias ChatMessageGiphyAttachment = ChatMessageAttachment<GiphyAttachmentPayload>
public typealias ChatMessageLinkAttachment = ChatMessageAttachment<LinkAttachmentPayload>
