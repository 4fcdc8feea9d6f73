import VoiceLintCatalog

/// A label whose key or comment says it describes an image may be a full sentence.
enum ImageDescription {
    static let keyMarks = ["imagedescription", "alttext", "illustration", "imagealt", "photodescription"]
    static let commentMarks = ["image description", "describes the image", "illustration", "alt text", "alternative text", "describes the photo"]

    static func matches(_ entry: Entry) -> Bool {
        let key = String(String.UnicodeScalarView(entry.key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }))
        if keyMarks.contains(where: { TextSearch.contains(key, $0) }) { return true }
        guard let c = entry.comment?.lowercased() else { return false }
        return commentMarks.contains { TextSearch.contains(c, $0) }
    }
}

enum TextSearch {
    /// Substring search on UTF-8 bytes (Foundation's is locale-aware and slow).
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        let h = Array(haystack.utf8), n = Array(needle.utf8)
        guard n.count <= h.count, let first = n.first else { return n.isEmpty }
        var i = 0
        while i + n.count <= h.count {
            if h[i] == first && Array(h[i..<(i + n.count)]) == n { return true }
            i += 1
        }
        return false
    }
}
