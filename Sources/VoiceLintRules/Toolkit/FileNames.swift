import VoiceLintText

/// File, asset and key names left as copy (icon_play.png, btnShare, settings.title):
/// label-filename's finding, which label-capitalization leaves alone.
enum FileNames {
    static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "tiff", "ico", "imageset", "json", "mp3", "mp4", "mov", "wav", "caf"]
    static let assetPrefixes = ["icon", "ic", "img", "image", "btn", "button", "bg", "asset", "logo", "tab", "nav", "sf"]
    static let topLevelDomains: Set<String> = ["com", "org", "net", "io", "app", "dev", "social", "de", "fr", "uk", "me", "co"]

    static func looksLikeFileName(_ t: String, key: String) -> Bool {
        // Every test below needs a ".", "_" or "-" in the text, or a lower-case ASCII letter first
        // (an asset prefix then a capital, "btnShare"): most labels have neither.
        guard t.utf8.contains(where: { $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }) || (t.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } ?? false) else {
            return false
        }
        if t == key && (has(t, 0x2E, ".") || has(t, 0x5F, "_")) { return true }
        // "Foto-Galerie", "Face-ID-Einstellungen", "Icon-Auswahl": capitals on both sides of every
        // hyphen make a hyphenated compound, written as words are, not an identifier.
        if isCapitalizedCompound(t) { return false }
        let lower = CaseMapping.lowercased(t)
        let parts = lower.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2, let ext = parts.last, fileExtensions.contains(String(ext)) { return true }
        // Reverse-DNS or dotted keys: letters on both sides of two or more dots, or a dotted key.
        if parts.count >= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }) {
            return true
        }
        // Two dotted parts: a key ("settings.title"), unless the last is a domain ("example.com", "yandex.ru").
        if parts.count == 2, parts.allSatisfy({ $0.count > 1 && $0.allSatisfy { $0.isLetter || $0 == "_" } }),
           !topLevelDomains.contains(String(parts[1])), parts[1].count != 2,
           t.first?.isLowercase == true {
            return true
        }
        // snake_case identifiers: icon_play, img_01, close_button.
        if has(t, 0x5F, "_"), t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) { return true }
        // Prefixed asset names: btnShare, icClose, ic-close, sf-star.
        for p in assetPrefixes where lower.hasPrefix(p) && t.count > p.count {
            let next = t[t.index(t.startIndex, offsetBy: p.count)]
            if next == "-" || next == "_" || (next.isUppercase && t.first?.isLowercase == true) { return true }
        }
        return false
    }

    /// Foundation's `contains`, asked only when the byte is there (a byte search is far cheaper).
    private static func has(_ t: String, _ byte: UInt8, _ s: String) -> Bool {
        t.utf8.contains(byte) && t.contains(s)
    }

    static func isCapitalizedCompound(_ t: String) -> Bool {
        let parts = t.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { p in
            guard let f = p.first, f.isUppercase else { return false }
            return p.allSatisfy { $0.isLetter || $0.isNumber }
        }
    }
}
