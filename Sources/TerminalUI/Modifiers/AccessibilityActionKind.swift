/// The kinds of accessibility actions, for `accessibilityAction(_:_:)`. No assistive technology
/// reads them in a terminal; the kind is kept so that code written for SwiftUI compiles unchanged.
public struct AccessibilityActionKind {
    enum Kind {
        case standard(String)
        case named(Text)
    }

    let kind: Kind

    /// The value that represents the default accessibility action.
    public static var `default`: AccessibilityActionKind { AccessibilityActionKind(kind: .standard("default")) }
    /// The value that represents an accessibility action that dismisses a modal view or cancels an
    /// operation.
    public static var escape: AccessibilityActionKind { AccessibilityActionKind(kind: .standard("escape")) }
    /// The magic tap action.
    public static var magicTap: AccessibilityActionKind { AccessibilityActionKind(kind: .standard("magicTap")) }

    /// An action kind with a custom name.
    public init(named name: Text) {
        kind = .named(name)
    }

    init(kind: Kind) {
        self.kind = kind
    }
}
