import VoiceLintCatalog

extension Localization {
    /// The unit of this (source) localization that a translated unit answers to: the same
    /// variation, else the plural group's "other" form, else the plain value.
    func counterpart(of u: TextUnit) -> TextUnit? {
        units.withUnsafeBufferPointer { units in withUnsafePointer(to: u) { units.counterpartIndex(of: $0) }.map { units[$0] } }
    }
}

/// A source localization's units, read where its array holds them (see `Localization`'s
/// questions of the same kind in the catalog's model).
extension UnsafeBufferPointer where Element == TextUnit {
    /// Where the counterpart of the translated unit `u` stands (`Localization.counterpart(of:)`).
    func counterpartIndex(of u: UnsafePointer<TextUnit>) -> Int? {
        if let same = firstUnitIndex(where: { $0.pointee.variant == u.pointee.variant }) { return same }
        if let g = u.pointee.pluralGroup,
           let other = firstUnitIndex(where: { $0.pointee.pluralGroup == g && $0.pointee.pluralCategory == "other" }) { return other }
        return primaryUnitIndex
    }

    /// Where the primary unit's text stands, to read it in place: `units[i].value` copied the
    /// unit, and with it retained its file's name, a string every unit of the catalog shares and
    /// every core writes the count of.
    var primaryValueAddress: UnsafePointer<String>? { primaryUnitIndex.map { (baseAddress! + $0).valueAddress } }
}

extension UnsafePointer where Pointee == TextUnit {
    /// Where the unit holds its text: read there, not copied (retained) for each question.
    var valueAddress: UnsafePointer<String> {
        UnsafeRawPointer(self).advanced(by: MemoryLayout<TextUnit>.offset(of: \TextUnit.value)!).assumingMemoryBound(to: String.self)
    }
}
