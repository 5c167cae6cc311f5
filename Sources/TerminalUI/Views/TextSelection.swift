/// Represents a selection of text (Apple's iOS 18 API): a caret (an empty range) or a range
/// of `String.Index` in the field's text. Convert to UTF-16 offsets with
/// `text.utf16.distance(from: text.startIndex, to: index)`.
///
/// Not `Sendable`, as Apple's (Apple marks the conformance unavailable).
public struct TextSelection: Hashable {
    /// The selection's indices.
    public enum Indices: Hashable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    /// The indices of the selection.
    public var indices: TextSelection.Indices
    /// The preferred direction of the selection.
    public internal(set) var affinity: TextSelectionAffinity

    /// Creates a selection of a single range.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
        affinity = .automatic
    }

    /// Creates a selection of several ranges.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
        affinity = .automatic
    }

    /// Creates an insertion point (a caret) at an index.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
        affinity = .automatic
    }

    /// Whether the selection is a caret rather than a range.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): return range.isEmpty
        case .multiSelection(let ranges): return ranges.isEmpty
        }
    }
}

/// A direction of a text selection.
public enum TextSelectionAffinity: Hashable {
    case automatic, upstream, downstream
}
