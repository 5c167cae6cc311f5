import Foundation
import SwiftUI

extension MessageComposerViewModel {
    /// The selection in the form SwiftUI's `TextField(_:text:selection:)` uses. Setting it
    /// moves ``selectedRangeLocation`` to the selection's end (UTF-16 units); reading it after
    /// the composer moved the caret gives an insertion point there.
    public var textSelection: TextSelection? {
        get {
            if let stored = storedSelection, Self.endOffset(of: stored, in: text) == selectedRangeLocation {
                return stored
            }
            let units = text.utf16
            let location = min(max(selectedRangeLocation, 0), units.count)
            return TextSelection(insertionPoint: units.index(units.startIndex, offsetBy: location))
        }
        set {
            storedSelection = newValue
            if let newValue, let end = Self.endOffset(of: newValue, in: text) {
                selectedRangeLocation = end
            }
        }
    }

    /// Lists the instant commands, as typing the instant-commands symbol would (not while
    /// editing: an edit runs no command).
    public func showInstantCommands() {
        guard composerCommand == nil || activeInstantCommand == nil, text.isEmpty, editedMessageId == nil else { return }
        let symbol = (commandsHandler.commands.compactMap { $0 as? InstantCommandsHandler }.first?.symbol) ?? "/"
        text = symbol
        selectedRangeLocation = symbol.utf16.count
    }

    /// The end of `selection` in UTF-16 units of `text`, or `nil` when it does not fit the text.
    static func endOffset(of selection: TextSelection, in text: String) -> Int? {
        let end: String.Index
        if case let .selection(range) = selection.indices {
            end = range.upperBound
        } else if case let .multiSelection(ranges) = selection.indices, let last = ranges.ranges.last {
            end = last.upperBound
        } else {
            return nil
        }
        guard end <= text.endIndex else { return nil }
        return text.utf16.distance(from: text.utf16.startIndex, to: end)
    }
}
