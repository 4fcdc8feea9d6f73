import Foundation

/// The checker's work, handed to its workers one job at a time: a job is one locale's run of
/// entries (each locale's entries are cut into `chunks` runs, in order). A worker keeps to
/// the locale it started (it holds that locale's context), then starts the next locale of
/// `order`; once every locale is started, a worker that is done helps with the locale that
/// has the most runs left, with a context of its own for it, so that the workers finish
/// together instead of one checking the last locale alone. Safe to call from the workers.
final class LocaleJobs: @unchecked Sendable {
    struct Job {
        /// Index into the checker's locales.
        let locale: Int
        /// The run: index into the locale's `chunks`.
        let chunk: Int
        /// False for a worker helping with a locale another worker started: it checks it
        /// with a context of its own, not the store's (which that worker is using).
        let usesSharedContext: Bool
    }

    private let order: [Int]
    let chunks: Int
    private let lock = NSLock()
    /// The next run of each locale to hand out.
    private var nextChunk: [Int]
    /// How many locales of `order` have been started.
    private var started = 0
    /// Each worker's locale, the one whose shared context it holds.
    private var current: [Int?]

    init(order: [Int], chunks: Int, workers: Int) {
        self.order = order
        self.chunks = max(1, chunks)
        nextChunk = [Int](repeating: 0, count: order.count)
        current = [Int?](repeating: nil, count: workers)
    }

    /// The next job for worker `w`, nil when none is left.
    func next(worker w: Int) -> Job? {
        lock.lock()
        defer { lock.unlock() }
        if let l = current[w], nextChunk[l] < chunks {
            nextChunk[l] += 1
            return Job(locale: l, chunk: nextChunk[l] - 1, usesSharedContext: true)
        }
        if started < order.count {
            let l = order[started]
            started += 1
            current[w] = l
            nextChunk[l] = 1
            return Job(locale: l, chunk: 0, usesSharedContext: true)
        }
        current[w] = nil
        // Every locale is started: help with the one that has the most runs left.
        guard let l = nextChunk.indices.max(by: { chunks - nextChunk[$0] < chunks - nextChunk[$1] }), nextChunk[l] < chunks else { return nil }
        nextChunk[l] += 1
        return Job(locale: l, chunk: nextChunk[l] - 1, usesSharedContext: false)
    }

    /// The entries of a run: `count` entries cut into `chunks` runs of about the same size.
    func range(of chunk: Int, count: Int) -> Range<Int> {
        (chunk * count / chunks)..<((chunk + 1) * count / chunks)
    }
}
