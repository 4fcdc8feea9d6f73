internal import CICU

/// Memory asked for before it is read: the checker walks every entry of a catalog once per
/// locale, and an entry's localizations, units and values, each in memory of its own, are
/// seldom in the caches when their turn comes.
public enum Prefetch {
    /// Brings the memory at `p` into the caches for a read soon (a hint: nothing is read).
    public static func read(_ p: UnsafeRawPointer) { cicu_prefetch(p) }
}
