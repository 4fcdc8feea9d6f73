internal import CICU

/// How the C allocator gives memory back (set by the command-line tool; this module holds the
/// project's C shim). Left to itself, glibc raises the size of free memory it keeps at the top
/// of the heap each time a large block is freed (the workers' findings, a run's entries), and
/// a large check kept memory it no longer used until it ended.
///
/// Setting that also fixes the size from which a block gets memory of its own from the system
/// (glibc's default, 128 KB, no longer raised as large blocks are freed): each such block's
/// pages were new, a fault each on first touch, and given back when it was freed. Blocks up to
/// `mapped` then come from the heap, whose freed memory the next ones reuse: fewer page faults
/// and less system time.
///
/// What removing it costs: docs/performance.md, "Low-level helpers" (measured again there: within
/// the machine's noise in time and peak memory).
public enum MemoryPolicy {
    /// Free memory at the top of the heap past `bytes` goes back to the system at once, and
    /// blocks of `mapped` bytes or more get memory of their own.
    public static func giveBack(above bytes: Int, mapFrom mapped: Int) {
        cicu_trim_threshold(Int32(clamping: bytes))
        cicu_mmap_threshold(Int32(clamping: mapped))
    }
}
