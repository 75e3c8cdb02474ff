import Foundation

/// Progress and warnings go to stderr, so stdout carries only the report and can be redirected.
public enum StandardError {
    /// Writes `text` and a newline to stderr, unbuffered.
    public static func writeLine(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
