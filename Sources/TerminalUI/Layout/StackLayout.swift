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
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        var main = spacing * (children.count - 1)
        var cross = 0
        // The sizes are summed as they are worked out: no list of shares is made.
        distribute(children, proposal) { _, share in
            main += share.size.length(along: axis)
            cross = max(cross, share.size.length(along: crossAxis))
        }
        return CellSize.along(axis, main, cross: cross)
    }

    /// Places the children in `rect`, distributing `proposal` (the one the stack's size came
    /// from, so the children get the sizes that measurement gave them, from their caches), or
    /// `rect`'s size when `nil`. Each child is told the proposal its size came from.
    @MainActor func place(_ children: [ViewNode], in rect: CellRect, proposal: ProposedSize?) {
        guard !children.isEmpty else { return }
        let shares = distribute(children, proposal ?? ProposedSize(rect.size))
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let crossLength = rect.size.length(along: crossAxis)
        var position = 0
        for (child, share) in zip(children, shares) {
            let size = share.size
            let childCross = min(size.length(along: crossAxis), crossLength)
            let crossOffset = crossAlignment == 0 ? 0 : crossAlignment == 1 ? (crossLength - childCross) / 2 : crossLength - childCross
            let main = size.length(along: axis)
            let frame = axis == .horizontal
                ? CellRect(x: rect.x + position, y: rect.y + crossOffset, width: main, height: childCross)
                : CellRect(x: rect.x + crossOffset, y: rect.y + position, width: childCross, height: main)
            child.place(in: frame, proposal: share.proposal)
            position += main + spacing
        }
    }

    typealias Entry = (index: Int, priority: Double, flexibility: Int, minimum: Int, spacer: Bool)

    /// Higher priority first; within a priority, non-spacers before spacers, least flexible first.
    nonisolated static func offeredEarlier(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        if lhs.spacer != rhs.spacer { return !lhs.spacer }
        return lhs.flexibility < rhs.flexibility
    }

    /// What a child is offered and the size it answers.
    typealias Share = (proposal: ProposedSize, size: CellSize)

    /// The share of each child for a proposal.
    @MainActor func distribute(_ children: [ViewNode], _ proposal: ProposedSize) -> [Share] {
        var shares = [Share](repeating: (.zero, CellSize(width: 0, height: 0)), count: children.count)
        distribute(children, proposal) { index, share in shares[index] = share }
        return shares
    }

    /// Works out the share of each child for a proposal and hands it to `take` with the child's
    /// index, in the order the children are offered space.
    @MainActor func distribute(_ children: [ViewNode], _ proposal: ProposedSize, _ take: (Int, Share) -> Void) {
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let cross = proposal.length(along: crossAxis)
        guard let available = proposal.length(along: axis) else {
            let ideal = ProposedSize.along(axis, nil, cross: cross)
            for (index, child) in children.enumerated() { take(index, (ideal, child.sizeThatFits(ideal))) }
            return
        }
        var remaining = max(0, available - spacing * (children.count - 1))
        var entries: [Entry] = []
        entries.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let minimum = child.sizeThatFits(.along(axis, 0, cross: cross)).length(along: axis)
            let maximum = child.sizeThatFits(.along(axis, Layout.unbounded, cross: cross)).length(along: axis)
            entries.append((index, child.behavior.layoutPriority(child), maximum - minimum, minimum, child.isSpacer))
        }
        // Spacers yield to their siblings: within a priority they are offered space last.
        entries.sort(by: StackLayout.offeredEarlier)
        var reservedForLower = 0
        for entry in entries { reservedForLower += entry.minimum }
        var start = 0
        while start < entries.count {
            var end = start
            while end < entries.count, entries[end].priority == entries[start].priority { end += 1 }
            let group = entries[start..<end]
            var spacerReserve = 0, spacerCount = 0
            for entry in group {
                reservedForLower -= entry.minimum
                if entry.spacer {
                    spacerReserve += entry.minimum
                    spacerCount += 1
                }
            }
            var groupAvailable = max(0, remaining - reservedForLower)
            var left = group.count - spacerCount
            for entry in group {
                if entry.spacer {
                    spacerReserve -= entry.minimum
                    if left == 0 { left = spacerCount }
                }
                let share = max(0, groupAvailable - (entry.spacer ? 0 : spacerReserve)) / max(1, left)
                let offered = ProposedSize.along(axis, share, cross: cross)
                let size = children[entry.index].sizeThatFits(offered)
                take(entry.index, (offered, size))
                let used = size.length(along: axis)
                groupAvailable = max(0, groupAvailable - used)
                remaining = max(0, remaining - used)
                left -= 1
            }
            start = end
        }
    }
}
