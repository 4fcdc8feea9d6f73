// Fuzz target: the stringsdict loader (and the editor on what it loads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoader(data, size, file: "fr.lproj/Fuzz.stringsdict")
    return 0
}
