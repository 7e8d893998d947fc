import AccessibilityModel
import AppFiles
import Foundation

/// Turns a ``CaptureTree`` into one ``Screen`` by the rules of `docs/captures.md`: which
/// elements VoiceOver focuses, their traits and values, the containers that give positions, and
/// what the capture does not say for sure (each approximation becomes a located warning).
///
/// Two passes over the flat list, no recursion: in document order each element is placed (an
/// element, a container, or a wrapper whose children are lifted to its own parent); in reverse
/// order the model's elements are built, children before parents.
struct CaptureMapper {
    /// The smallest side of a screen, in points, laid out for a pad (the iPad mini is 744 wide).
    static let padMinimumSide = 700.0

    let tree: CaptureTree
    let screenName: String
    /// Each element's depth, the root at level 1.
    private let levels: [Int]
    private let children: [[Int]]
    /// Each `traits` attribute read once: a capture repeats a few of them thousands of times.
    private let traitLists: [String: TraitList]
    /// Buttons whose value `1` is all that says they are selected (``selectedByValue(_:children:)``).
    private let buttonsSelectedByValue: Set<Int>

    init(tree: CaptureTree, screenName: String) {
        self.tree = tree
        self.screenName = screenName
        levels = tree.levels
        children = tree.children
        var traitLists: [String: TraitList] = [:]
        for text in tree.elements.lazy.compactMap(\.traits) where traitLists[text] == nil {
            traitLists[text] = TraitList(text)
        }
        self.traitLists = traitLists
        buttonsSelectedByValue =
            tree.format == WebDriverAgentSource().name ? Self.selectedByValue(tree.elements, children: children) : []
    }

    /// What happens to one captured element.
    private enum Placement {
        /// Not in the model: hidden, inside an element, or outside the window.
        case dropped
        /// A wrapper VoiceOver does not see: its children go to its own parent.
        case lifted
        case element
        case container
    }

    /// The screen, what was approximate, and for each element identifier the line saying what it
    /// was imported from and the place of its tag in the capture.
    func map() -> (
        screen: Screen, warnings: [Diagnostic], comments: [String: String], marks: [String: SourceLocation]
    ) {
        var warnings = tree.warnings
        let elements = tree.elements
        let focusAttribute = elements.contains { $0.accessible != nil }
        let windowFrame = Self.windowFrame(elements)
        let window = windowFrame.map { AccessibilitySize(width: $0.width, height: $0.height) }
        let hiddenElements = HiddenElements(tree: tree, children: children, window: window)
        let hidden = hiddenElements.roots

        var placement = [Placement](repeating: .dropped, count: elements.count)
        var keptParent = [Int?](repeating: nil, count: elements.count)
        // Each kept element's level in the model, top-level ones at 1.
        var keptLevel = [Int](repeating: 0, count: elements.count)
        var flattened: [Int] = []
        var forcedFocus = Set<Int>()
        var collapsed: [Int: Int] = [:]
        var outside: [Int] = []
        var traitNotes: [(index: Int, names: [String])] = []
        // For each element inside one VoiceOver focuses, that element: what it holds is read as
        // part of it, except the controls VoiceOver reaches apart from it.
        var host = [Int?](repeating: nil, count: elements.count)
        // Text views whose links are kept inside them, for the rotor.
        var linkHolders = Set<Int>()

        // The root is placed as any element: a piece cut from a page source (a table, a tab bar)
        // keeps its meaning; an application or a window is a plain view.
        for index in elements.indices {
            let element = elements[index]
            let parent: Int? = index == 0 ? nil : element.parent ?? 0
            let role = ElementRole.of(type: element.type)
            if let parent, placement[parent] == .element || host[parent] != nil {
                let owner = host[parent] ?? parent
                host[index] = owner
                switch hidden.contains(index) ? nil : reached(index, inside: owner, focusAttribute: focusAttribute) {
                case .apart:
                    placement[index] = .element
                    keptParent[index] = keptParent[owner]
                    keptLevel[index] = keptLevel[owner]
                case .byRotor:
                    placement[index] = .element
                    keptParent[index] = owner
                    keptLevel[index] = keptLevel[owner] + 1
                    linkHolders.insert(owner)
                case nil: break
                }
                continue
            }
            if let parent, placement[parent] == .dropped { continue }
            if element.type == "Window" && element.visible == false { continue }
            if hidden.contains(index) { continue }
            if let windowFrame, case .frame(let frame) = element.frame,
                frame.x >= windowFrame.maxX || frame.maxX <= windowFrame.x, frame.width > 0
            {
                outside.append(index)
                continue
            }
            var focused = forcedFocus.contains(index)
            if !ElementRole.neverFocused.contains(element.type) && !focused {
                focused =
                    focusAttribute
                    ? element.accessible == true
                    : Self.isFocusedWithoutAttribute(
                        element, role: role, isLeaf: children[index].allSatisfy(hidden.contains))
                        || isTableCellReadAsOne(index, hidden: hidden)
            }
            if focused, children[index].count == 1, Self.isDuplicate(elements[children[index][0]], of: element) {
                forcedFocus.insert(children[index][0])
                collapsed[children[index][0]] = index
                focused = false
            }
            placement[index] = focused ? .element : role.container != nil || role.isModal ? .container : .lifted
            keptParent[index] =
                role.isModal ? nil : parent.flatMap { placement[$0] == .lifted ? keptParent[$0] : $0 }
            keptLevel[index] = (keptParent[index].map { keptLevel[$0] } ?? 0) + 1
            // A screen file holds elements `Element.maximumNestingDepth` levels deep; a container
            // deeper than its members may be is read as a plain group, so that what `import`
            // writes loads back and says what the capture says.
            if placement[index] == .container, keptLevel[index] >= Element.maximumNestingDepth {
                placement[index] = .lifted
                keptLevel[index] -= 1
                flattened.append(index)
            }
            if let text = element.traits {
                let unknown = traitLists[text, default: TraitList(text)].unknown
                if !unknown.isEmpty { traitNotes.append((index, unknown)) }
            }
        }

        // Members of each kept element, in document order; top-level ones under the key -1.
        var members: [Int: [Int]] = [:]
        for index in elements.indices where placement[index] == .element || placement[index] == .container {
            members[keptParent[index] ?? -1, default: []].append(index)
        }

        let identifiers = StableIdentifiers.assign(elements, kept: members.values.flatMap { $0 }.sorted())
        var built: [Int: Element] = [:]
        var comments: [String: String] = [:]
        var marks: [String: SourceLocation] = [:]
        for index in elements.indices.reversed() where placement[index] == .element || placement[index] == .container {
            let subviews = (members[index] ?? []).compactMap { built.removeValue(forKey: $0) }
            if placement[index] == .container && subviews.isEmpty { continue }
            let identifier = identifiers[index]!
            built[index] = element(
                index, identifier: identifier, subviews: subviews, focused: placement[index] == .element,
                holdsLinks: linkHolders.contains(index), hidden: hidden, warnings: &warnings)
            comments[identifier] = comment(index, collapsedFrom: collapsed[index])
            marks[identifier] = elements[index].mark
        }
        let top = (members[-1] ?? []).compactMap { built[$0] }

        let root = elements[0]
        var screen = Screen(name: screenName, elements: top)
        screen.actionsRecorded = false
        let systemParts = SystemParts(tree: tree)
        for (index, identifier) in identifiers {
            if let system = systemParts.part(of: index) { screen.systemElements[identifier] = system }
        }
        if let window {
            screen.size = AccessibilitySize(width: window.width, height: window.height)
            screen.device = min(window.width, window.height) >= Self.padMinimumSide ? .pad : .phone
        }
        warnings += approximations(
            placement: placement, keptParent: keptParent, collapsed: collapsed, outside: outside,
            hidden: hiddenElements.withText, flattened: flattened, traitNotes: traitNotes)
        if !placement.contains(.element) {
            warnings.append(
                Diagnostic(
                    .warning, at: root.mark,
                    "nothing here is focusable by VoiceOver: the capture holds only empty containers"
                        + (tree.format.hasPrefix("WebDriverAgent")
                            ? " (WebDriverAgent returns such a tree while some popups show); dismiss the popup or capture its window, then capture again"
                            : "; capture the screen again")
                ))
        }
        return (screen, warnings, comments, marks)
    }

    /// The fallback rule for captures without `accessible`: controls, labelled cells (a table
    /// cell is one element, as UIKit makes it), and leaves with a label or a value.
    private static func isFocusedWithoutAttribute(_ element: CapturedElement, role: ElementRole, isLeaf: Bool) -> Bool {
        if role.isControl { return true }
        let hasText = !(element.label ?? "").isEmpty || !(element.value ?? "").isEmpty
        return hasText && (isLeaf || element.type == "Cell")
    }

    /// The window: the root's frame, or the first window's. A piece of a screen (a cell cut from a
    /// page source, the one element `idb ui describe-point` describes) is its own window wherever
    /// it lies on the screen: what is outside it is judged from its edges, not the screen's.
    private static func windowFrame(_ elements: [CapturedElement]) -> AccessibilityFrame? {
        for element in elements.prefix(2) {
            if case .frame(let frame) = element.frame, frame.width > 0, frame.height > 0 { return frame }
        }
        return nil
    }

    /// A wrapper and its only child saying the same thing in the same place.
    private static func isDuplicate(_ child: CapturedElement, of wrapper: CapturedElement) -> Bool {
        guard let label = wrapper.label, !label.isEmpty, child.label == label else { return false }
        return child.frame == wrapper.frame && ElementRole.of(type: wrapper.type).container == nil
            && !ElementRole.of(type: wrapper.type).isModal
    }

    /// Captured text as VoiceOver reads it, nil when empty: without byte order marks at its
    /// start, an encoding's leftover that nobody hears (and that a screen file cannot keep there:
    /// YAML's reader drops a scalar's leading U+FEFF, so `import` could not write it back).
    static func spokenText(_ text: String?) -> String? {
        guard let text else { return nil }
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { $0 != "\u{FEFF}" } ?? scalars.endIndex
        return start == scalars.endIndex ? nil : String(scalars[start...])
    }

    /// The model's element for a captured one.
    private func element(
        _ index: Int, identifier: String, subviews: [Element], focused: Bool, holdsLinks: Bool,
        hidden: Set<Int>, warnings: inout [Diagnostic]
    ) -> Element {
        let captured = tree.elements[index]
        let role = ElementRole.of(type: captured.type)
        var traits = role.traits
        if let text = captured.traits {
            traits = traitLists[text, default: TraitList(text)].traits.union(
                role.traits.intersection(ElementRole.typeOnlyTraits))
        }
        // UIKit makes the links of a text view work only when it is not editable (UITextView's
        // `isEditable`, `dataDetectorTypes`): one holding links is read-only text.
        if holdsLinks {
            traits.subtract([.textField, .textArea])
            traits.insert(.staticText)
        }
        if captured.selected == true { traits.insert(.selected) }
        if captured.enabled == false { traits.insert(.notEnabled) }
        traits.formUnion(navigationBarTraits(index))
        let wrapped = focused ? wrapperTraits(index) : []
        traits.formUnion(wrapped)

        var label = Self.spokenText(captured.label)
        var value = Self.spokenText(captured.value)
        // WebDriverAgent gives static text its own text as value: said once, as the label.
        if let text = value, let label, text.trimmedOfSpaces == label.trimmedOfSpaces {
            value = nil
        }
        if buttonsSelectedByValue.contains(index) { traits.insert(.selected) }
        // The text of a web heading carries the heading's level as its value: "Heading." says it.
        if wrapped.contains(.header), Self.headingLevel(value) != nil { value = nil }
        if focused, captured.type == "Cell" {
            if let control = switchInside(index) {
                traits.formUnion(ElementRole.of(type: tree.elements[control].type).traits)
                value = value ?? Self.spokenText(tree.elements[control].value)
            }
            if label == nil, isInTable(index) { label = cellText(index, besides: value, hidden: hidden) }
            // UIKit gives a table cell with a disclosure indicator the button trait.
            if holdsDisclosureChevron(index) { traits.insert(.button) }
        }
        // A text field's placeholder stays one: VoiceOver says it where the field has no label,
        // and the audit reports that label missing.
        var placeholder: String?
        if traits.contains(.textField) || traits.contains(.secureTextField) {
            placeholder = Self.spokenText(captured.placeholder)
            if let placeholder, value == placeholder { value = nil }
            if traits.contains(.secureTextField) { value = nil }
        }
        if traits.spoken.contains(.switchButton), let state = value { value = CapturedValue.switchState(state) }
        let selectable =
            (captured.type == "Cell" || traits.spoken.contains(.button)) && !traits.spoken.contains(.switchButton)
        if let state = value,
            CapturedValue.mirrorsSelection(state, selected: traits.contains(.selected), of: selectable)
        {
            value = nil
        }

        var result = Element(accessibilityIdentifier: identifier)
        if focused {
            result.isAccessibilityElement = .constant(true)
            result.accessibilityLabel = label.map(Template.literal)
            result.accessibilityValue = value.map(Template.literal)
            result.placeholder = placeholder.map(Template.literal)
            result.accessibilityHint = Self.spokenText(captured.hint).map(Template.literal)
            result.accessibilityTraits = traits
            result.accessibilityCustomActions = captured.customActions.map {
                CustomAction(name: .literal($0), effects: [])
            }
            // A title shown beside a label of its own is what the element shows (the label
            // taken from the title when there is none says the same).
            if let title = Self.spokenText(captured.title), let shown = label ?? placeholder, title != shown {
                result.visibleText = .literal(title)
            }
            // No capture records input labels (docs/captures.md); a page control has UIKit's
            // own, which AccessibilitySnapshot's tests show: "Page control".
            if captured.type == "PageIndicator" { result.accessibilityUserInputLabels = [.literal("Page control")] }
        }
        switch captured.frame {
        case .frame(let frame) where frame.width >= 0 && frame.height >= 0:
            result.accessibilityFrame = frame
        case .frame(let frame):
            warnings.append(
                Diagnostic(
                    .warning, at: captured.mark,
                    "the frame's size \(frame.width) × \(frame.height) is negative; the element is kept without a frame, and VoiceOver skips it"
                ))
        case .missing, .notFinite, .outOfRange:
            break
        }
        if captured.visible == false { result.isVisible = false }
        if role.isModal { result.accessibilityViewIsModal = .constant(true) }
        result.accessibilityContainerType = focused ? nil : role.container
        if !focused, let label, role.container != nil { result.accessibilityLabel = .literal(label) }
        result.subviews = subviews
        return result
    }

    /// Traits a focused element takes from a wrapper VoiceOver does not focus, holding only it and
    /// saying the same: a web link around its text ("Logout. Link."), a web heading (an `Other`
    /// whose value is its level, 1 to 6) around its text. Unlabelled wrappers holding only the
    /// element may stand between them (a heading's text wrapped twice, in WeChat's web content).
    private func wrapperTraits(_ index: Int) -> AccessibilityTraits {
        let label = tree.elements[index].label
        var inner = index
        while let parent = tree.elements[inner].parent, children[parent].count == 1 {
            let wrapper = tree.elements[parent]
            guard wrapper.accessible != true else { return [] }
            guard let wrapperLabel = wrapper.label else {
                inner = parent
                continue
            }
            guard wrapperLabel == label else { return [] }
            if wrapper.type == "Other", Self.headingLevel(wrapper.value) != nil { return .header }
            return ElementRole.of(type: wrapper.type).traits.intersection([.link, .button])
        }
        return []
    }

    /// A web heading's level, 1 to 6, which WebKit gives as the heading's value (and its text's).
    private static func headingLevel(_ value: String?) -> Int? {
        value.flatMap { Int($0) }.flatMap { (1...6).contains($0) ? $0 : nil }
    }

    /// How VoiceOver reaches an element inside one it focuses.
    private enum Reach {
        /// As a stop of its own, beside the element holding it.
        case apart
        /// With the rotor's Links setting; swipes pass over it. It stays inside its holder.
        case byRotor
    }

    /// Whether and how VoiceOver reaches an element inside one it focuses (`owner`)
    /// (`docs/captures.md`, "What VoiceOver reaches"): a cell's accessory button (UIKit's detail
    /// button, "More Info") and a text or search field's buttons (the clear button, "Clear text";
    /// a password field's reveal button) are stops of their own; a text view's links are reached
    /// with the rotor. A dimmed button in a cell is the glyph UIKit draws for a checkmark or a
    /// disclosure chevron, which VoiceOver does not stop on.
    private func reached(_ index: Int, inside owner: Int, focusAttribute: Bool) -> Reach? {
        let element = tree.elements[index]
        let ownerType = tree.elements[owner].type
        if element.type == "Link", ownerType == "TextView" { return .byRotor }
        guard element.type == "Button", element.enabled != false, !focusAttribute || element.accessible != false
        else { return nil }
        switch ownerType {
        case "Cell": return element.parent == owner ? .apart : nil
        case "SearchField", "TextField", "SecureTextField": return .apart
        default: return nil
        }
    }

    /// Whether a cell of a table, in a capture without `accessible`, is one element though it has
    /// no label or value: UIKit makes a table view cell one element reading its texts, and a
    /// switch in it lends it its state. It is, when it holds text or a switch and no control of
    /// its own beyond a switch, its accessory button and dimmed accessory glyphs, and no list of
    /// its own. (A collection view's cell is no element of its own, so its parts are read one by
    /// one.)
    private func isTableCellReadAsOne(_ index: Int, hidden: Set<Int>) -> Bool {
        guard tree.elements[index].type == "Cell", isInTable(index) else { return false }
        var holdsText = false
        var pending = children[index]
        while let next = pending.popLast() {
            if hidden.contains(next) { continue }
            let element = tree.elements[next]
            let role = ElementRole.of(type: element.type)
            if Self.lists.contains(element.type) { return false }
            if role.isSwitch || (element.type == "StaticText" && Self.spokenText(element.label ?? element.value) != nil)
            {
                holdsText = true
            } else if role.isControl,
                !(element.type == "Button" && (element.enabled == false || element.parent == index))
            {
                return false
            }
            pending += children[next]
        }
        return holdsText
    }

    /// The types that are lists or their cells.
    private static let lists: Set<String> = ["Cell", "Table", "CollectionView"]

    /// Whether the nearest list around an element is a table (not a collection view). A cell cut
    /// out alone, the capture's outermost element, has no list around it: it is taken for a
    /// table's when it holds what a table row holds beside its texts, a switch or an accessory
    /// button (a Settings row cut from its page, as crifan's notes cut them).
    private func isInTable(_ index: Int) -> Bool {
        if index == 0 {
            return tree.elements[0].type == "Cell"
                && children[0].contains {
                    tree.elements[$0].type == "Button" || ElementRole.of(type: tree.elements[$0].type).isSwitch
                }
        }
        var current = tree.elements[index].parent
        while let node = current {
            switch tree.elements[node].type {
            case "Table": return true
            case "CollectionView": return false
            default: current = tree.elements[node].parent
            }
        }
        return false
    }

    /// A table cell's text, for a cell read as one element without a label: its static texts and
    /// its switch's label, each said once and not when it is the cell's value, joined as UIKit
    /// joins a cell's texts ("Home_5G, Secure network"); those the capture hides (`hidden`,
    /// with all they hold) are left out, as they are when the cell is told to be one.
    private func cellText(_ index: Int, besides value: String?, hidden: Set<Int>) -> String? {
        var texts: [String] = []
        // Depth first in the capture's order, as `isTableCellReadAsOne` walks the cell.
        var pending = Array(children[index].reversed())
        while let next = pending.popLast() {
            if hidden.contains(next) { continue }
            let element = tree.elements[next]
            let text: String? =
                element.type == "StaticText"
                ? Self.spokenText(element.label) ?? Self.spokenText(element.value)
                : ElementRole.of(type: element.type).isSwitch ? Self.spokenText(element.label) : nil
            if let text, text != value, !texts.contains(text) { texts.append(text) }
            pending += children[next].reversed()
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// Buttons of a page source whose value `1` is their selection. Older WebDriverAgent sources
    /// write no `selected` attribute and no `traits`; WebDriverAgent then gives a selected button
    /// with no value of its own the value `1` and the others none (`wdValue`,
    /// `XCUIElement+FBWebDriverAttributes.m`), while a badge is a tab's value too ("2", "未读").
    /// In such a capture (nothing anywhere says what is selected), the one button valued `1`
    /// among the tabs of a tab bar, or among buttons side by side (a row of page dots), is the
    /// selected one; when several are, which is the badge cannot be told, and all keep their
    /// value.
    private static func selectedByValue(_ elements: [CapturedElement], children: [[Int]]) -> Set<Int> {
        guard !elements.contains(where: { $0.selected != nil || $0.traits != nil }) else { return [] }
        let isButton = { (index: Int) in elements[index].type == "Button" || elements[index].type == "Tab" }
        let isOne = { (index: Int) in elements[index].value?.trimmedOfSpaces == "1" }
        var result = Set<Int>()
        for bar in elements.indices where elements[bar].type == "TabBar" {
            var tabs: [Int] = []
            var pending = children[bar]
            while let next = pending.popLast() {
                if isButton(next) { tabs.append(next) } else { pending += children[next] }
            }
            let ones = tabs.filter(isOne)
            if ones.count == 1 { result.insert(ones[0]) }
        }
        for parent in elements.indices where elements[parent].type != "TabBar" {
            let buttons = children[parent].filter(isButton)
            let ones = buttons.filter(isOne)
            if buttons.count > 1, ones.count == 1 { result.insert(ones[0]) }
        }
        return result
    }

    /// Whether a cell shows a disclosure chevron: the dimmed button XCUITest writes for the glyph
    /// (named "More Info", or "chevron" in newer iOS), among the cell's own children, taller than
    /// wide (8 × 14, 12 × 15 points). The checkmark, the other dimmed glyph, is wider than tall
    /// (14 × 11), and the cell's detail button is enabled.
    private func holdsDisclosureChevron(_ index: Int) -> Bool {
        children[index].contains { child in
            let element = tree.elements[child]
            guard element.type == "Button", element.enabled == false, case .frame(let frame) = element.frame
            else { return false }
            return frame.height > frame.width
        }
    }

    /// The first switch inside a cell: the cell, read as one element, says its state.
    private func switchInside(_ index: Int) -> Int? {
        var next = index + 1
        while next < tree.elements.count, levels[next] > levels[index] {
            if ElementRole.of(type: tree.elements[next].type).isSwitch { return next }
            next += 1
        }
        return nil
    }

    /// Header and back button from a navigation bar: the bar's title (static text, or any element
    /// labelled with the bar's name) is a heading; a button at the bar's leading edge is Back.
    private func navigationBarTraits(_ index: Int) -> AccessibilityTraits {
        let element = tree.elements[index]
        guard let parent = element.parent, tree.elements[parent].type == "NavigationBar" else { return [] }
        let bar = tree.elements[parent]
        let role = ElementRole.of(type: element.type)
        if role.traits.contains(.button) {
            let isBack =
                element.identifier == "BackButton" || element.label == "Back"
                || (Self.isLeading(element.frame, in: bar.frame) && element.label != bar.identifier)
            return isBack ? .backButton : []
        }
        if element.type == "StaticText" || (element.label != nil && element.label == bar.identifier) { return .header }
        return []
    }

    /// Whether a frame lies in the leading fifth of a bar.
    private static func isLeading(_ frame: CapturedElement.Frame, in bar: CapturedElement.Frame) -> Bool {
        guard case .frame(let element) = frame, case .frame(let bar) = bar, bar.width > 0 else { return false }
        return element.x < bar.x + bar.width / 5
    }

    /// "XCUIElementTypeButton name='Skip' label='Skip' (page.xml:12:13)".
    private func comment(_ index: Int, collapsedFrom wrapper: Int?) -> String {
        let element = tree.elements[index]
        // Appended piece by piece: one comment is made for each element of a capture.
        var text = "XCUIElementType"
        text.reserveCapacity(96)
        text += element.type
        func append(_ key: String, _ field: String?) {
            guard let field, !field.isEmpty else { return }
            text += key
            text += field.quotedForMessage()
            text += "'"
        }
        append(" name='", element.identifier)
        append(" label='", element.label)
        append(" value='", element.type == "SecureTextField" ? nil : element.value)
        append(" title='", element.title)
        text += " (\(tree.file):\(element.mark.line):\(element.mark.column))"
        if let wrapper {
            text +=
                "; its wrapper XCUIElementType\(tree.elements[wrapper].type) at line \(tree.elements[wrapper].mark.line) had the same label and frame"
        }
        return text
    }

    /// One warning per kind of approximation, at its first place, with a count.
    private func approximations(
        placement: [Placement], keptParent: [Int?], collapsed: [Int: Int], outside: [Int], hidden: [Int],
        flattened: [Int], traitNotes: [(index: Int, names: [String])]
    ) -> [Diagnostic] {
        var result: [Diagnostic] = []
        func warn(_ index: Int, _ message: String) {
            result.append(Diagnostic(.warning, at: tree.elements[index].mark, message))
        }
        if let first = collapsed.values.min() {
            warn(
                first,
                "\(collapsed.count) wrapper\(collapsed.count == 1 ? "" : "s") with the same label and frame as their only child collapsed into it"
            )
        }
        if let first = outside.first {
            warn(
                first,
                "\(outside.count) element\(outside.count == 1 ? " lies" : "s lie") outside the window (a page pushed away but still captured); left out"
            )
        }
        if let first = hidden.first {
            warn(
                first,
                "\(hidden.count) element\(hidden.count == 1 ? "" : "s") with text, marked visible=\"false\" and not shown (of no size, or inside a visible view that stands in for \(hidden.count == 1 ? "it" : "them")), left out with what \(hidden.count == 1 ? "it holds" : "they hold")"
            )
        }
        if let first = flattened.first {
            warn(
                first,
                "containers nest deeper than a screen file holds (\(Element.maximumNestingDepth) levels): \(flattened.count) container\(flattened.count == 1 ? "" : "s") from here on read as plain groups, so list and table positions inside them may differ from VoiceOver's"
            )
        }
        if let limit = tree.depthLimit, let deepest = levels.indices.max(by: { levels[$0] < levels[$1] }),
            levels[deepest] >= limit
        {
            warn(
                deepest,
                "the tree reaches \(levels[deepest]) levels, WebDriverAgent's default snapshotMaxDepth (\(limit)): it was probably cut there and deeper elements are missing; raise the snapshotMaxDepth setting and capture again"
            )
        }
        for modal in placement.indices
        where placement[modal] == .container && ElementRole.of(type: tree.elements[modal].type).isModal {
            let others = placement.indices.filter { placement[$0] == .element && !isInside($0, modal) }.count
            if others > 0 {
                warn(
                    modal,
                    "this \(tree.elements[modal].type.lowercased()) is modal: the \(others) element\(others == 1 ? "" : "s") outside it (a page under it, still marked visible) are unreachable while it shows"
                )
            }
        }
        if let first = traitNotes.first {
            let names = Set(traitNotes.flatMap(\.names)).sorted().joined(separator: ", ")
            warn(first.index, "traits that are not UIAccessibilityTraits ignored: \(names.quotedForMessage())")
        }
        return result
    }

    /// Whether `index` lies inside `ancestor` in the capture.
    private func isInside(_ index: Int, _ ancestor: Int) -> Bool {
        var current = tree.elements[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = tree.elements[parent].parent
        }
        return false
    }
}
