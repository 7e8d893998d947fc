/// One screen of an app: a view controller's view and what VoiceOver can reach on it.
public struct Screen: Hashable, Sendable {
    /// How navigation effects and the start screen refer to it.
    public var name: String
    /// The navigation title (spoken on a screen change by some engines; templates allowed).
    public var title: Template?
    /// The device it is laid out for, which sets VoiceOver's row threshold and the default size.
    public var device: Device
    /// The screen's size in points; nil means the device's default size.
    public var size: AccessibilitySize?
    /// The direction the elements of one row are read in.
    public var layoutDirection: LayoutDirection
    /// The language of the screen's text when it differs from the app's locale.
    public var accessibilityLanguage: String?
    /// Variables that live while the screen is on the navigation stack.
    public var variables: [Variable]
    /// Screen-level escape and magic tap (and any other action nothing below handles).
    public var actions: ActionHandlers
    /// The top-level views, read in frame order unless `accessibilityElements` says otherwise.
    public var elements: [Element]
    /// An explicit order for the top-level views.
    public var accessibilityElements: [AccessibilityElementsItem]?
    /// Whether the screen says what its actions do: false for a capture of a real app, which
    /// records the tree but none of the app's action handlers (an element without an action
    /// may have one in the app).
    package var actionsRecorded = true
    /// Elements (by identifier) a capture shows that belong to the system, not the app (the
    /// keyboard's keys, the status bar, SpringBoard), with what they are: not the app's to fix.
    package var systemElements: [String: String] = [:]
    /// The real app's screenshot of this screen, drawn under it in the workshop: a PNG's path
    /// (a screen file writes it relative to itself; loading makes it absolute and checks it).
    package var screenshot: String?

    public init(
        name: String, title: Template? = nil, device: Device = .phone, size: AccessibilitySize? = nil,
        layoutDirection: LayoutDirection = .leftToRight, accessibilityLanguage: String? = nil,
        variables: [Variable] = [], actions: ActionHandlers = .none, elements: [Element] = [],
        accessibilityElements: [AccessibilityElementsItem]? = nil
    ) {
        self.name = name
        self.title = title
        self.device = device
        self.size = size
        self.layoutDirection = layoutDirection
        self.accessibilityLanguage = accessibilityLanguage
        self.variables = variables
        self.actions = actions
        self.elements = elements
        self.accessibilityElements = accessibilityElements
    }

    /// The size used: the given one or the device's default.
    package var effectiveSize: AccessibilitySize { size ?? device.defaultSize }

    /// The screen as its root view: a container filling the screen holding the elements.
    package var rootElement: Element {
        Element(
            isAccessibilityElement: false,
            accessibilityFrame: AccessibilityFrame(
                x: 0, y: 0, width: effectiveSize.width, height: effectiveSize.height),
            accessibilityLanguage: accessibilityLanguage, actions: actions, subviews: elements,
            accessibilityElements: accessibilityElements)
    }
}
