/// Tells whether an object's reference counts take the Swift runtime's slow path: once a weak
/// reference to an object is made, its counts move to a side table for the rest of its life,
/// and every retain and release of it is slower. Objects used on every layout (the view graph,
/// the SDK's view factory) must not get one; tests check that with this probe.
enum ReferenceCountProbe {
    /// Whether `object` has a side table (or is immortal): the high bit of the count word that
    /// follows the metadata pointer in the 64-bit runtime's object header.
    static func usesSlowPath(_ object: AnyObject) -> Bool {
        let word = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            .load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt64.self)
        return word >> 63 == 1
    }
}
