/// "Did you mean": the nearest known name to a mistyped one.
public enum Suggestions {
    /// The candidate nearest to `name` within three edits, or nil.
    public static func nearest(_ name: String, in candidates: [String]) -> String? {
        guard let near = candidates.map({ ($0, distance($0, name)) }).min(by: { $0.1 < $1.1 }), near.1 <= 3 else { return nil }
        return near.0
    }

    /// Levenshtein distance, for "did you mean".
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var prev = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }

}
