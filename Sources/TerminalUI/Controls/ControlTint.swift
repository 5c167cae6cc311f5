struct ControlTintKey: EnvironmentKey { static let defaultValue: Color? = nil }

struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether `labelsHidden()` hid the labels of the controls below.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// The colour `tint(_:)` set for controls' marks (`nil`: the foreground colour).
    var controlTint: Color? {
        get { self[ControlTintKey.self] }
        set { self[ControlTintKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view (a toggle, picker or stepper
    /// draws only its control; a button toggle and a menu keep their label, which is their face).
    nonisolated public func labelsHidden() -> some View {
        modifier(_EnvironmentKeyWritingModifier(\.labelsHidden, true))
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
