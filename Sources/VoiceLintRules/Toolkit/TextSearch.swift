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
        var h = haystack, n = needle
        return h.withUTF8 { hb in
            n.withUTF8 { nb in
                guard nb.count <= hb.count, let first = nb.first else { return nb.isEmpty }
                var i = 0
                while i + nb.count <= hb.count {
                    if hb[i] == first {
                        var k = 1
                        while k < nb.count && hb[i + k] == nb[k] { k += 1 }
                        if k == nb.count { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}
