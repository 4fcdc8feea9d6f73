import VoiceLintRules

/// `voicelint suggest TEXT --role label|hint --locale LOC`.
struct Suggest {
    let languages: LanguageStore

    func run(text: String, role: Role, locale: String) -> String {
        let s = Suggester(languages: languages)
        let found = s.findings(text, role: role, locale: locale)
        var out = ""
        if !languages.context(for: locale).hasProfile {
            out += "note: no language profile for \(locale) yet: only the generic checks ran.\n"
        }
        if found.isEmpty { return out + "✓ \"\(text)\" passes every \(role.rawValue) rule.\n" }
        for f in found {
            out += "\(f.severity.rawValue): \(f.message) [\(f.rule)]\n"
            if let sg = f.suggestion { out += "    suggestion\(f.applicabilityNote): \(sg)\n" }
        }
        let fixed = s.corrected(text, role: role, locale: locale)
        if fixed != text { out += "\ncorrected: \(fixed)\n" }
        return out
    }
}
