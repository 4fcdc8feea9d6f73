import Foundation

/// Values made on first use and kept, for threads that ask at the same time. A value is
/// made outside the lock: threads asking for different keys make theirs at once, and two
/// asking for the same key may both make it (the first one kept is everyone's answer).
final class OnceCache<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    /// The value kept for `key`, made by `make` if there is none yet (an error leaves none).
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        lock.lock()
        if let v = values[key] { lock.unlock(); return v }
        lock.unlock()
        let made = try make()
        lock.lock()
        defer { lock.unlock() }
        if let v = values[key] { return v }
        values[key] = made
        return made
    }
}
