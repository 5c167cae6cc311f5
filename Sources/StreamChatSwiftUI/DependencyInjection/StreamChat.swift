import StreamChat

/// The entry point of the SDK: holds the chat client, the appearance and the utilities that the
/// SDK's views read through ``InjectedValues``.
///
/// Create one at launch; it registers itself, so every `@Injected(\.chatClient)`,
/// `@Injected(\.colors)`, … reads from it from then on. Creating another replaces it. Inside
/// ``withScopedRegistration(isolation:_:)`` (tests) it registers in the scope instead.
///
/// ```swift
/// let streamChat = StreamChat(chatClient: chatClient, utils: Utils(commandsConfig: CustomCommandsConfig()))
/// ```
@MainActor
public final class StreamChat {
    /// The client the SDK's views talk to.
    public var chatClient: ChatClient
    /// Colours, images and fonts.
    public var appearance: Appearance
    /// Namer, loaders, commands and other helpers.
    public var utils: Utils

    /// Creates the SDK's context and makes it the current one.
    public init(chatClient: ChatClient, appearance: Appearance = Appearance(), utils: Utils = Utils()) {
        self.chatClient = chatClient
        self.appearance = appearance
        self.utils = utils
        StreamChatProviderKey.currentValue = self
    }
}

/// Stores the current ``StreamChat`` context in the active registration (the process-wide one,
/// or a ``StreamChat/withScopedRegistration(isolation:_:)`` scope's).
struct StreamChatProviderKey: InjectionKey {
    @MainActor static var currentValue: StreamChat? {
        get { StreamChatRegistration.active.streamChat }
        set { StreamChatRegistration.active.streamChat = newValue }
    }
}

extension InjectedValues {
    /// The current context; when the app has not created one, a default one with a client on an
    /// in-memory server is created (and registered) on first use.
    var streamChat: StreamChat {
        get {
            _onMainActor {
                if Self.countsStreamChatReadsThroughKeyPaths { Self.streamChatReadsThroughKeyPaths += 1 }
                return Self.currentStreamChat
            }
        }
        set { Self[StreamChatProviderKey.self] = newValue }
    }

    /// The current context (the one `streamChat` answers), read directly by the SDK's own views:
    /// ``Appearance/current`` and ``Utils/current``. A read through `@Injected(\.colors)` applies
    /// two key paths, checks three times at run time that it runs on the main actor and copies
    /// the whole palette (19 colours, each retained and released); reading the one colour a view
    /// shows from the current appearance costs a few loads.
    @MainActor static var currentStreamChat: StreamChat {
        StreamChatProviderKey.currentValue ?? StreamChat.makeDefault()
    }

    /// Set by tests to count the reads through key paths (`streamChatReadsThroughKeyPaths`);
    /// off, a read counts nothing.
    @MainActor static var countsStreamChatReadsThroughKeyPaths = false

    /// How many times a dependency was read through a key path (`@Injected(\.colors)`,
    /// `InjectedValues[\.utils]`, …; every built-in dependency is read through `streamChat`)
    /// while `countsStreamChatReadsThroughKeyPaths` was set. Tests count the reads of the
    /// message rows' bodies with it.
    @MainActor static var streamChatReadsThroughKeyPaths = 0

    /// The chat client.
    public var chatClient: ChatClient {
        get { _onMainActor { Self[\.streamChat].chatClient } }
        set { let box = InjectedBox(newValue); _onMainActor { Self[\.streamChat].chatClient = box.value } }
    }

    /// The colour palette.
    public var colors: ColorPalette {
        get { _onMainActor { Self[\.streamChat].appearance.colors } }
        set { _onMainActor { Self[\.streamChat].appearance.colors = newValue } }
    }

    /// The images.
    public var images: Images {
        get { _onMainActor { Self[\.streamChat].appearance.images } }
        set { _onMainActor { Self[\.streamChat].appearance.images = newValue } }
    }

    /// The fonts.
    public var fonts: Fonts {
        get { _onMainActor { Self[\.streamChat].appearance.fonts } }
        set { _onMainActor { Self[\.streamChat].appearance.fonts = newValue } }
    }

    /// The utilities.
    public var utils: Utils {
        get { _onMainActor { Self[\.streamChat].utils } }
        set { let box = InjectedBox(newValue); _onMainActor { Self[\.streamChat].utils = box.value } }
    }
}

extension StreamChat {
    /// A context with a client of its own (on an in-memory server), for apps and tests that use
    /// the SDK's views before creating a ``StreamChat``.
    static func makeDefault() -> StreamChat {
        StreamChat(chatClient: ChatClient(config: ChatClientConfig(apiKey: APIKey("stream-chat-swiftui-default"))))
    }
}
