internal import CICU

/// How the C allocator gives memory back (set by the command-line tool; this module holds the
/// project's C shim). Left to itself, glibc raises the size of free memory it keeps at the top
/// of the heap each time a large block is freed (the workers' findings, a run's entries), and
/// a large check kept memory it no longer used until it ended: 218 MB at its peak for a 106 MB
/// catalog, 201 MB with a megabyte.
public enum MemoryPolicy {
    /// Free memory at the top of the heap past `bytes` goes back to the system at once.
    public static func giveBack(above bytes: Int) { cicu_trim_threshold(Int32(clamping: bytes)) }
}
