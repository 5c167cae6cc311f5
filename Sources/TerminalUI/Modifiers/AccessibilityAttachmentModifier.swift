/// The modifier that Apple's accessibility modifiers (`accessibilityLabel(_:)`,
/// `accessibilityIdentifier(_:)`, `accessibilityHidden(_:)`) return. A terminal has no
/// accessibility tree, so it records nothing and leaves the content unchanged.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    @usableFromInline init() {}
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {}
