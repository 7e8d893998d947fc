/// The direction elements of one row are read in (UIUserInterfaceLayoutDirection).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
