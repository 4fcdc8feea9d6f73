#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a rewritten catalog back so that a kill, a full disk or a crash at
/// any moment leaves either the old file or the new one, never a torn one:
/// the new bytes go to a temporary file in the same folder, which is flushed
/// to disk, given the original's mode and owner, and renamed over the
/// original; then the folder is flushed. A file whose bytes changed since
/// they were read (an editor saved it, a merge rewrote it) is not touched.
public enum CatalogFileWriter {
    /// Replaces the file at `path` (a symbolic link's target, so the link stays)
    /// with `bytes`, when its current bytes are `expecting`.
    public static func replace(path: String, with bytes: [UInt8], expecting original: [UInt8]) throws(LoadError) {
        func failure(_ message: String) -> LoadError { LoadError(file: path, message) }

        guard let resolved = realpath(path, nil) else { throw failure("cannot be rewritten: \(SafeFile.errorText(errno))") }
        let target = String(cString: resolved)
        free(resolved)

        var before = stat()
        guard stat(target, &before) == 0 else { throw failure("cannot be rewritten: \(SafeFile.errorText(errno))") }
        guard before.st_mode & S_IFMT == S_IFREG else { throw failure("cannot be rewritten: not a regular file") }
        let same: Bool
        do throws(SafeFile.Failure) { same = try SafeFile.holds(target, original) } catch {
            throw failure("cannot be rewritten: \(error.message)")
        }
        guard same else {
            throw failure("the file changed on disk since voicelint read it: not rewritten (run voicelint again)")
        }

        let slash = target.lastIndex(of: "/")!
        let folder = slash == target.startIndex ? "/" : String(target[..<slash])
        let name = String(target[target.index(after: slash)...])
        // ".Localizable.strings.voicelint-XXXXXX": its extension is no catalog's, so a
        // copy left by a kill before the rename is never read as one.
        var template = Array(((folder == "/" ? "" : folder) + "/." + name + ".voicelint-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot be rewritten: no temporary file in its folder: \(SafeFile.errorText(errno))") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do throws(LoadError) {
            // The original's owner and mode (mkstemp makes it the writer's, 0600).
            var made = stat()
            guard fstat(fd, &made) == 0 else { throw failure("cannot be rewritten: \(SafeFile.errorText(errno))") }
            if made.st_uid != before.st_uid || made.st_gid != before.st_gid {
                guard fchown(fd, before.st_uid, before.st_gid) == 0 else {
                    throw failure("cannot be rewritten: its owner (user \(before.st_uid), group \(before.st_gid)) cannot be kept: \(SafeFile.errorText(errno))")
                }
            }
            guard fchmod(fd, before.st_mode & 0o7777) == 0 else { throw failure("cannot be rewritten: \(SafeFile.errorText(errno))") }
            let writeError: Int32 = bytes.withUnsafeBytes { buf in
                var done = 0
                while done < buf.count {
                    let n = write(fd, buf.baseAddress! + done, buf.count - done)
                    if n < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    done += n
                }
                return 0
            }
            guard writeError == 0 else { throw failure("cannot be written: \(SafeFile.errorText(writeError)); the file is unchanged") }
            guard fsync(fd) == 0 else { throw failure("cannot be written: \(SafeFile.errorText(errno)); the file is unchanged") }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure("cannot be written: \(SafeFile.errorText(errno)); the file is unchanged") }

        // The last moment to see a change made while the copy was written.
        var now = stat()
        guard stat(target, &now) == 0, now.st_ino == before.st_ino, now.st_dev == before.st_dev, now.st_size == before.st_size,
              modified(now) == modified(before) else {
            throw failure("the file changed on disk while voicelint rewrote it: not rewritten (run voicelint again)")
        }
        guard rename(temporary, target) == 0 else {
            throw failure("cannot be rewritten: \(SafeFile.errorText(errno)); the file is unchanged")
        }
        renamed = true
        // The rename itself reaches the disk with the folder (best effort: some file systems refuse).
        let dir = open(folder, O_RDONLY | O_CLOEXEC)
        if dir >= 0 {
            _ = fsync(dir)
            close(dir)
        }
    }

    private static func modified(_ st: stat) -> [Int] {
        #if canImport(Darwin)
        return [Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec)]
        #else
        return [Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec)]
        #endif
    }
}
