import Foundation

/// The current phase of the asynchronous image loading operation.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The context of the current state-processing update.
public struct Transaction: Sendable {
    public init() {}
}

/// A view that loads and displays an image. File URLs holding PNG data load (and are
/// cached); other URLs show the placeholder, since the engine fetches nothing over a network.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    /// The content for a phase; nil shows the default placeholder (a clear fill).
    let makeContent: (AsyncImagePhase) -> Content?

    /// Loads and displays an image from the specified URL; a clear placeholder fills the
    /// frame until it loads (or when it fails to).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.makeContent = { phase in phase.image }
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                  @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.makeContent = { phase in
            if let image = phase.image {
                ViewBuilder.buildEither(first: content(image))
            } else {
                ViewBuilder.buildEither(second: placeholder())
            }
        }
    }

    /// Loads and displays a modifiable image from the specified URL in phases.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.makeContent = content
    }

    @MainActor @preconcurrency public var body: some View {
        if let content = makeContent(AsyncImageLoader.phase(for: url)) {
            content
        } else {
            Color.clear
        }
    }
}

/// Loads images for `AsyncImage`: file URLs only, cached by path.
@MainActor enum AsyncImageLoader {
    /// Why an image did not load.
    struct LoadError: Error, Equatable { let reason: String }

    private static var cache: [URL: UIImage] = [:]

    static func phase(for url: URL?) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        if let cached = cache[url] { return .success(Image(uiImage: cached)) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(LoadError(reason: "no file at \(url.path)"))
        }
        guard let image = UIImage(data: data) else {
            return .failure(LoadError(reason: "not a PNG image: \(url.lastPathComponent)"))
        }
        cache[url] = image
        return .success(Image(uiImage: image))
    }
}
