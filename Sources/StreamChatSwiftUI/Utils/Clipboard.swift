#if canImport(UIKit)
import UIKit
#endif

/// Copies text to the system clipboard.
@MainActor
enum Clipboard {
    /// What was last copied (also where copies go on platforms without a system clipboard the
    /// SDK can reach).
    private(set) static var lastCopiedText: String?

    static func copy(_ text: String) {
        lastCopiedText = text
        #if canImport(UIKit)
        UIPasteboard.general.string = text
        #endif
    }
}
