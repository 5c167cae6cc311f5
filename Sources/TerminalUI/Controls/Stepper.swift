/// A control that performs increment and decrement actions, drawn as its label followed by
/// `[-][+]`. While focused, Left or `-` decrements, Right or `+` increments; a click on `[-]` or
/// `[+]` does the same. With a range, a step never leaves it: at a bound the button on that
/// side is drawn dim and does nothing, and a value the app set outside the range steps into it. `onEditingChanged` is called with `true` before and
/// `false` after each step (a terminal has no press-and-hold).
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let increment: StepperAction
    let decrement: StepperAction
    let onEditingChanged: (Bool) -> Void
    @Environment(\.labelsHidden) private var labelsHidden

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = StepperAction(onIncrement)
        self.decrement = StepperAction(onDecrement)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = StepperAction(value: value, by: step, in: nil)
        self.decrement = StepperAction(value: value, by: -step, in: nil)
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.increment = StepperAction(value: value, by: step, in: bounds)
        self.decrement = StepperAction(value: value, by: -step, in: bounds)
        self.onEditingChanged = onEditingChanged
    }

    /// The label, then the `[-]` and `[+]` buttons, as one focus stop.
    @MainActor @preconcurrency public var body: some View {
        ChoiceControl(step: { run($0 < 0 ? decrement : increment) }, choose: { run($0 == 0 ? decrement : increment) }) {
            HStack(alignment: .top, spacing: 1) {
                if !labelsHidden { label }
                HStack(spacing: 0) {
                    ControlSegment(index: 0, content: StepperButton(text: "[-]", isEnabled: decrement.isEnabled()))
                    ControlSegment(index: 1, content: StepperButton(text: "[+]", isEnabled: increment.isEnabled()))
                }
            }
        }
    }

    @MainActor private func run(_ action: StepperAction) {
        guard action.isEnabled() else { return }
        onEditingChanged(true)
        action.perform()
        onEditingChanged(false)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and performs the closures you provide when the
    /// user increments or decrements the stepper.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper using a title string and that performs the closures you provide when
    /// the user increments or decrements the stepper.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to
    /// a value and step amount you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// One direction of a stepper: what it does and whether it can (`nil` action, or the value at
/// its bound, cannot). Asked when the stepper is drawn or used, so it follows the binding.
struct StepperAction {
    let perform: () -> Void
    let isEnabled: () -> Bool

    init(_ action: (() -> Void)?) {
        perform = action ?? {}
        isEnabled = { action != nil }
    }

    /// Moves `value` by `stride`, kept inside `bounds`: a value at the bound on that side does
    /// not move; one outside the range (set by the app) moves into it.
    init<V: Strideable>(value: Binding<V>, by stride: V.Stride, in bounds: ClosedRange<V>?) {
        let isUp = stride > 0
        let canMove: () -> Bool = {
            guard let bounds else { return true }
            return isUp ? value.wrappedValue < bounds.upperBound : value.wrappedValue > bounds.lowerBound
        }
        isEnabled = canMove
        perform = {
            guard canMove() else { return }
            let next = value.wrappedValue.advanced(by: stride)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
    }
}

/// A stepper's `[-]` or `[+]`: dim when it cannot act.
nonisolated struct StepperButton: View {
    let text: String
    let isEnabled: Bool
    @MainActor var body: some View { Text(verbatim: text).foregroundColor(isEnabled ? nil : .secondary) }
}
