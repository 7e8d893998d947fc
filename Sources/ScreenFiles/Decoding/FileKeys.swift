import Foundation

/// The keys a screen file accepts in each kind of mapping: the canonical UIAccessibility names,
/// and short aliases.
enum FileKeys {
    struct Table {
        /// Canonical key → aliases.
        let keys: [(canonical: FileKey, aliases: [String])]
        /// Every name and alias with its canonical key, placed by a hash of the name's bytes (open
        /// addressing; a power of two in size, at most a quarter full). A large screen looks up
        /// hundreds of thousands of keys: this costs a fraction of a `[String: FileKey]` lookup.
        private let slots: [(name: Range<Int>, key: FileKey, position: Int)?]
        /// The names' UTF-8 bytes, one after another.
        private let nameBytes: [UInt8]

        init(_ keys: [(FileKey, [String])]) {
            precondition(keys.count <= 64, "a mapping's keys are told apart by 64-bit masks")
            precondition(Set(keys.map(\.0)).count == keys.count, "each canonical key once")
            self.keys = keys.map { (canonical: $0.0, aliases: $0.1) }
            var slots = [(name: Range<Int>, key: FileKey, position: Int)?](repeating: nil, count: 8)
            while slots.count < keys.reduce(0, { $0 + 1 + $1.1.count }) * 4 { slots += slots }
            var nameBytes: [UInt8] = []
            for (position, (canonical, aliases)) in keys.enumerated() {
                for var name in [canonical.rawValue] + aliases {
                    let range = nameBytes.count..<(nameBytes.count + name.utf8.count)
                    nameBytes += name.utf8
                    name.withUTF8 { bytes in
                        var index = Self.slot(of: bytes, in: slots.count)
                        while let slot = slots[index], !Self.bytes(nameBytes, slot.name, equal: bytes) {
                            index = (index + 1) & (slots.count - 1)
                        }
                        slots[index] = (range, canonical, position)
                    }
                }
            }
            self.slots = slots
            self.nameBytes = nameBytes
        }

        /// The canonical key a name or alias stands for, and its position in ``keys``.
        func entry(for name: String) -> (key: FileKey, position: Int)? {
            var name = name
            return name.withUTF8 { bytes in
                var index = Self.slot(of: bytes, in: slots.count)
                while let slot = slots[index] {
                    if Self.bytes(nameBytes, slot.name, equal: bytes) { return (slot.key, slot.position) }
                    index = (index + 1) & (slots.count - 1)
                }
                return nil
            }
        }

        /// The canonical key a name or alias stands for.
        func key(for name: String) -> FileKey? {
            entry(for: name)?.key
        }

        private static func bytes(
            _ names: [UInt8], _ range: Range<Int>, equal bytes: UnsafeBufferPointer<UInt8>
        ) -> Bool {
            guard range.count == bytes.count, let base = bytes.baseAddress else { return range.count == bytes.count }
            return names.withUnsafeBufferPointer {
                memcmp($0.baseAddress.unsafelyUnwrapped + range.lowerBound, base, range.count) == 0
            }
        }

        /// FNV-1a over the bytes, reduced to a slot of a power-of-two `count`.
        private static func slot(of bytes: UnsafeBufferPointer<UInt8>, in count: Int) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash) & (count - 1)
        }

        var allNames: [String] { keys.flatMap { [$0.canonical.rawValue] + $0.aliases } }

        func merged(with other: Table) -> Table {
            Table(keys.map { ($0.canonical, $0.aliases) } + other.keys.map { ($0.canonical, $0.aliases) })
        }
    }

    static let element = Table([
        (.accessibilityIdentifier, ["identifier", "id"]),
        (.isAccessibilityElement, ["isElement"]),
        (.accessibilityLabel, ["label"]),
        (.accessibilityValue, ["value"]),
        (.accessibilityHint, ["hint"]),
        (.accessibilityUserInputLabels, ["inputLabels", "userInputLabels"]),
        (.accessibilityFrame, ["frame"]),
        (.accessibilityActivationPoint, ["activationPoint"]),
        (.accessibilityLanguage, ["language"]),
        (.accessibilityTraits, ["traits"]),
        (.accessibilityElementsHidden, ["hidden"]),
        (.accessibilityViewIsModal, ["modal"]),
        (.shouldGroupAccessibilityChildren, ["groupsChildren"]),
        (.accessibilityContainerType, ["containerType"]),
        (.accessibilityRowCount, ["rowCount"]),
        (.accessibilityColumnCount, ["columnCount"]),
        (.accessibilityRowRange, ["rowRange"]),
        (.accessibilityColumnRange, ["columnRange"]),
        (.accessibilityRowHeaderElements, ["rowHeaders"]),
        (.accessibilityColumnHeaderElements, ["columnHeaders"]),
        (.accessibilityCustomActions, ["customActions"]),
        (.accessibilityScrollStatus, ["scrollStatus"]),
        (.subviews, ["children"]),
        (.accessibilityElements, []),
        (.earshotIgnore, []),
        (.earshotVisible, ["visible"]),
        (.earshotVisibleText, ["visibleText"]),
        (.earshotPlaceholder, ["placeholder"]),
    ]).merged(with: actions)

    static let actions = Table([
        (.accessibilityActivate, ["activate"]),
        (.accessibilityIncrement, ["increment"]),
        (.accessibilityDecrement, ["decrement"]),
        (.accessibilityPerformEscape, ["escape"]),
        (.accessibilityPerformMagicTap, ["magicTap"]),
        (.accessibilityScroll, ["scroll"]),
    ])

    /// Escape and magic tap: the actions a screen or the app may handle.
    static let sharedActions = Table([
        (.accessibilityPerformEscape, ["escape"]),
        (.accessibilityPerformMagicTap, ["magicTap"]),
    ])

    static let screen = Table([
        (.name, []),
        (.title, []),
        (.device, []),
        (.size, []),
        (.layoutDirection, []),
        (.accessibilityLanguage, ["language"]),
        (.variables, []),
        (.elements, ["subviews"]),
        (.accessibilityElements, []),
        (.screenshot, []),
    ]).merged(with: sharedActions)

    static let app = Table([
        (.schema, []),
        (.name, []),
        (.developmentLanguage, []),
        (.initialScreen, []),
        (.variables, []),
        (.strings, []),
        (.screens, []),
    ]).merged(with: sharedActions)

    /// A file with one screen: the screen's keys and the app's.
    static let singleScreen = Table([
        (.schema, []),
        (.developmentLanguage, []),
        (.strings, []),
    ]).merged(with: screen)

    static let variable = Table([
        (.type, []), (.initial, []), (.min, []), (.max, []), (.step, []), (.options, []), (.changesOnItsOwn, []),
    ])

    static let customAction = Table([(.name, []), (.perform, [])])

    /// The long forms of frames, points, sizes and ranges (`{x:, y:, width:, height:}`).
    static let frame = Table([(.x, []), (.y, []), (.width, []), (.height, [])])
    static let point = Table([(.x, []), (.y, [])])
    static let size = Table([(.width, []), (.height, [])])
    static let range = Table([(.location, []), (.length, [])])
}
