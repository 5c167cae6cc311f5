// The app's own modifiers that CustomStyles returns (not part of the seed text). Each marks
// what it modifies with a visible tag, so tests can see where it was applied.
import SwiftUI

struct MyInputModifier: ViewModifier {
    func body(content: Content) -> some View { HStack(spacing: 0) { Text("<input>"); content } }
}

struct MyButtonModifier: ViewModifier {
    func body(content: Content) -> some View { HStack(spacing: 0) { Text("<button>"); content } }
}

struct MyScrollToBottomModifier: ViewModifier {
    func body(content: Content) -> some View { HStack(spacing: 0) { Text("<scroll>"); content } }
}

struct MyComposerBackgroundModifier: ViewModifier {
    func body(content: Content) -> some View { VStack(spacing: 0) { Text("<composer>"); content } }
}

struct MySuggestionsModifier: ViewModifier {
    func body(content: Content) -> some View { VStack(spacing: 0) { Text("<suggestions>"); content } }
}
