import Testing
@testable import TerminalUI

/// The stack axis is kept beside the environment's other values (stacks write it for every
/// child they make): it is not one of the boxed values, and it versions and compares as they do.
@MainActor @Suite struct EnvironmentStackAxisTests {
    @Test func theAxisIsNotABoxedValue() {
        var environment = EnvironmentValues()
        environment.stackAxis = .horizontal
        #expect(environment.stackAxis == .horizontal)
        #expect(environment.description == "EnvironmentValues(0 values, 0 objects)")
    }

    @Test func writingTheSameAxisKeepsTheVersion() {
        var environment = EnvironmentValues()
        environment.stackAxis = nil
        #expect(environment.version == 0)
        environment.stackAxis = .vertical
        let version = environment.version
        #expect(version != 0)
        #expect(environment.changedEntries.count == 1)
        environment.stackAxis = .vertical
        #expect(environment.version == version)
        environment.stackAxis = .horizontal
        #expect(environment.version != version)
        #expect(environment.changedEntries.count == 1)
    }

    @Test func environmentsCompareTheirAxes() {
        var horizontal = EnvironmentValues()
        horizontal.stackAxis = .horizontal
        var vertical = EnvironmentValues()
        vertical.stackAxis = .vertical
        var another = EnvironmentValues()
        another.stackAxis = .horizontal
        #expect(!horizontal.holdsSameValues(as: vertical, at: horizontal.changedEntries))
        #expect(horizontal.holdsSameValues(as: another, at: horizontal.changedEntries))
        #expect(!horizontal.holdsSameValues(as: EnvironmentValues(), at: horizontal.changedEntries))
    }

    /// Spacers follow the axis of the stack around them, also in a stack inside a stack of the
    /// other axis.
    @Test func spacersFollowTheirStacksAxis() {
        let view = VStack(spacing: 0) {
            HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }
            Spacer()
            Text("c")
        }
        #expect(renderSnapshot(view, width: 5, height: 3) == "a   b\n     \n  c  ")
    }
}
