import SwiftUI

/// The active instant command, shown at the start of the input (e.g. `ϟ Giphy ✕`: the
/// command's icon, its name and a button that ends the command, one cell apart).
public struct CommandChipView: View {
    @Injected(\.colors) private var colors
    @Injected(\.fonts) private var fonts

    /// How the command is shown.
    public let displayInfo: CommandDisplayInfo
    /// Called when the user removes the chip.
    public let onCancel: () -> Void

    /// Creates the chip.
    public init(displayInfo: CommandDisplayInfo, onCancel: @escaping () -> Void) {
        self.displayInfo = displayInfo
        self.onCancel = onCancel
    }

    public var body: some View {
        HStack(spacing: 1) {
            Image(uiImage: displayInfo.icon)
            Text(displayInfo.displayName)
                .font(fonts.bodyBold)
                .foregroundColor(Color(colors.tintColor))
            Button {
                onCancel()
            } label: {
                Text("✕")
            }
        }
    }
}
