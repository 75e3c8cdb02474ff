/// The three payload shapes in which `GET /subjects` is served. The app must read all three into the
/// same screen (the catalogue reformer's job).
public enum CatalogueShape: String, Sendable, CaseIterable {
    /// `{"subjects":[{"id":1,"name":"Math","phases":["junior"]}]}`
    case v1
    /// `{"data":{"items":[{"subject_id":1,"subject_name":"Math","phase_list":"junior"}]}}`
    case v2
    /// `{"list":[{"sid":"1","title":"Math","p":["junior"]}]}`
    case legacy
}
