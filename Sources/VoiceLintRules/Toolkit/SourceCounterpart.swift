import VoiceLintCatalog

extension Localization {
    /// The unit of this (source) localization that a translated unit answers to: the same
    /// variation, else the plural group's "other" form, else the plain value.
    func counterpart(of u: TextUnit) -> TextUnit? { counterpartIndex(of: u).map { units[$0] } }

    /// Where in `units` the counterpart of a translated unit stands.
    func counterpartIndex(of u: TextUnit) -> Int? {
        if let same = firstUnitIndex(where: { $0.pointee.variant == u.variant }) { return same }
        if let g = u.pluralGroup, let other = firstUnitIndex(where: { $0.pointee.pluralGroup == g && $0.pointee.pluralCategory == "other" }) { return other }
        return primaryUnitIndex
    }

    /// The primary unit's text, read in place: `units[i].value` copied the unit, and with it
    /// retained its file's name, a string every unit of the catalog shares and every core writes
    /// the count of.
    var primaryValue: String? {
        guard let i = primaryUnitIndex else { return nil }
        return units.withUnsafeBufferPointer { ($0.baseAddress! + i).pointee.value }
    }
}
