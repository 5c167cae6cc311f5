import Testing
@testable import TerminalUI

@MainActor @Suite struct StepperTests {
    struct Quantity: View {
        @State var count: Int
        var body: some View {
            Stepper("Qty \(count)", value: $count, in: 0...3).atTopLeading()
        }
    }

    @Test func arrowsSignsAndClicksStepWithinTheRange() {
        let host = ViewHost(rootView: Quantity(count: 0))
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 0 [-][+]"])
        host.press(.tab)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 1 [-][+]"])
        host.press(.character("+"))
        host.press(.right)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 3 [-][+]"])
        host.press(.left)
        host.press(.character("-"))
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 1 [-][+]"])
        ControlScreen.click(host, x: 7, y: 0)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 0 [-][+]"])
        ControlScreen.click(host, x: 10, y: 0)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 1 [-][+]"])
    }

    @Test func theButtonAtABoundIsDimAndDoesNothing() {
        let host = ViewHost(rootView: Quantity(count: 3))
        _ = host.snapshot(width: 20, height: 1)
        host.press(.tab)
        host.press(.right)
        ControlScreen.click(host, x: 10, y: 0)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 3 [-][+]"])
        let row = ControlScreen.styledRow(host, containing: "Qty", width: 20, height: 1)
        #expect(row.contains("[9-12) dim"), "\(row)")
        #expect(!row.contains("[6-9) dim"), "\(row)")
    }

    @Test func aValueOutsideTheRangeStepsIntoIt() {
        let host = ViewHost(rootView: Quantity(count: 10))
        _ = host.snapshot(width: 20, height: 1)
        host.press(.tab)
        host.press(.left)
        #expect(ControlScreen.lines(host, width: 20, height: 1) == ["Qty 3 [-][+]"])
    }

    @Test func closuresRunWithEditingChangesAndAMissingOneIsDisabled() {
        let recorder = Recorder()
        let view = Stepper("Volume", onIncrement: { recorder.events.append("up") }, onDecrement: nil,
                           onEditingChanged: { recorder.events.append("editing \($0)") }).atTopLeading()
        let host = ViewHost(rootView: view)
        _ = host.snapshot(width: 20, height: 1)
        host.press(.tab)
        host.press(.right)
        host.press(.left)
        ControlScreen.click(host, x: 8, y: 0)
        #expect(recorder.events == ["editing true", "up", "editing false"])
        #expect(ControlScreen.styledRow(host, containing: "Volume", width: 20, height: 1).contains("[7-10) dim"))
    }

    @Test func upAndDownStillMoveFocus() {
        struct Screen: View {
            @State var count = 0
            @State var other = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Stepper("A \(count)", value: $count)
                    Stepper("B \(other)", value: $other, step: 5)
                }
                .atTopLeading()
            }
        }
        let host = ViewHost(rootView: Screen())
        _ = host.snapshot(width: 20, height: 2)
        host.press(.tab)
        host.press(.down)
        host.press(.right)
        #expect(ControlScreen.lines(host, width: 20, height: 2) == ["A 0 [-][+]", "B 5 [-][+]"])
    }
}
