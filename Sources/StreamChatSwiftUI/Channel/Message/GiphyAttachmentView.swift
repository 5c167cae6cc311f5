import StreamChat
import SwiftUI

/// A giphy: its image (a `file://` PNG loads; others show the title), and on the ephemeral
/// preview only its sender sees, the Send, Shuffle and Cancel buttons.
public struct GiphyAttachmentView: View {
    @ObservedObject private var loader = InjectedValues[\.utils].channelHeaderLoader
    @Injected(\.fonts) private var fonts
    @Injected(\.colors) private var colors
    private let options: GiphyAttachmentViewOptions

    public init(options: GiphyAttachmentViewOptions) {
        self.options = options
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(L10n.Giphy.title(options.title))
                .font(fonts.footnoteBold)
                .lineLimit(1)
                .truncationMode(.tail)
            if let url = options.previewURL, let image = loader.image(at: url) {
                Image(uiImage: image)
                    .resizable()
                    .frame(width: 160, height: 96)
            }
            if options.isEphemeralPreview {
                HStack(spacing: 2) {
                    ForEach(GiphyAction.allCases, id: \.self) { action in
                        Button(action.title) { options.onAction(action) }
                    }
                }
            }
        }
    }
}
