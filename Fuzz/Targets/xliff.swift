// Fuzz target: the xliff loader (and the editor on what it loads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzLoader(data, size, file: "Fuzz.xliff")
    return 0
}
