/// A set of accessibility traits that describe how an element behaves (recorded nowhere in a
/// terminal). As in SwiftUI it is a `SetAlgebra`, not an `OptionSet`: its bits are private.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    /// One bit per trait.
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }
    private init(bit: UInt32) { self.bits = 1 << bit }

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// The element is a button.
    public static var isButton: AccessibilityTraits { AccessibilityTraits(bit: 0) }
    /// The element is a header that divides content into sections.
    public static var isHeader: AccessibilityTraits { AccessibilityTraits(bit: 1) }
    /// The element is currently selected.
    public static var isSelected: AccessibilityTraits { AccessibilityTraits(bit: 2) }
    /// The element is a link.
    public static var isLink: AccessibilityTraits { AccessibilityTraits(bit: 3) }
    /// The element is a search field.
    public static var isSearchField: AccessibilityTraits { AccessibilityTraits(bit: 4) }
    /// The element is an image.
    public static var isImage: AccessibilityTraits { AccessibilityTraits(bit: 5) }
    /// The element plays its own sound when activated.
    public static var playsSound: AccessibilityTraits { AccessibilityTraits(bit: 6) }
    /// The element behaves as a keyboard key.
    public static var isKeyboardKey: AccessibilityTraits { AccessibilityTraits(bit: 7) }
    /// The element is static text that cannot be modified.
    public static var isStaticText: AccessibilityTraits { AccessibilityTraits(bit: 8) }
    /// The element provides summary information when the app starts.
    public static var isSummaryElement: AccessibilityTraits { AccessibilityTraits(bit: 9) }
    /// The element frequently updates its label or value.
    public static var updatesFrequently: AccessibilityTraits { AccessibilityTraits(bit: 10) }
    /// The element starts a media session when activated.
    public static var startsMediaSession: AccessibilityTraits { AccessibilityTraits(bit: 11) }
    /// The element allows direct touch interaction.
    public static var allowsDirectInteraction: AccessibilityTraits { AccessibilityTraits(bit: 12) }
    /// The element causes an automatic page turn when reading finishes.
    public static var causesPageTurn: AccessibilityTraits { AccessibilityTraits(bit: 13) }
    /// The element is modal.
    public static var isModal: AccessibilityTraits { AccessibilityTraits(bit: 14) }
    /// The element is a toggle.
    public static var isToggle: AccessibilityTraits { AccessibilityTraits(bit: 15) }
    /// The element is a tab bar.
    public static var isTabBar: AccessibilityTraits { AccessibilityTraits(bit: 16) }

    /// The traits in this set, the other, or both.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// Adds the traits of the other set.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// Keeps only the traits also in the other set.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// The traits in exactly one of the sets.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Keeps the traits in exactly one of the sets.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
    /// Whether every trait of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }

    /// Inserts the traits of `newMember`; `inserted` is false when all were already present.
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        if contains(newMember) { return (false, intersection(newMember)) }
        bits |= newMember.bits
        return (true, newMember)
    }

    /// Removes the traits of `member`; returns the ones that were present, or nil if none were.
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.bits == 0 ? nil : present
    }

    /// Inserts the traits of `newMember`; returns the ones that were already present, or nil.
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.bits == 0 ? nil : present
    }

    /// Whether both sets hold the same traits.
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { lhs.bits == rhs.bits }
}
