#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// A file's bytes in pages of their own, outside the heap, that a reader walking
/// the file front to back gives back as it passes them (`release(from:before:)`): a
/// large catalog's bytes and the model built from them are then not held whole
/// at the same time. Released bytes must not be read again.
final class FileBuffer {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer
    private let mapped: Int
    private static let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 4096)
    /// The fewest bytes given back at once: each time costs a system call, and with
    /// other threads of the process running, a signal to their processors.
    private static let batch = 64 * page
    /// From this size on, a file is read by several threads at once.
    static let parallelBytes = 8 << 20
    /// The size of the parts a file is read in, which the threads take one after the other.
    static let partBytes = 4 << 20

    private init(base: UnsafeMutableRawPointer, mapped: Int, count: Int) {
        self.base = base
        self.mapped = mapped
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
    }

    deinit { munmap(base, mapped) }

    /// The file's bytes, checked as `SafeFile.read` checks them; nil when they cannot be
    /// held this way (no memory to map, a file that grew while it was read): then
    /// `SafeFile.read` reads them.
    static func read(_ path: String, limit: Int = Limits.fileBytes) throws(SafeFile.Failure) -> FileBuffer? {
        let (fd, size) = try SafeFile.open(path, limit: limit)
        defer { close(fd) }
        // One byte more than the size: reading it says the file grew.
        let capacity = size + 1
        let mapped = (capacity + page - 1) / page * page
        guard let base = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              base != MAP_FAILED else { return nil }
        // In large pages where the system allows them: each small page is a fault on its first
        // write and a translation to look up on each read (docs/performance.md, "Measured choices
        // in the code"). (Pages given back in `release` are split by the system as before.)
        #if os(Linux)
        _ = madvise(base, mapped, MADV_HUGEPAGE)
        #endif
        let count: Int
        if size >= Self.parallelBytes, let parallel = readInParts(fd, base, size: size) {
            count = parallel
        } else {
            var read = 0
            while read < capacity {
                let n = systemRead(fd, base + read, capacity - read)
                if n < 0 {
                    if errno == EINTR { continue }
                    let e = errno
                    munmap(base, mapped)
                    throw .unreadable(SafeFile.errorText(e))
                }
                if n == 0 { break }
                read += n
            }
            count = read
        }
        guard count < capacity else {
            munmap(base, mapped)
            return nil
        }
        return FileBuffer(base: base, mapped: mapped, count: count)
    }

    /// Reads the file into `base` in parts at the same time (the copy from the system's cache,
    /// and the first touch of each page, took as long as a first look at the bytes); the last
    /// part reads one byte past `size`. The parts are of `partBytes`, each thread taking the next
    /// one: in one part per thread, the system's zeroing of new pages on their first touch took
    /// far longer in one part than in the other in some runs, and one thread read on alone. The
    /// bytes read, or nil when a part fails or comes
    /// short (then the file is read in one go, which says why).
    private static func readInParts(_ fd: Int32, _ base: UnsafeMutableRawPointer, size: Int) -> Int? {
        let parts = max(1, min(size / Self.partBytes, 64))
        let got = UnsafeMutableBufferPointer<Int>.allocate(capacity: parts)
        defer { got.deallocate() }
        DispatchQueue.concurrentPerform(iterations: parts) { k in
            let start = k * size / parts, end = k == parts - 1 ? size + 1 : (k + 1) * size / parts
            var count = 0
            while start + count < end {
                let n = pread(fd, base + start + count, end - start - count, off_t(start + count))
                if n < 0 && errno == EINTR { continue }
                if n < 0 { count = -1; break }
                if n == 0 { break }
                count += n
            }
            got[k] = count
        }
        for k in 0..<(parts - 1) where got[k] != (k + 1) * size / parts - k * size / parts { return nil }
        guard got[parts - 1] >= 0 else { return nil }
        return (parts - 1) * size / parts + got[parts - 1]
    }

    /// Gives back the whole pages between `from` and `offset` once they make at least
    /// `batch` bytes; returns where the next call may start. Readers of parts of the
    /// file at the same time each give back their own part: a page shared with the
    /// part before is kept.
    func release(from: Int, before offset: Int) -> Int {
        let start = (from + Self.page - 1) / Self.page * Self.page
        let end = min(offset, bytes.count) / Self.page * Self.page
        guard end - start >= Self.batch else { return from }
        _ = madvise(base + start, end - start, MADV_DONTNEED)
        return end
    }
}
