// Fuzz target: the android loader (and the editor on what it loads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoader(data, size, file: "res/values-fr/strings.xml")
    return 0
}
