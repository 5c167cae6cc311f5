/// SwiftUI's stack negotiation in cells.
///
/// Children are offered space in order of layout priority (highest first) and, within a
/// priority, of flexibility (least flexible first); each takes an equal share of what is left
/// and the rest goes to the others. Spacers are the most flexible children.
struct StackLayout {
    let axis: Axis
    let spacing: Int
    /// 0 leading/top, 1 center, 2 trailing/bottom, across the stack.
    let crossAlignment: Int

    @MainActor func measure(_ children: [ViewNode], _ proposal: ProposedSize) -> CellSize {
        guard !children.isEmpty else { return CellSize(width: 0, height: 0) }
        let sizes = distribute(children, proposal)
        let main = sizes.reduce(0) { $0 + $1.length(along: axis) } + spacing * (children.count - 1)
        let cross = sizes.reduce(0) { max($0, $1.length(along: axis == .horizontal ? .vertical : .horizontal)) }
        return CellSize.along(axis, main, cross: cross)
    }

    @MainActor func place(_ children: [ViewNode], in rect: CellRect) {
        guard !children.isEmpty else { return }
        let sizes = distribute(children, ProposedSize(rect.size))
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let crossLength = rect.size.length(along: crossAxis)
        var position = 0
        for (child, size) in zip(children, sizes) {
            let childCross = min(size.length(along: crossAxis), crossLength)
            let crossOffset = crossAlignment == 0 ? 0 : crossAlignment == 1 ? (crossLength - childCross) / 2 : crossLength - childCross
            let main = size.length(along: axis)
            let frame = axis == .horizontal
                ? CellRect(x: rect.x + position, y: rect.y + crossOffset, width: main, height: childCross)
                : CellRect(x: rect.x + crossOffset, y: rect.y + position, width: childCross, height: main)
            child.place(in: frame)
            position += main + spacing
        }
    }

    /// The size of each child for a proposal.
    @MainActor func distribute(_ children: [ViewNode], _ proposal: ProposedSize) -> [CellSize] {
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let cross = proposal.length(along: crossAxis)
        guard let available = proposal.length(along: axis) else {
            return children.map { $0.sizeThatFits(.along(axis, nil, cross: cross)) }
        }
        var remaining = max(0, available - spacing * (children.count - 1))
        var sizes = [CellSize](repeating: CellSize(width: 0, height: 0), count: children.count)
        var entries: [(index: Int, priority: Double, flexibility: Int, minimum: Int, spacer: Bool)] = []
        entries.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let minimum = child.sizeThatFits(.along(axis, 0, cross: cross)).length(along: axis)
            let maximum = child.sizeThatFits(.along(axis, Layout.unbounded, cross: cross)).length(along: axis)
            entries.append((index, child.behavior.layoutPriority(child), maximum - minimum, minimum, child.isSpacer))
        }
        // Spacers yield to their siblings: within a priority they are offered space last.
        entries.sort {
            if $0.priority != $1.priority { return $0.priority > $1.priority }
            if $0.spacer != $1.spacer { return !$0.spacer }
            return $0.flexibility < $1.flexibility
        }
        var reservedForLower = entries.reduce(0) { $0 + $1.minimum }
        var start = 0
        while start < entries.count {
            var end = start
            while end < entries.count, entries[end].priority == entries[start].priority { end += 1 }
            let group = entries[start..<end]
            reservedForLower -= group.reduce(0) { $0 + $1.minimum }
            var groupAvailable = max(0, remaining - reservedForLower)
            var spacerReserve = group.reduce(0) { $0 + ($1.spacer ? $1.minimum : 0) }
            var left = group.count - group.reduce(0) { $0 + ($1.spacer ? 1 : 0) }
            for entry in group {
                if entry.spacer {
                    spacerReserve -= entry.minimum
                    if left == 0 { left = group.reduce(0) { $0 + ($1.spacer ? 1 : 0) } }
                }
                let share = max(0, groupAvailable - (entry.spacer ? 0 : spacerReserve)) / max(1, left)
                let size = children[entry.index].sizeThatFits(.along(axis, share, cross: cross))
                sizes[entry.index] = size
                let used = size.length(along: axis)
                groupAvailable = max(0, groupAvailable - used)
                remaining = max(0, remaining - used)
                left -= 1
            }
            start = end
        }
        return sizes
    }
}
