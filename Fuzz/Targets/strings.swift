// Fuzz target: the strings loader (and the editor on what it loads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoader(data, size, file: "fr.lproj/Fuzz.strings")
    return 0
}
