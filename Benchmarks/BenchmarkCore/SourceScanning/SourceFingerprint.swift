import Foundation

/// A 64-bit FNV-1a digest of the Swift files under some directories, paths and bytes: what a
/// figure measured from those sources was measured on. Any edit, addition, removal or rename
/// changes it; where the package sits does not (paths are relative to its root).
public enum SourceFingerprint {
    /// The digest of the Swift files under `directories` (relative to `root`), as 16 hex digits.
    ///
    /// - Throws: ``GlueCounterError`` if a directory is missing or a file cannot be read.
    public static func of(directories: [String], root: String) throws(GlueCounterError) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        for directory in directories.sorted() {
            let base = URL(fileURLWithPath: root).appendingPathComponent(directory).path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .directoryNotFound(directory)
            }
            for relative in GlueCounter.swiftFiles(in: base) {
                guard let data = FileManager.default.contents(atPath: base + "/" + relative) else {
                    throw .unreadableFile(directory + "/" + relative)
                }
                mix((directory + "/" + relative).utf8)
                mix([0])
                mix(data)
                mix([0])
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
