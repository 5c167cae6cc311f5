/// The direct observers of an `ObservableObjectPublisher` (``ObservableObjectPublisher/observe(_:)``),
/// each in a slot with the token of the observation that holds it. An observation removes its
/// observer by slot index, whatever their number; an emptied slot is taken by the next observer,
/// and empty slots at the end are dropped, so `send()` walks about as many slots as there are
/// observers, not as many as there ever were. Not thread-safe: the publisher holds it under its
/// lock.
struct DirectObserverSlots {
    /// A slot: the token of the observation that took it, and its observer (nil once removed).
    typealias Slot = (token: UInt64, observer: (any ObjectWillChangeObserver)?)

    /// The slots in order, empty ones included.
    private(set) var slots: [Slot] = []
    /// Empty slots to take again; may list slots since dropped or taken (each is checked when
    /// popped).
    private var freeSlots: [Int] = []
    /// The last token handed out (each observation's is new, so a stale one matches no slot).
    private var lastToken: UInt64 = 0

    /// Puts `observer` in a slot (an emptied one if any is left between observers): the slot's
    /// index and the token that removes it.
    mutating func insert(_ observer: any ObjectWillChangeObserver) -> (slot: Int, token: UInt64) {
        lastToken += 1
        let entry: Slot = (lastToken, observer)
        while let slot = freeSlots.popLast() {
            guard slot < slots.count, slots[slot].observer == nil else { continue }
            slots[slot] = entry
            return (slot, entry.token)
        }
        slots.append(entry)
        return (slots.count - 1, entry.token)
    }

    /// Empties the slot if the observation with `token` still holds it (a second removal, or one
    /// after the slot was taken again, finds another token and does nothing).
    mutating func remove(slot: Int, token: UInt64) {
        guard slots.indices.contains(slot), slots[slot].token == token, slots[slot].observer != nil else { return }
        slots[slot].observer = nil
        freeSlots.append(slot)
        // Each slot is dropped once per append: O(1) amortized. The kept slots keep their
        // indices; a dropped slot's entry in `freeSlots` goes if it is last, else when popped.
        while let last = slots.last, last.observer == nil { slots.removeLast() }
        while let free = freeSlots.last, free >= slots.count { freeSlots.removeLast() }
    }
}
