import Foundation

/// Turns a manager's raw response into what its caller needs: entities, or data a view can show
/// directly. The caller picks the reformer; the manager only keeps the bytes.
public protocol Reformer {
    associatedtype Output
    func reform(_ raw: Data) throws(ReformError) -> Output
}
