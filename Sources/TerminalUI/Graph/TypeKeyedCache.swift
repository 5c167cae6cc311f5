/// A small cache of per-type facts in front of a dictionary: one entry per slot, the slot
/// picked by the type's metadata address, so a type met again is found by one comparison,
/// without hashing (a dictionary lookup hashed the key, ~100 instructions, for every node made
/// and every body linked). A type whose slot holds another type is looked up in the dictionary
/// and takes the slot.
struct TypeKeyedCache<Value> {
    static var slotCount: Int { 128 }
    private var slots: [(key: ObjectIdentifier, value: Value)?]

    init() { slots = Array(repeating: nil, count: Self.slotCount) }

    /// The slot `key` is kept in (internal for tests, which pick keys that share one).
    @inline(__always) static func slot(of key: ObjectIdentifier) -> Int {
        // Metadata records are at least 16-byte aligned: the low bits tell nothing.
        Int(truncatingIfNeeded: UInt(bitPattern: key) >> 4) & (slotCount - 1)
    }

    /// The value kept for `key`, if its slot holds it.
    @inline(__always) func value(for key: ObjectIdentifier) -> Value? {
        guard let entry = slots[Self.slot(of: key)], entry.key == key else { return nil }
        return entry.value
    }

    /// Keeps `value` for `key`, in place of what its slot held.
    mutating func keep(_ value: Value, for key: ObjectIdentifier) {
        slots[Self.slot(of: key)] = (key, value)
    }
}
