#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files without trusting them: the type and size come from `stat`
/// before anything is opened, so a named pipe, a socket or a device is never
/// opened for reading (and never blocked on), and a file past the size limit
/// is refused without being read.
public enum SafeFile {
    /// What stands at a path.
    public enum Kind: Equatable, Sendable {
        case regular(size: Int)
        case directory
        /// A named pipe, a socket, a device: never read.
        case special(String)
        /// Nothing (or a symbolic link that leads nowhere).
        case missing
        /// A symbolic link loop.
        case loop
        /// `stat` failed for another reason (e.g. a folder on the way is not searchable).
        case unreachable(String)
    }

    /// What the path is, following symbolic links.
    public static func kind(_ path: String) -> Kind {
        var st = stat()
        guard stat(path, &st) == 0 else { return failure(errno) }
        return kind(of: st)
    }

    /// What the path itself is, a symbolic link not followed (nil for a link).
    static func linkKind(_ path: String) -> Kind? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return failure(errno) }
        if st.st_mode & S_IFMT == S_IFLNK { return nil }
        return kind(of: st)
    }

    private static func failure(_ e: Int32) -> Kind {
        switch e {
        case ENOENT, ENOTDIR: return .missing
        case ELOOP: return .loop
        default: return .unreachable(errorText(e))
        }
    }

    private static func kind(of st: stat) -> Kind {
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(st.st_size))
        case S_IFDIR: return .directory
        case S_IFIFO: return .special("a named pipe (FIFO)")
        case S_IFSOCK: return .special("a socket")
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        default: return .special("not a regular file")
        }
    }

    static func errorText(_ e: Int32) -> String {
        guard let s = strerror(e) else { return "error \(e)" }
        return String(cString: s)
    }

    public enum Failure: Error, Sendable {
        /// The file is gone (deleted since it was found).
        case missing
        case loop
        case special(String)
        case directory
        case tooLarge(size: Int, limit: Int)
        case unreadable(String)

        public var message: String {
            switch self {
            case .missing: return "no such file (it was deleted or moved)"
            case .loop: return "a symbolic link loop"
            case .special(let what): return "\(what), not a regular file: not read"
            case .directory: return "a folder, not a file"
            case .tooLarge(let size, let limit):
                return "the file is \(Limits.bytes(size)); voicelint reads files up to \(Limits.bytes(limit))"
            case .unreadable(let why): return "cannot be read: \(why)"
            }
        }
    }

    /// The file's bytes: a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int = Limits.fileBytes) throws(Failure) -> [UInt8] {
        let (fd, size) = try open(path, limit: limit)
        defer { close(fd) }
        return try readAll(fd, expected: size, limit: limit)
    }

    /// A regular file of at most `limit` bytes, opened for reading, and its size;
    /// the caller closes it.
    static func open(_ path: String, limit: Int) throws(Failure) -> (fd: Int32, size: Int) {
        switch kind(path) {
        case .regular(let size): if size > limit { throw .tooLarge(size: size, limit: limit) }
        case .directory: throw .directory
        case .special(let what): throw .special(what)
        case .missing: throw .missing
        case .loop: throw .loop
        case .unreachable(let why): throw .unreadable(why)
        }
        // O_NONBLOCK: if the path was swapped for a pipe since stat, open does not wait for a writer.
        var fd: Int32
        repeat { fd = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) } while fd < 0 && errno == EINTR
        guard fd >= 0 else {
            let e = errno
            if e == ENOENT { throw .missing }
            throw .unreadable(errorText(e))
        }
        var st = stat()
        do throws(Failure) {
            guard fstat(fd, &st) == 0 else { throw .unreadable(errorText(errno)) }
            switch kind(of: st) {
            case .regular(let size): if size > limit { throw .tooLarge(size: size, limit: limit) }
            case .directory: throw .directory
            case .special(let what): throw .special(what)
            default: throw .unreadable("not a regular file")
            }
        } catch {
            close(fd)
            throw error
        }
        return (fd, Int(st.st_size))
    }

    /// Reads to the end of the file, at most `limit` bytes (a file that grows past it is refused).
    /// Whether the file at `path` holds exactly `bytes`, read a megabyte at a time (not into a
    /// copy of its own: the file `--fix` is about to replace may be as large as the catalog).
    static func holds(_ path: String, _ bytes: [UInt8]) throws(Failure) -> Bool {
        let (fd, size) = try open(path, limit: Int.max)
        defer { close(fd) }
        guard size == bytes.count else { return false }
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var at = 0
        while true {
            let n = systemRead(fd, buffer, chunk)
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errorText(errno))
            }
            if n == 0 { return at == bytes.count }
            guard at + n <= bytes.count else { return false }
            let same = bytes.withUnsafeBytes { memcmp($0.baseAddress! + at, buffer, n) == 0 }
            guard same else { return false }
            at += n
        }
    }

    static func readAll(_ fd: Int32, expected: Int, limit: Int) throws(Failure) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == out.count {
                guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
                out.append(contentsOf: repeatElement(0, count: min(max(out.count, 1 << 16), limit + 1 - count)))
            }
            let n = out.withUnsafeMutableBytes { buf in systemRead(fd, buf.baseAddress! + count, buf.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(errorText(errno))
            }
            if n == 0 { break }
            count += n
        }
        guard count <= limit else { throw .tooLarge(size: count, limit: limit) }
        out.removeSubrange(count...)
        return out
    }
}

/// `open(2)`, named so that it is not taken for `SafeFile.open`.
@inline(__always)
func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `read(2)`, named so that it is not taken for a method.
@inline(__always)
func systemRead(_ fd: Int32, _ buf: UnsafeMutableRawPointer, _ n: Int) -> Int {
    read(fd, buf, n)
}
