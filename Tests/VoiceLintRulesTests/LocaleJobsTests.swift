import XCTest
@testable import VoiceLintRules

/// Every run of every locale is handed out once; a locale's shared context is used by the
/// worker that started it only; the others help with their own contexts, and only once
/// every locale is started.
final class LocaleJobsTests: XCTestCase {
    func testEveryRunOnceAndSharedContextsNeverShared() {
        var generator = SystemRandomNumberGenerator()
        for (locales, chunks, workers) in [(12, 4, 2), (12, 16, 2), (5, 4, 3), (1, 4, 2), (3, 1, 2), (7, 3, 5)] {
            for _ in 0..<50 {
                let order = Array(0..<locales).shuffled(using: &generator)
                let jobs = LocaleJobs(order: order, chunks: chunks, workers: workers)
                var handed = Set<[Int]>()
                var startedBy = [Int: Int]()
                var startOrder: [Int] = []
                var active = Set(0..<workers)
                // Workers ask in a random interleaving until each is told nothing is left.
                while let w = active.randomElement(using: &generator) {
                    guard let job = jobs.next(worker: w) else { active.remove(w); continue }
                    XCTAssertTrue(handed.insert([job.locale, job.chunk]).inserted, "run \(job.chunk) of \(job.locale) twice")
                    if job.usesSharedContext {
                        if job.chunk == 0 { startedBy[job.locale] = w; startOrder.append(job.locale) }
                        XCTAssertEqual(startedBy[job.locale], w, "a shared context used by a worker that did not start the locale")
                    } else {
                        XCTAssertEqual(startOrder.count, locales, "help before every locale is started")
                    }
                    let r = jobs.range(of: job.chunk, count: 1000)
                    XCTAssertLessThanOrEqual(r.count, 1000 / chunks + 1)
                }
                XCTAssertEqual(handed.count, locales * chunks)
                XCTAssertEqual(startOrder, order, "locales started in the schedule's order")
            }
        }
    }

    func testRunsCoverTheEntriesInOrder() {
        for chunks in 1...4 {
            let jobs = LocaleJobs(order: [0], chunks: chunks, workers: 2)
            for count in [0, 1, 3, 4096, 10_001] {
                let ranges = (0..<chunks).map { jobs.range(of: $0, count: count) }
                XCTAssertEqual(ranges.first?.lowerBound, 0)
                XCTAssertEqual(ranges.last?.upperBound, count)
                for k in 1..<max(1, chunks) { XCTAssertEqual(ranges[k].lowerBound, ranges[k - 1].upperBound) }
            }
        }
    }
}
