struct ControlTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The colour `tint(_:)` set for controls' marks (`nil`: the foreground colour).
    var controlTint: Color? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }
}

/// A control's mark (a toggle's check, a chosen segment's brackets, a picker's arrow), drawn
/// in the tint when one is set.
nonisolated struct ControlMark: View {
    let text: String
    @Environment(\.controlTint) private var tint

    init(_ text: String) { self.text = text }

    @MainActor var body: some View { Text(verbatim: text).foregroundColor(tint) }
}
