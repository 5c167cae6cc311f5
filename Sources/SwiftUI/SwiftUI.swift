// On Linux, `import SwiftUI` brings in our terminal engine, as Apple's module does on iOS,
// together with what Apple's SwiftUI re-exports: Foundation (CGSize, CGFloat) and Combine.
@_exported import Foundation
@_exported import Combine
@_exported import TerminalUI
