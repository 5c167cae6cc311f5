import Combine
import SwiftUI

/// Whether the terminal runtime captures the mouse (F2 switches it; on at start).
@MainActor final class MouseCaptureState: ObservableObject {
    @Published var isCaptured = true
}

/// The line under the screen while the mouse is not captured (after F2): says so, that the
/// terminal's own text selection works now, and how to take the mouse back. Nothing while the
/// mouse is captured (the usual state), so the chat keeps every row.
struct MouseCaptureBar: View {
    static let text = "Mouse off: select text with the mouse · F2 turns the mouse back on"

    var body: some View {
        HStack(spacing: 0) {
            Text(Self.text).lineLimit(1)
            Spacer(minLength: 0)
        }
        .foregroundColor(.black)
        .background(Color.yellow)
    }
}
