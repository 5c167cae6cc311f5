import Foundation

// Modifiers with no meaning in a terminal. They compile with SwiftUI's signatures and return
// the view unchanged.

/// A type that describes how to animate changes (ignored in a terminal).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

/// A transition for inserting and removing views (ignored in a terminal).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let identity = AnyTransition(name: "identity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Returns the result of recomputing the view's body with the provided animation (the body
/// runs without animation in a terminal).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Accessibility child behaviour (ignored in a terminal). Not `Sendable`, as Apple's.
public struct AccessibilityChildBehavior: Hashable {
    let name: String
    /// The children are hidden from accessibility.
    public static var ignore: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "ignore") }
    /// The children are combined into one element.
    public static var combine: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "combine") }
    /// The children stay separate elements inside a container.
    public static var contain: AccessibilityChildBehavior { AccessibilityChildBehavior(name: "contain") }
}

extension View {
    @inlinable nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    @inlinable nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    @inlinable nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    @inlinable nonisolated public func animation(_ animation: Animation?) -> some View where Self: Equatable { self }
    @_disfavoredOverload @inlinable nonisolated public func transition(_ t: AnyTransition) -> some View { self }
    @inlinable nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    @inlinable nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    @inlinable nonisolated public func clipped(antialiased: Bool = false) -> some View { self }
    @inlinable nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    @inlinable nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    @inlinable nonisolated public func brightness(_ amount: Double) -> some View { self }
    @inlinable nonisolated public func saturation(_ amount: Double) -> some View { self }
    @inlinable nonisolated public func compositingGroup() -> some View { self }
    @inlinable nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    @inlinable nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    @inlinable nonisolated public func scaledToFit() -> some View { self }
    @inlinable nonisolated public func scaledToFill() -> some View { self }
    @inlinable nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    @inlinable nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    @inlinable nonisolated public func statusBar(hidden: Bool) -> some View { self }
    @inlinable nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    @inlinable nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    @inlinable nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    @inlinable nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @_disfavoredOverload
    @inlinable nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    @inlinable nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    @inlinable nonisolated public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View { self }
}

/// An angle (ignored by `rotationEffect` in a terminal).
public struct Angle: Hashable, Sendable {
    /// The size of the angle in radians.
    public var radians: Double
    /// The size of the angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// Creates an angle of zero.
    public init() { self.radians = 0 }
    /// Creates an angle of the given size in radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle of the given size in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of the given size in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle of the given size in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// The angle of zero.
    public static var zero: Angle { Angle() }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The kind of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {}
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
